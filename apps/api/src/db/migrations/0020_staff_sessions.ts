import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Staff sign-in (customer-care mode, 000 §6): the sign-ins under way at the identity provider, each
 * with its PKCE verifier until it comes back once, and the sessions they open. A session is known
 * by the hash of its cookie's token only. A contact request that customer care files for a
 * customer passes no bot check (S-443): its check says so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table staff_sign_ins (
      state text primary key,
      code_verifier text not null,
      nonce text not null,
      return_to text not null,
      created_at timestamptz not null
    );
    create table staff_sessions (
      token_hash text primary key,
      subject text not null,
      email text not null,
      name text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    alter table contact_requests drop constraint contact_requests_bot_check_check;
    alter table contact_requests add constraint contact_requests_bot_check_check
      check (bot_check in ('proofOfWork', 'formDelay', 'staff'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table staff_sessions;
    drop table staff_sign_ins;
    alter table contact_requests drop constraint contact_requests_bot_check_check;
    alter table contact_requests add constraint contact_requests_bot_check_check
      check (bot_check in ('proofOfWork', 'formDelay'));
  `,
  );
}
