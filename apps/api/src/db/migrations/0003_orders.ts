import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Orders (002 §3 Order request, G-56, G-62), the stored answers of idempotent requests (Stripe's
 * design: DESIGN.md "The API") and promotion codes. Card data is never stored: a payment is its
 * provider's intent id and the card's last four digits. Amounts are integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    -- Booking numbers are 8 digits (the contact form asks for "8 digits").
    create sequence order_references minvalue 10000000 maxvalue 99999999 start 40218000;

    create table orders (
      id uuid primary key,
      reference char(8) not null unique default nextval('order_references')::text,
      status text not null check (status in ('PENDING', 'CONFIRMED', 'FAILED')),
      locale text not null,
      offer_id integer not null references offers (id),
      checkin date,
      checkout date,
      adults smallint not null,
      children smallint not null,
      babies smallint not null,
      activity_days jsonb not null,
      gift jsonb,
      special_request text,
      minisite_id integer,
      buyer jsonb not null,
      insurance_choice text not null,
      promotion_code text,
      amounts jsonb not null,
      total_amount integer not null check (total_amount >= 0),
      payment_method text not null,
      payment_intent_id text not null unique,
      card_last4 char(4),
      -- Paid at booking: the total, the first instalment (fee included) or 0 when deferred.
      amount_paid integer not null check (amount_paid >= 0),
      schedule jsonb not null default '[]',
      summary jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((checkin is null) = (checkout is null)),
      check (checkin is not null or gift is not null)
    );
    create index orders_offer on orders (offer_id);

    create table idempotency_keys (
      key text primary key,
      request_hash text not null,
      state text not null check (state in ('IN_FLIGHT', 'DONE')),
      status_code smallint,
      response jsonb,
      created_at timestamptz not null default now()
    );

    create table promotion_codes (
      code text primary key,
      percent smallint check (percent between 1 and 90),
      amount integer check (amount > 0),
      min_order integer not null default 0,
      valid_from date not null,
      valid_to date not null,
      gifts boolean not null default true,
      check ((percent is null) <> (amount is null))
    );
    insert into promotion_codes (code, percent, amount, min_order, valid_from, valid_to, gifts) values
      ('HIVER10', 10, null, 0, '2025-01-01', '2030-12-31', false),
      ('ESCALE20', null, 2000, 15000, '2025-01-01', '2030-12-31', true),
      ('AUTO10', 10, null, 0, '2025-01-01', '2030-12-31', false),
      ('ETE2024', 15, null, 0, '2024-06-01', '2024-09-30', true);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    'drop table promotion_codes; drop table idempotency_keys; drop table orders; drop sequence order_references;',
  );
}
