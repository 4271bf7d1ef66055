import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The newsletter's subscribers (002 §3 Newsletter request; S-496, S-497): one row per address and
 * market, however often it signs up; the address is kept as typed, compared without case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table newsletter_subscribers (
      id bigint generated always as identity primary key,
      email text not null check (length(email) between 3 and 254),
      locale text not null check (locale in ('fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE')),
      -- Where the first signup came from: the footer's form or the acquisition modal.
      source text not null check (source in ('footer', 'acquisitionModal')),
      created_at timestamptz not null default now()
    );
    create unique index newsletter_subscribers_email_locale on newsletter_subscribers (lower(email), locale);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table newsletter_subscribers;');
}
