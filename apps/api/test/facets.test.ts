import { type FacetsResponse, facetKinds, facetsResponseSchema } from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, getJson, offers, type Params, qs, rows } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// facets.json (000 §3, §7; S-464, S-465): disjunctive counts, checked against offers.json.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ today: '2026-06-01' });
}, 120_000);
afterAll(() => ctx?.close());

const facets = (params: Params) =>
  getJson(ctx, `/api/facets.json?${qs({ locale: 'fr_FR', ...params })}`, facetsResponseSchema);

const total = async (params: Params) => (await offers(ctx, params)).searchDetails.totalCount;

/** The criteria of a price range id `min-max` (`min-` without a maximum), on the flow's keys. */
function priceCriteria(id: string, gifting: boolean): Params {
  const [min, max] = id.split('-');
  const keys = gifting ? ['singleVoucherPriceMin', 'singleVoucherPriceMax'] : ['priceMin', 'priceMax'];
  return { [keys[0] as string]: Number(min), [keys[1] as string]: max ? Number(max) : undefined };
}

const criteriaSets: Array<[string, Params]> = [
  ['no criteria', {}],
  [
    'dates, a country and two filters',
    { country: 'country-fr', checkin: '2026-06-26', night: 2, stars: [3, 4, 5], hotelScore: 7 },
  ],
  [
    'several facets set, 3 packages per hotel',
    {
      facilities: ['wifi', 'parking'],
      hotelTypes: ['hotel', 'boutique_hotel'],
      tags: [101, 102, 201, 202, 301],
      priceMax: 20000,
      numberOfPackagesPerHotel: 3,
    },
  ],
  [
    'gifting with a voucher price and pets',
    { flow: 'gifting', singleVoucherPriceMin: 10000, petsAllowed: true },
  ],
];

describe('facets.json', () => {
  it('S-464 answers the named facets and properties[] of every kind, in the locale', async () => {
    const answer = await facets({});
    expect(answer.properties.map((p) => p.propertyType)).toEqual([...facetKinds]);
    expect(answer.stars.map((s) => s.value)).toEqual([5, 4, 3]);
    expect(answer.hotelScores.map((s) => s.value)).toEqual([9, 8, 7]);
    const names = await rows<{ code: string; fr: string }>(
      ctx,
      sql`select code, names->>'fr' as fr from facilities where kind = 'facility'`,
    );
    expect(answer.facilities.map((f) => [f.value, f.label]).sort()).toEqual(
      names.map((n) => [n.code, n.fr]).sort(),
    );
    expect(answer.activities.length).toBeGreaterThan(0);
    expect(answer.activities.every((group) => group.items.length > 0)).toBe(true);
  });

  it.each(criteriaSets)(
    'S-465 each count is the totalCount of offers.json with that value alone (%s)',
    async (_name, params) => {
      const answer = await facets(params);
      const gifting = params.flow === 'gifting';
      expect(answer.totalCount).toBe(await total(params));
      const checks: Array<[string, number, Params]> = [
        ...answer.stars.map((s): [string, number, Params] => [
          `stars ${s.value}`,
          s.count,
          { stars: [s.value] },
        ]),
        ...answer.hotelScores.map((s): [string, number, Params] => [
          `score ${s.value}`,
          s.count,
          { hotelScore: s.value },
        ]),
        ...answer.facilities.map((f): [string, number, Params] => [
          `facility ${f.value}`,
          f.count,
          f.value === 'pets'
            ? { facilities: undefined, petsAllowed: true }
            : { facilities: [f.value], petsAllowed: undefined },
        ]),
        ...answer.hotelTypes.map((t): [string, number, Params] => [
          `type ${t.value}`,
          t.count,
          { hotelTypes: [t.value] },
        ]),
        ...answer.hotelEnvironments.map((e): [string, number, Params] => [
          `environment ${e.key}`,
          e.count,
          { hotelEnvironments: [e.key] },
        ]),
        ...answer.hotelStyles.map((s): [string, number, Params] => [
          `style ${s.name}`,
          s.count,
          { hotelStyles: [s.name] },
        ]),
        ...answer.activities.flatMap((group) =>
          group.items.map((item): [string, number, Params] => [
            `tag ${item.id}`,
            item.count,
            { tags: [item.id] },
          ]),
        ),
        ...(answer.properties.find((p) => p.propertyType === 'price')?.values ?? []).map(
          (range): [string, number, Params] => [
            `price ${range.id}`,
            range.count,
            { ...priceCriteria(range.id, gifting) },
          ],
        ),
      ];
      const mismatches: string[] = [];
      for (const [name, count, facet] of checks) {
        const expected = await total({ ...params, ...facet });
        if (expected !== count) mismatches.push(`${name}: ${count} ≠ ${expected}`);
      }
      expect(mismatches).toEqual([]);
      expect(checks.some(([, count]) => count > 0)).toBe(true);
      expect(checks.some(([, count]) => count !== answer.totalCount)).toBe(true);
    },
  );

  it('S-465 properties[] carries the same counts as the named facets', async () => {
    const answer = await facets({ country: 'country-es' });
    const property = (kind: string) =>
      answer.properties.find((p) => p.propertyType === kind)?.values.map(({ id, count }) => [id, count]);
    expect(property('stars')).toEqual(answer.stars.map((s) => [String(s.value), s.count]));
    expect(property('score')).toEqual(answer.hotelScores.map((s) => [String(s.value), s.count]));
    expect(property('facility')).toEqual(answer.facilities.map((f) => [f.value, f.count]));
    expect(property('type')).toEqual(answer.hotelTypes.map((t) => [t.value, t.count]));
    expect(property('environment')).toEqual(answer.hotelEnvironments.map((e) => [e.key, e.count]));
    expect(property('style')).toEqual(answer.hotelStyles.map((s) => [s.name, s.count]));
    expect(property('tag')?.sort()).toEqual(
      answer.activities.flatMap((g) => g.items.map((i) => [String(i.id), i.count])).sort(),
    );
  });

  it('S-465 answers the highlighted facilities: those hotels put forward, counted as facilities', async () => {
    const answer = await facets({ propertiesRequested: ['highlighted'] });
    const [highlighted] = answer.properties;
    expect(highlighted?.propertyType).toBe('highlighted');
    const codes = await rows<{ code: string }>(
      ctx,
      sql`select distinct unnest(highlighted_facilities) as code from hotels order by code`,
    );
    expect(highlighted?.values.map((v) => v.id).sort()).toEqual(codes.map((c) => c.code));
    const facilityCount = new Map(answer.facilities.map((f) => [f.value, f.count]));
    for (const value of highlighted?.values ?? []) expect(value.count).toBe(facilityCount.get(value.id));
  });

  it('price ranges cover every offer once: with every package per hotel their counts add up', async () => {
    for (const params of [{}, { flow: 'gifting' }, { checkin: '2026-07-01', night: 3 }]) {
      const answer = await facets({ ...params, numberOfPackagesPerHotel: 100 });
      const ranges = answer.properties.find((p) => p.propertyType === 'price')?.values ?? [];
      expect(ranges.reduce((sum, range) => sum + range.count, 0)).toBe(answer.totalCount);
      // One card per hotel: a hotel with offers in two ranges counts in both.
      const main = await facets(params);
      const mainRanges = main.properties.find((p) => p.propertyType === 'price')?.values ?? [];
      expect(mainRanges.reduce((sum, range) => sum + range.count, 0)).toBeGreaterThanOrEqual(main.totalCount);
    }
  });

  it('S-459 names follow the locale; withNames=false answers the ids', async () => {
    const es = await facets({ locale: 'es_ES' });
    const types = await rows<{ value: Array<{ code: string; names: Record<string, string> }> }>(
      ctx,
      sql`select value from meta where key = 'hotel_types'`,
    );
    expect(es.hotelTypes.map((t) => t.label)).toEqual(types[0]?.value.map((t) => t.names.es));
    expect(es.properties.find((p) => p.propertyType === 'price')?.values[1]?.name.replace(/\s/gu, ' ')).toBe(
      '50 € – 100 €',
    );
    const nl = await facets({ locale: 'nl_BE' });
    expect(nl.hotelTypes.map((t) => t.label)).toEqual(types[0]?.value.map((t) => t.names.nl));
    const bare = await facets({ withNames: false });
    expect(bare.hotelTypes.every((t) => t.label === t.value)).toBe(true);
    expect(bare.properties.every((p) => p.values.every((v) => v.name === v.id))).toBe(true);
  });

  it('S-464 propertiesRequested and withActivities choose what is answered', async () => {
    const answer: FacetsResponse = await facets({
      propertiesRequested: ['tag', 'price'],
      withActivities: false,
    });
    expect(answer.properties.map((p) => p.propertyType)).toEqual(['tag', 'price']);
    expect(answer.activities).toEqual([]);
    expect((await errorOf(ctx, '/api/facets.json?locale=fr_FR&propertiesRequested=colour')).paths).toContain(
      'propertiesRequested.0',
    );
  });

  it('S-074 the count of a selected value is the result count when it is the only value of its facet', async () => {
    const answer = await facets({ stars: [4] });
    expect(answer.stars.find((s) => s.value === 4)?.count).toBe(answer.totalCount);
    expect(answer.stars.find((s) => s.value === 5)?.count).toBe(await total({ stars: [5] }));
  });
});
