import type { Database } from '../db/database';

/** An activity-only voucher. */
export async function findVoucher(db: Database, id: number) {
  return db.selectFrom('activity_vouchers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An activity's titles and image count, for its images. */
export async function findActivity(db: Database, id: number) {
  return db
    .selectFrom('activities')
    .select(['id', 'titles', 'image_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}
