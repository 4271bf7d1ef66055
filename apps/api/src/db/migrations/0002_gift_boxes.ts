import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Gift boxes (001 §2.8, §3 Box product detail; 002 §3 Gift box): a box sold digital (its code
 * ending EBOX) or physical, the two formats of one box sharing a family. Copy is jsonb keyed by
 * language; amounts are integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table gift_boxes (
      id integer primary key,
      code text not null unique,
      family text not null,
      format text not null check (format in ('digital', 'physical')),
      slugs jsonb not null,
      titles jsonb not null,
      descriptions jsonb not null,
      -- One line per item: { "fr": ["1 nuit avec petit-déjeuner pour 2 personnes", …], … }.
      included_content jsonb not null,
      -- The themes of the stays the box can be used for, and the countries of their hotels (all when empty).
      themes integer[] not null default '{}',
      countries text[] not null default '{}',
      nights smallint not null check (nights >= 1),
      people smallint not null default 2,
      -- The price paid, and the reference price a promotion is computed from.
      value integer not null check (value > 0),
      reference_price integer check (reference_price is null or reference_price >= value),
      validity_months smallint not null,
      -- Average rating out of 10; null until the box has ratings.
      rating numeric(3, 1) check (rating between 0 and 10),
      rating_count integer not null default 0,
      image_count smallint not null check (image_count >= 1),
      -- The markets selling the box, and its rank in their listings.
      locales text[] not null,
      position smallint not null,
      check ((format = 'digital') = (code like '%EBOX')),
      check ((rating is null) = (rating_count = 0)),
      unique (family, format)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table gift_boxes;');
}
