import { type Kysely, sql } from 'kysely';

/**
 * Every change to rooms left (an order, a redemption, a failed payment giving nights back) is
 * announced on the `inventory` channel when its transaction commits: one notification per room,
 * with the first and last night changed and the writer's application_name, so that each API
 * process reloads that room's nights in its read model (catalog/inventoryFeed.ts). A statement
 * that changes more than 200 rooms announces `{"all":true}` instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement at a time, whole: the function's body has semicolons of its own.
  await sql
    .raw(`
    create function notify_inventory_change() returns trigger language plpgsql as $$
    declare
      origin text := coalesce(current_setting('application_name', true), '');
      rooms int;
    begin
      select count(distinct room_id) into rooms from changed;
      if rooms > 200 then
        perform pg_notify('inventory', json_build_object('all', true, 'origin', origin)::text);
      else
        perform pg_notify('inventory', json_build_object(
          'room', room_id, 'from', min(night)::text, 'to', max(night)::text, 'origin', origin)::text)
        from changed group by room_id;
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger allotments_changed after update on allotments
      referencing new table as changed for each statement execute function notify_inventory_change()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger allotments_changed on allotments').execute(db);
  await sql.raw('drop function notify_inventory_change()').execute(db);
}
