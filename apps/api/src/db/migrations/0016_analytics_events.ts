import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/** The analytics collector's events (S-456): one row per event of a hit, with its client and session. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table analytics_events (
      id bigint generated always as identity primary key,
      pos text not null check (pos in ('fr_fr', 'es_es', 'it_it', 'nl_nl', 'fr_be', 'nl_be')),
      client_id text not null,
      session_id text not null,
      is_logged_in boolean not null,
      name text not null,
      params jsonb not null,
      at timestamptz not null,
      received_at timestamptz not null default now()
    );
    create index analytics_events_day on analytics_events (pos, at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table analytics_events;');
}
