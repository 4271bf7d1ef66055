import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * The CRM stand-in (G-58): the contact requests with every field the form posts (S-428); the bot
 * checks already used, so that one proof files one request however many processes serve; and
 * the secrets the processes sign with, created once with the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table contact_requests (
      id bigint generated always as identity primary key,
      booking_id text not null,
      contact_reason text not null,
      description text not null,
      email text not null,
      name text not null,
      phone text not null,
      request_type text not null,
      request_subtype text not null,
      org_id text not null,
      status text not null,
      type text not null,
      subtype text not null,
      language text not null,
      country text not null,
      ret_url text not null,
      -- How the sender proved to be a person: a solved challenge, or the no-script form's delay.
      bot_check text not null check (bot_check in ('proofOfWork', 'formDelay')),
      created_at timestamptz not null default now()
    );
    create table bot_check_uses (
      id text primary key,
      used_at timestamptz not null default now()
    );
    create table server_secrets (
      name text primary key,
      value text not null
    );
    insert into server_secrets (name, value)
      values ('botCheck', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    'drop table contact_requests; drop table bot_check_uses; drop table server_secrets;',
  );
}
