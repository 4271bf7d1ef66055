import type { Kysely } from 'kysely';
import { runStatements } from '../runStatements';

/**
 * Customers' accounts (S-349, G-49): a customer is an e-mail address; they sign in with a link
 * mailed to it, whose one-time token is kept only as its hash, and stay signed in by a session
 * whose secret is kept the same way. The wishlist is kept per customer. An outbox row now tells an
 * order, a redemption or a sign-in link: exactly one of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table customers (
      id uuid primary key,
      email text not null,
      first_name text not null default '',
      last_name text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index customers_email on customers (lower(email));

    create table customer_signin_links (
      id uuid primary key,
      token_hash text not null unique,
      email text not null,
      locale text not null,
      origin text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table customer_sessions (
      id uuid primary key,
      token_hash text not null unique,
      customer_id uuid not null references customers (id),
      expires_at timestamptz not null,
      ended_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index customer_sessions_customer on customer_sessions (customer_id);

    create table customer_wishlist_items (
      customer_id uuid not null references customers (id),
      type text not null check (type in ('STAY', 'ACTIVITY')),
      item_id text not null,
      item jsonb not null,
      added_at timestamptz not null default now(),
      primary key (customer_id, type, item_id)
    );

    alter table outbox add column signin_link_id uuid references customer_signin_links (id);
    alter table outbox add constraint outbox_signin_link_id_kind_key unique (signin_link_id, kind);
    alter table outbox drop constraint outbox_one_subject;
    alter table outbox add constraint outbox_one_subject
      check (num_nonnulls(order_id, redemption_id, signin_link_id) = 1);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from outbox where signin_link_id is not null;
    alter table outbox drop constraint outbox_one_subject;
    alter table outbox add constraint outbox_one_subject check ((order_id is null) <> (redemption_id is null));
    alter table outbox drop column signin_link_id;
    drop table customer_wishlist_items;
    drop table customer_sessions;
    drop table customer_signin_links;
    drop table customers;
    `,
  );
}
