import { type Minisite, minisiteSchema } from '@escale/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { MinisitesTable } from '../db/schema';

// Partner minisites from the `minisites` table (migration 0018): read on each request, so a row
// added with `scripts/add-minisite.mjs` is a minisite at once, with no deploy.

const columns = [
  'id',
  'url',
  'partner_name',
  'locale',
  'banner_desktop_url',
  'banner_mobile_url',
  'logo_url',
  'footer',
  'theme',
  'selection',
] as const;

type Row = Pick<Selectable<MinisitesTable>, (typeof columns)[number]>;

/** A row as the API answers it; a row the schema refuses (a hand-made insert gone wrong) throws. */
function minisiteOf(row: Row): Minisite {
  return minisiteSchema.parse({
    minisiteId: row.id,
    minisiteUrl: row.url,
    partnerName: row.partner_name,
    minisiteLocale: row.locale,
    bannerUrls: { desktop: row.banner_desktop_url, mobile: row.banner_mobile_url },
    logoUrl: row.logo_url,
    footer: row.footer,
    theme: typeof row.theme === 'string' ? JSON.parse(row.theme) : row.theme,
    selection: typeof row.selection === 'string' ? JSON.parse(row.selection) : row.selection,
  });
}

/** The minisite of a url, or null. */
export async function minisiteByUrl(db: Database, url: string): Promise<Minisite | null> {
  const row = await db.selectFrom('minisites').select(columns).where('url', '=', url).executeTakeFirst();
  return row ? minisiteOf(row) : null;
}

/** Whether a minisite of this id exists (an order's `minisiteId`, S-439). */
export async function minisiteExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('minisites').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a minisite (`pnpm --filter @escale/api add-minisite`): checked against the contract first,
 * so the API can always answer it; an id or url already taken is refused by the table.
 */
export async function addMinisite(db: Database, input: unknown): Promise<Minisite> {
  const minisite = minisiteSchema.parse(input);
  await db
    .insertInto('minisites')
    .values({
      id: minisite.minisiteId,
      url: minisite.minisiteUrl,
      partner_name: minisite.partnerName,
      locale: minisite.minisiteLocale,
      banner_desktop_url: minisite.bannerUrls.desktop,
      banner_mobile_url: minisite.bannerUrls.mobile,
      logo_url: minisite.logoUrl,
      footer: minisite.footer,
      theme: JSON.stringify(minisite.theme),
      selection: JSON.stringify(minisite.selection),
    })
    .execute();
  return minisite;
}
