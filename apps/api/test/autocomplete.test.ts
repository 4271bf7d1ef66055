import {
  activityTagsSchema,
  destinationSchema,
  type OfferCard,
  type SuggestionGroups,
  suggestionGroupsSchema,
} from '@escale/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCards, errorOf, getJson, type Params, qs, rows } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// Destination suggestions (S-030, S-472, G-60), recommended destinations, destinations for the
// fallback ladder (S-161…S-164) and activity tag names (G-47).

let ctx: TestContext;
let population: Map<string, number>;

beforeAll(async () => {
  ctx = await createTestContext({ today: '2026-06-01' });
  const places = await rows<{ id: string; population: number }>(
    ctx,
    sql`select id, population from destinations`,
  );
  const hotels = await rows<{ id: number; review_count: number }>(
    ctx,
    sql`select id, review_count from hotels`,
  );
  population = new Map([
    ...places.map((p): [string, number] => [p.id, p.population]),
    ...hotels.map((h): [string, number] => [String(h.id), h.review_count]),
  ]);
}, 120_000);
afterAll(() => ctx?.close());

const suggest = (params: Params) =>
  getJson(
    ctx,
    `/api/autocomplete-geonames.json?${qs({ locale: 'fr_FR', ...params })}`,
    suggestionGroupsSchema,
  );
const recommended = (params: Params) =>
  getJson(
    ctx,
    `/api/recommendedAutocomplete.json?${qs({ locale: 'fr_FR', ...params })}`,
    suggestionGroupsSchema,
  );
const ids = (groups: SuggestionGroups) => groups.flatMap((group) => group.items.map((item) => item.id));

/** Folded as a person reads it: no accents, no case, separators as spaces (written here for the test). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** 0: the name starts with the term, 1: a later word does, 2: the name contains it. */
async function rankOf(id: string, term: string): Promise<number> {
  const names = /^\d+$/.test(id)
    ? await rows<{ name: string }>(ctx, sql`select label as name from hotels where id = ${Number(id)}`)
    : await rows<{ name: string }>(
        ctx,
        sql`select jsonb_array_elements_text(jsonb_build_array(names->'fr', names->'es', names->'it', names->'nl')) as name
            from destinations where id = ${id}`,
      );
  const t = plain(term);
  return Math.min(
    ...names.map(({ name }) => {
      const n = plain(name);
      return n.startsWith(t) ? 0 : n.includes(` ${t}`) ? 1 : n.includes(t) ? 2 : 9;
    }),
  );
}

describe('autocomplete-geonames.json', () => {
  it('S-472 answers suggestions grouped by category, each category once, at most maxResults', async () => {
    const answer = await suggest({ term: 'a', maxResults: 12 });
    const categories = answer.map((group) => group.category);
    expect(new Set(categories).size).toBe(categories.length);
    expect(ids(answer)).toHaveLength(12);
    expect(categories).toContain('city');
  });

  it.each([
    [['Île', 'ile', 'ILE', 'île'], 'region-ile-de-france'],
    [['Côte d’Azur', "cote d'azur", 'COTE D AZUR'], 'touristicregion-cote-d-azur'],
    [['Pyrénées', 'pyrenees'], 'department-pyrenees-atlantiques'],
    [['Genève', 'geneve', 'Saint-Émilion'], null],
  ])('S-030 matches accent- and case-insensitively: %j', async (terms, id) => {
    const answers = await Promise.all(terms.map((term) => suggest({ term })));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    if (id) expect(ids(answers[0] as SuggestionGroups)).toContain(id);
    else expect(answers[0]).toEqual([]);
  });

  it('S-472 ranks a name starting with the term before a later word starting with it, before an infix; then by population', async () => {
    for (const term of ['mont', 'bar', 'ro', 'sa', 'de']) {
      const answer = await suggest({ term });
      const keyOf = async (id: string) => [await rankOf(id, term), -(population.get(id) ?? 0)] as const;
      const before = (a: readonly [number, number], b: readonly [number, number]) =>
        a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
      for (const group of answer) {
        const keys = await Promise.all(group.items.map((item) => keyOf(item.id)));
        for (let i = 1; i < keys.length; i += 1)
          expect(before(keys[i - 1] as never, keys[i] as never)).toBe(true);
      }
      // Groups come in the order of their best suggestion.
      const firsts = await Promise.all(answer.map((group) => keyOf(group.items[0]?.id as string)));
      for (let i = 1; i < firsts.length; i += 1)
        expect(before(firsts[i - 1] as never, firsts[i] as never)).toBe(true);
      expect(firsts.every(([rank]) => rank <= 2)).toBe(true);
    }
    const mont = ids(await suggest({ term: 'mont' }));
    expect(mont).toContain('poi-mont-saint-michel');
    expect(mont).toContain('city-chamonix-mont-blanc');
    expect(await rankOf('poi-mont-saint-michel', 'mont')).toBe(0);
    expect(await rankOf('city-chamonix-mont-blanc', 'mont')).toBe(1);
  });

  it('S-459 labels are in the locale; a name in another language still matches', async () => {
    const fr = await suggest({ term: 'firenze' });
    const it_ = await suggest({ term: 'firenze', locale: 'it_IT' });
    expect(fr.find((g) => g.category === 'city')?.items[0]).toMatchObject({
      id: 'city-firenze',
      label: 'Florence',
    });
    expect(it_.find((g) => g.category === 'city')?.items[0]).toMatchObject({
      id: 'city-firenze',
      label: 'Firenze',
    });
  });

  it('S-030 items carry coordinates and postcodes: a city’s from its hotels, a hotel’s own', async () => {
    const answer = await suggest({ term: 'annecy' });
    const city = answer.find((g) => g.category === 'city')?.items[0];
    const [place] = await rows<{ lat: number; lng: number }>(
      ctx,
      sql`select lat, lng from destinations where id = 'city-annecy'`,
    );
    expect(city).toMatchObject({ id: 'city-annecy', latitude: place?.lat, longitude: place?.lng });
    const zips = await rows<{ zip_code: string }>(
      ctx,
      sql`select zip_code from hotels where city_id = 'city-annecy'`,
    );
    expect(zips.map((z) => z.zip_code)).toContain(city?.postalcode);
    const [hotel] = await rows<{ id: number; label: string; zip_code: string; lat: number }>(
      ctx,
      sql`select id, label, zip_code, lat from hotels where active order by id limit 1`,
    );
    const found = (await suggest({ term: hotel?.label ?? '' }))
      .find((g) => g.category === 'hotel')
      ?.items.find((item) => item.id === String(hotel?.id));
    expect(found).toMatchObject({ id: String(hotel?.id), postalcode: hotel?.zip_code, latitude: hotel?.lat });
    const region = (await suggest({ term: 'toscane' })).find(
      (g) => g.category === 'touristicregion' || g.category === 'region',
    );
    expect(region?.items[0]?.postalcode).toBeNull();
  });

  it('answers nothing for a term without letters, and 400 for bad input', async () => {
    expect(await suggest({ term: '!!!' })).toEqual([]);
    expect((await errorOf(ctx, '/api/autocomplete-geonames.json?locale=fr_FR')).paths).toEqual(['term']);
    expect(
      (await errorOf(ctx, '/api/autocomplete-geonames.json?locale=fr_FR&term=a&maxResults=31')).paths,
    ).toEqual(['maxResults']);
  });
});

describe('recommendedAutocomplete.json', () => {
  const countryOf = async (id: string) =>
    (await rows<{ pos: string }>(ctx, sql`select pos from destinations where id = ${id}`))[0]?.pos;

  it.each([
    ['fr_FR', 'FR'],
    ['es_ES', 'ES'],
    ['nl_BE', 'BE'],
  ])('recommends the destinations of the market first (%s)', async (locale, country) => {
    const answer = await recommended({ locale });
    expect(ids(answer).length).toBeLessThanOrEqual(10);
    for (const group of answer) {
      const inCountry = await Promise.all(
        group.items.map(async (item) => (await countryOf(item.id)) === country),
      );
      expect(inCountry).toEqual([...inCountry].sort((a, b) => Number(b) - Number(a)));
    }
    expect(await countryOf(answer[0]?.items[0]?.id as string)).toBe(country);
  });

  it('S-473 takes locale, q, catalogSourceType and catalogSourceCode, and refuses a malformed source', async () => {
    const plainAnswer = await recommended({ locale: 'it_IT', q: 'ro' });
    expect(ids(plainAnswer).length).toBeGreaterThan(0);
    // The catalog has one source: naming it answers the same recommendations.
    expect(
      await recommended({
        locale: 'it_IT',
        q: 'ro',
        catalogSourceType: 'PARTNER',
        catalogSourceCode: 'ESCALE',
      }),
    ).toEqual(plainAnswer);
    const refused = await errorOf(
      ctx,
      `/api/recommendedAutocomplete.json?${qs({ locale: 'it_IT', catalogSourceType: 'a b' })}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.paths).toEqual(['catalogSourceType']);
  });

  it('a short query narrows the recommendations to the names matching it', async () => {
    const answer = await recommended({ q: 'ba', maxResults: 30 });
    expect(ids(answer).length).toBeGreaterThan(0);
    for (const id of ids(answer)) expect(await rankOf(id, 'ba')).toBeLessThanOrEqual(2);
  });
});

describe('destinations/{kind}/{id}.json and the fallback ladder (S-161…S-164)', () => {
  const destination = (kind: string, id: string, locale = 'fr_FR') =>
    getJson(ctx, `/api/destinations/${kind}/${id}.json?locale=${locale}`, destinationSchema);
  const hotels = (cards: OfferCard[]) => new Set(cards.map((card) => card.hotel.id));

  it.each([
    ['department', 'department-alpes-maritimes', ['region-provence-alpes-cote-d-azur', 'country-fr']],
    ['city', 'city-nice', ['department-alpes-maritimes', 'region-provence-alpes-cote-d-azur', 'country-fr']],
    ['region', 'region-toscana', ['country-it']],
    ['touristicregion', 'touristicregion-savoie-mont-blanc', ['region-auvergne-rhone-alpes', 'country-fr']],
    ['poi', 'poi-eiffel-tower', ['city-paris', 'department-paris', 'region-ile-de-france', 'country-fr']],
    ['country', 'country-be', []],
  ])('S-163 a %s has its parents up to its country', async (kind, id, parents) => {
    const answer = await destination(kind, id);
    const [row] = await rows<{ lat: number; lng: number; distance_min: number; distance_max: number }>(
      ctx,
      sql`select lat, lng, distance_min, distance_max from destinations where id = ${id}`,
    );
    expect(answer).toMatchObject({
      kind,
      id,
      latitude: row?.lat,
      longitude: row?.lng,
      distanceMin: row?.distance_min,
      distanceMax: row?.distance_max,
    });
    expect(answer.parents.map((parent) => parent.id)).toEqual(parents);
  });

  it('a hotel is a destination inside its city; names follow the locale', async () => {
    const answer = await destination('hotel', '10002', 'es_ES');
    const [hotel] = await rows<{ label: string; city_id: string }>(
      ctx,
      sql`select label, city_id from hotels where id = 10002`,
    );
    expect(answer.name).toBe(hotel?.label);
    expect(answer.parents[0]?.id).toBe(hotel?.city_id);
    expect((await destination('city', 'city-brussels', 'nl_BE')).name).toBe('Brussel');
    expect((await destination('city', 'city-brussels', 'fr_BE')).name).toBe('Bruxelles');
  });

  it('answers 404 for an unknown place or one of another kind, 400 for an unknown kind', async () => {
    expect((await errorOf(ctx, '/api/destinations/city/city-atlantis.json?locale=fr_FR')).status).toBe(404);
    expect((await errorOf(ctx, '/api/destinations/city/region-toscana.json?locale=fr_FR')).status).toBe(404);
    expect((await errorOf(ctx, '/api/destinations/hotel/1.json?locale=fr_FR')).status).toBe(404);
    expect(await errorOf(ctx, '/api/destinations/planet/earth.json?locale=fr_FR')).toEqual({
      status: 400,
      paths: ['kind'],
    });
  });

  it('S-162 a city broadens to a 30 km radius around its coordinates, which offers.json answers', async () => {
    const city = await destination('city', 'city-nice');
    const inCity = hotels(await allCards(ctx, { city: 'city-nice' }));
    const around = await allCards(ctx, {
      lat: city.latitude,
      lng: city.longitude,
      distanceMin: 0,
      distanceMax: 30,
    });
    for (const id of inCity) expect(hotels(around)).toContain(id);
    expect(around.every((card) => (card.distance ?? 99) <= 30)).toBe(true);
    const byKey = await allCards(ctx, { city: 'city-nice', distanceMin: 0, distanceMax: 30 });
    expect(byKey.map((card) => card.id)).toEqual(around.map((card) => card.id));
  });

  it('S-163 a department broadens to its region, a region or touristic region to its country', async () => {
    for (const [kind, id] of [
      ['department', 'department-alpes-maritimes'],
      ['region', 'region-toscana'],
      ['touristicregion', 'touristicregion-savoie-mont-blanc'],
    ] as const) {
      const place = await destination(kind, id);
      const narrow = hotels(await allCards(ctx, { [kind]: id, checkin: '2026-07-04', night: 2 }));
      const broader = kind === 'department' ? place.parents[0] : place.parents.at(-1);
      expect(broader?.kind).toBe(kind === 'department' ? 'region' : 'country');
      const wide = hotels(
        await allCards(ctx, { [broader?.kind as string]: broader?.id, checkin: '2026-07-04', night: 2 }),
      );
      expect(narrow.size).toBeGreaterThan(0);
      expect(wide.size).toBeGreaterThanOrEqual(narrow.size);
      for (const hotel of narrow) expect(wide).toContain(hotel);
    }
  });

  it('S-164 removing the category or the dates broadens the results', async () => {
    const narrow = (
      await allCards(ctx, { country: 'country-fr', theme: 12, checkin: '2026-06-20', night: 1 })
    ).length;
    const noTheme = (await allCards(ctx, { country: 'country-fr', checkin: '2026-06-20', night: 1 })).length;
    const noDates = (await allCards(ctx, { country: 'country-fr', theme: 12 })).length;
    expect(noTheme).toBeGreaterThan(narrow);
    expect(noDates).toBeGreaterThanOrEqual(narrow);
  });
});

describe('activities.json (G-47)', () => {
  it('answers the names of the tags asked, in the locale, leaving unknown ids out', async () => {
    const names = await rows<{ id: number; it: string }>(
      ctx,
      sql`select id, names->>'it' as it from activity_tags`,
    );
    const answer = await getJson(
      ctx,
      '/api/activities.json?locale=it_IT&ids=202,101,999',
      activityTagsSchema,
    );
    expect(answer).toEqual([101, 202].map((id) => ({ id, name: names.find((n) => n.id === id)?.it })));
    const all = await getJson(ctx, '/api/activities.json?locale=fr_FR', activityTagsSchema);
    expect(all).toHaveLength(names.length);
    expect((await errorOf(ctx, '/api/activities.json?locale=fr_FR&ids=spa')).paths).toEqual(['ids.0']);
  });
});
