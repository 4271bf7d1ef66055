import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The catalog and its inventory (hotel ARI: availability, rates, inventory).
 * Names and copy are jsonb objects keyed by language: { "fr": …, "es": …, "it": …, "nl": … }.
 * Amounts are integer cents; dates are `date`, instants `timestamptz`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table meta (
      key text primary key,
      value jsonb not null
    );

    create table destinations (
      id text primary key,
      kind text not null check (kind in ('country', 'region', 'department', 'city', 'touristicregion', 'searesort', 'skiresort', 'poi')),
      country text not null check (country in ('FR', 'ES', 'IT', 'NL', 'BE')),
      pos text not null check (pos in ('FR', 'ES', 'IT', 'NL', 'BE')),
      parent_id text references destinations (id),
      region_id text references destinations (id),
      department_id text references destinations (id),
      names jsonb not null,
      lat double precision not null,
      lng double precision not null,
      distance_min integer not null default 0,
      distance_max integer not null default 300,
      population integer not null default 0
    );
    create index destinations_kind on destinations (kind);

    create table themes (
      id integer primary key,
      icon text not null,
      names jsonb not null
    );

    create table facilities (
      code text primary key,
      kind text not null check (kind in ('facility', 'eco')),
      names jsonb not null
    );

    create table local_taxes (
      city_id text primary key references destinations (id),
      type text not null check (type in ('BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT')),
      amount integer,
      percentage numeric(5, 2),
      to_be_paid_at_hotel boolean not null default true
    );

    create table hotels (
      id integer primary key,
      label text not null,
      stars smallint not null check (stars between 1 and 5),
      city_id text not null references destinations (id),
      department_id text references destinations (id),
      region_id text references destinations (id),
      country_id text not null references destinations (id),
      touristic_region_id text references destinations (id),
      sea_resort_id text references destinations (id),
      ski_resort_id text references destinations (id),
      poi_ids text[] not null default '{}',
      address text not null,
      zip_code text not null,
      lat double precision not null,
      lng double precision not null,
      description jsonb not null,
      facilities text[] not null default '{}',
      eco_facilities text[] not null default '{}',
      highlighted_facilities text[] not null default '{}',
      info_general jsonb not null default '[]',
      pets_allowed boolean not null default false,
      pets_price integer,
      pets_max_weight integer,
      pets_max_number integer not null default 1,
      checkin_from text not null,
      checkout_until text not null,
      breakfast_hours text,
      important_infos jsonb not null default '{}',
      image_count smallint not null,
      review_score numeric(3, 1),
      review_count integer not null default 0,
      active boolean not null default true,
      types text[] not null default '{}',
      environments text[] not null default '{}',
      styles text[] not null default '{}'
    );
    create index hotels_city on hotels (city_id);

    create table rooms (
      id text primary key,
      hotel_id integer not null references hotels (id),
      type text not null check (type in ('double', 'twin', 'family', 'suite', 'single')),
      names jsonb not null,
      descriptions jsonb not null,
      size_m2 smallint not null,
      capacity smallint not null,
      max_capacity smallint not null,
      bedding jsonb not null,
      highlights jsonb not null,
      image_count smallint not null
    );
    create index rooms_hotel on rooms (hotel_id);

    -- Per-night prices by season and weekday for one room (for 2 people), and minimum stays.
    create table rate_plans (
      id serial primary key,
      room_id text not null references rooms (id),
      valid_from date not null,
      valid_to date not null,
      price_weekday integer not null check (price_weekday > 0),
      price_friday integer not null check (price_friday > 0),
      price_saturday integer not null check (price_saturday > 0),
      min_los_weekday smallint not null default 1,
      min_los_weekend smallint not null default 1,
      check (valid_from <= valid_to)
    );
    create index rate_plans_room on rate_plans (room_id, valid_from);

    -- Rooms sellable per night; reserved is kept in the same transaction as reservations.
    create table allotments (
      room_id text not null references rooms (id),
      night date not null,
      total smallint not null check (total >= 0),
      reserved smallint not null default 0 check (reserved >= 0 and reserved <= total),
      primary key (room_id, night)
    );

    create table room_night_reservations (
      id bigserial primary key,
      room_id text not null references rooms (id),
      night date not null,
      quantity smallint not null check (quantity > 0),
      order_id text,
      created_at timestamptz not null default now()
    );
    create index reservations_room_night on room_night_reservations (room_id, night);

    create table activity_tags (
      id integer primary key,
      group_code text not null,
      names jsonb not null
    );

    -- Activities, dinners and breakfasts included in packages; activity centres are hotels.
    create table activities (
      id integer primary key,
      hotel_id integer not null references hotels (id),
      kind text not null check (kind in ('activity', 'dinner', 'breakfast')),
      tag_id integer references activity_tags (id),
      titles jsonb not null,
      details jsonb not null,
      duration_minutes integer,
      schedules jsonb not null default '[]',
      location text,
      single_day boolean not null default true,
      repeated boolean not null default false,
      display_pax boolean not null default true,
      image_count smallint not null default 1
    );
    create index activities_hotel on activities (hotel_id);

    -- A package: hotel + room + breakfasts/dinners + activities, sold for a range of nights.
    create table offers (
      id integer primary key,
      hotel_id integer not null references hotels (id),
      room_id text not null references rooms (id),
      hotel_only boolean not null default false,
      labels jsonb not null,
      headwords jsonb not null,
      marketing_labels jsonb not null default '{}',
      top_theme integer references themes (id),
      themes integer[] not null default '{}',
      nights_min smallint not null check (nights_min >= 1),
      nights_max smallint not null,
      breakfast_included boolean not null default true,
      breakfast_price integer not null default 0,
      dinners smallint not null default 0,
      dinner_price integer not null default 0,
      activity_ids integer[] not null default '{}',
      activity_price integer not null default 0,
      discount_pct smallint not null default 0 check (discount_pct between 0 and 70),
      giftable boolean not null default true,
      cancellable boolean not null default true,
      cancellation_days smallint not null default 7,
      popularity integer not null default 0,
      active boolean not null default true,
      check (nights_max >= nights_min)
    );
    create index offers_hotel on offers (hotel_id);

    -- The from-price of each offer per day, for the lowest price of the previous 30 days (EU rules).
    create table offer_price_history (
      offer_id integer not null references offers (id),
      day date not null,
      sell_price integer not null,
      primary key (offer_id, day)
    );

    create table activity_vouchers (
      id integer primary key,
      activity_id integer not null references activities (id),
      hotel_id integer not null references hotels (id),
      labels jsonb not null,
      descriptions jsonb not null,
      prices jsonb not null,
      themes integer[] not null default '{}',
      published boolean not null default true,
      image_count smallint not null default 3
    );

    create table reviews (
      id bigint primary key,
      hotel_id integer not null references hotels (id),
      locale text not null check (locale in ('fr_FR', 'es_ES', 'it_IT', 'nl_NL')),
      customer text not null,
      stay_type text not null,
      stayed_on date not null,
      average numeric(3, 1) not null,
      positive text,
      negative text,
      welcoming numeric(3, 1) not null,
      comfort numeric(3, 1) not null,
      cleanliness numeric(3, 1) not null,
      food numeric(3, 1) not null,
      localization numeric(3, 1) not null,
      price_quality_ratio numeric(3, 1) not null
    );
    create index reviews_hotel_date on reviews (hotel_id, stayed_on desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table reviews; drop table activity_vouchers; drop table offer_price_history; drop table offers;
    drop table activities; drop table activity_tags; drop table room_night_reservations; drop table allotments;
    drop table rate_plans; drop table rooms; drop table hotels; drop table local_taxes; drop table facilities;
    drop table themes; drop table destinations; drop table meta;
  `,
  );
}
