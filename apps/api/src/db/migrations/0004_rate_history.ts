import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The price history of the EU price rules keeps each room's lowest nightly rate per day instead of
 * each offer's shortest stay for two: the lowest price of the previous 30 days is then that of the
 * very stay shown (its nights, rooms, travellers and package at that rate), never a one-night price
 * beside a two-night total. The seed's inventory step fills the new table up to yesterday.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table room_rate_history (
      room_id text not null references rooms (id),
      day date not null,
      nightly_rate integer not null,
      primary key (room_id, day)
    );
    drop table offer_price_history;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table offer_price_history (
      offer_id integer not null references offers (id),
      day date not null,
      sell_price integer not null,
      primary key (offer_id, day)
    );
    drop table room_rate_history;
    `,
  );
}
