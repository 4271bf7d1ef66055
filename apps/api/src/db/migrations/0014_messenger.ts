import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/** The messenger's local stand-in (S-354): each conversation's messages, the visitor's and the answers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table messenger_messages (
      id bigint generated always as identity primary key,
      conversation_id uuid not null,
      app_id text not null,
      locale text not null check (locale in ('fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE')),
      author text not null check (author in ('visitor', 'escale')),
      text text not null check (length(text) between 1 and 1000),
      created_at timestamptz not null default now()
    );
    create index messenger_messages_conversation on messenger_messages (conversation_id, id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table messenger_messages;');
}
