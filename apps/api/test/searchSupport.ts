import { apiErrorSchema, type OfferCard, offersResponseSchema, type Pax } from '@escale/domain';
import { type RawBuilder, sql } from 'kysely';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestContext } from './support';

// Helpers of the search tests: calls, paging, and expectations computed from SQL and the catalog,
// never from the search index under test.

export type Params = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/** A query string: lists comma-joined, undefined left out. */
export function qs(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** A 200 answer parsed with its response schema. */
export async function getJson<S extends z.ZodType>(
  ctx: TestContext,
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.output<S>> {
  const response = await ctx.request(path, init);
  const body = await response.json();
  expect(response.status, JSON.stringify(body).slice(0, 500)).toBe(200);
  return schema.parse(body);
}

/** A JSON POST. */
export const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** An error answer: its status and the paths of its issues. */
export async function errorOf(ctx: TestContext, path: string, init?: RequestInit) {
  const response = await ctx.request(path, init);
  const body = apiErrorSchema.parse(await response.json());
  return { status: response.status, paths: (body.error.issues ?? []).map((issue) => issue.path) };
}

/** offers.json for some criteria. */
export const offers = (ctx: TestContext, params: Params) =>
  getJson(ctx, `/api/offers.json?${qs({ locale: 'fr_FR', ...params })}`, offersResponseSchema);

/** Every card of a search, page after page (limit 100). */
export async function allCards(ctx: TestContext, params: Params): Promise<OfferCard[]> {
  const cards: OfferCard[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await offers(ctx, { ...params, limit: 100, page });
    const found = answer.exactMatch as OfferCard[];
    cards.push(...found);
    if (cards.length >= answer.searchDetails.totalCount || found.length === 0) {
      expect(cards.length).toBe(answer.searchDetails.totalCount);
      return cards;
    }
  }
}

export async function rows<T>(ctx: TestContext, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(ctx.db)).rows;
}

export interface OfferRow {
  id: number;
  hotel_id: number;
}

/**
 * Active offers of active hotels matching a SQL condition on `o` (offers) and `h` (hotels) that the
 * catalog can sell for the party (a from-price exists).
 */
export async function sellableOffers(
  ctx: TestContext,
  where: RawBuilder<unknown>,
  pax: Pax = { adults: 2, children: 0, babies: 0 },
  nights?: number,
): Promise<OfferRow[]> {
  const found = await rows<OfferRow>(
    ctx,
    sql`select o.id, o.hotel_id from offers o join hotels h on h.id = o.hotel_id
        where o.active and h.active and (${where}) order by o.id`,
  );
  return found.filter((offer) => ctx.catalog.fromPrice(offer.id, pax, nights) !== null);
}

/** Offer ids among `ids` that fail a SQL condition on `o` and `h`. */
export async function failing(ctx: TestContext, ids: readonly number[], where: RawBuilder<unknown>) {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    ctx,
    sql`select o.id from offers o join hotels h on h.id = o.hotel_id
        where o.id in (${sql.join(ids)}) and not coalesce((${where}), false)`,
  );
  return found.map((row) => row.id);
}

export const sorted = <T extends number | string>(values: Iterable<T>) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Whether every consecutive pair is in order. */
export function isOrdered<T>(items: readonly T[], inOrder: (a: T, b: T) => boolean): boolean {
  return items.every((item, i) => i === 0 || inOrder(items[i - 1] as T, item));
}
