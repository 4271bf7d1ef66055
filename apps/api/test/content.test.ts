import { Writable } from 'node:stream';
import {
  type ApiLocale,
  apiErrorSchema,
  articlesResponseSchema,
  boxBlockSchema,
  boxPromo,
  contentPageSchema,
  footerLinks,
  footerPageHref,
  giftBlockResponseSchema,
  giftCards,
  homeContentSchema,
  ideasSchema,
  isThemesEntry,
  landingPageSchema,
  MENU_COLUMNS_FROM,
  MENU_MAX_LEVELS,
  type NavigationLink,
  navigationResponseSchema,
  pickOfTheWeek,
  promoBarFor,
  promoBarsResponseSchema,
  promoPercent,
  searchPageContentSchema,
  sitemapSchema,
  themesResponseSchema,
} from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../src/app';
import { SearchIndex } from '../src/search/index';
import { THEMES } from '../src/seed/reference';
import { errorOf, getJson, post, qs, rows } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The content endpoints of search and discovery pages (002 §2, §3, §7; 001 §2.1; 000 §2): themes,
// the menu, promo bars, the gift block, the box block, articles, home and search-page content, and
// the error and log reports.

const TODAY = '2026-06-01';
const LOCALES: ApiLocale[] = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];
const LANG_OF = { fr_FR: 'fr', es_ES: 'es', it_IT: 'it', nl_NL: 'nl', fr_BE: 'fr', nl_BE: 'nl' } as const;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ today: TODAY });
}, 120_000);
afterAll(() => ctx?.close());

const get = <S extends Parameters<typeof getJson>[2]>(path: string, schema: S) => getJson(ctx, path, schema);

/** Active offers of active hotels, by place, as SQL counts them. */
async function staysIn(column: 'country_id' | 'city_id' | 'region_id', id: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from offers o join hotels h on h.id = o.hotel_id
        where o.active and h.active and ${sql.ref(`h.${column}`)} = ${id}`,
  );
  return row?.n ?? 0;
}

function depthOf(links: readonly NavigationLink[]): number {
  return links.length === 0 ? 0 : 1 + Math.max(...links.map((link) => depthOf(link.children ?? [])));
}

function everyLink(links: readonly NavigationLink[]): NavigationLink[] {
  return links.flatMap((link) => [link, ...everyLink(link.children ?? [])]);
}

describe('GET /api/themes.json', () => {
  it('S-022 answers every theme with its icon, named in the locale’s language', async () => {
    for (const locale of LOCALES) {
      const themes = await get(`/api/themes.json?locale=${locale}`, themesResponseSchema);
      expect(themes.map((theme) => theme.id)).toEqual(THEMES.map((theme) => theme.id));
      for (const theme of themes) {
        const reference = THEMES.find((t) => t.id === theme.id);
        expect(theme).toEqual({
          id: theme.id,
          name: reference?.names[LANG_OF[locale]],
          icon: reference?.icon,
        });
      }
    }
  });

  it('is cached for a day', async () => {
    const response = await ctx.request('/api/themes.json?locale=fr_FR');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('GET /api/navigation.json', () => {
  it('S-358 holds four levels at most, country → region → department → city', async () => {
    for (const locale of LOCALES) {
      const menu = await get(`/api/navigation.json?locale=${locale}`, navigationResponseSchema);
      expect(depthOf(menu), locale).toBe(MENU_MAX_LEVELS);
    }
    const menu = await get('/api/navigation.json?locale=fr_FR', navigationResponseSchema);
    const france = menu.find((link) => link._id === 'country-fr');
    const alps = france?.children?.find((link) => link._id === 'region-auvergne-rhone-alpes');
    const savoie = alps?.children?.find((link) => link._id === 'department-haute-savoie');
    expect(savoie?.children?.map((link) => link.label)).toEqual(['Annecy', 'Chamonix-Mont-Blanc']);
    expect(savoie?.children?.[0]?.uri).toBe('/city/annecy');
    expect(alps?.uri).toBe('/search#a=2&c=0&b=0&region=region-auvergne-rhone-alpes');
  });

  it('S-359 has a level of 15 links or more, so a third column shows', async () => {
    const menu = await get('/api/navigation.json?locale=fr_FR', navigationResponseSchema);
    const crowded = everyLink(menu).filter((link) => (link.children?.length ?? 0) >= MENU_COLUMNS_FROM);
    expect(crowded.map((link) => link._id)).toContain('top-destinations');
  });

  it('counts the stays of each place as SQL does, a parent holding its children’s', async () => {
    const menu = await get('/api/navigation.json?locale=fr_FR', navigationResponseSchema);
    const places = everyLink(menu.filter((link) => link._id.startsWith('country-')));
    for (const link of places) {
      expect(link.count, link._id).toBeGreaterThan(0);
      if (link.children) {
        const sum = link.children.reduce((total, child) => total + (child.count ?? 0), 0);
        expect(link.count, link._id).toBe(sum);
      }
    }
    const france = menu.find((link) => link._id === 'country-fr');
    expect(france?.count).toBe(await staysIn('country_id', 'country-fr'));
    const paris = everyLink(menu).find((link) => link._id === 'city-paris');
    expect(paris?.count).toBe(await staysIn('city_id', 'city-paris'));
  });

  it('puts the market’s country first and names places in its language', async () => {
    const firsts = await Promise.all(
      LOCALES.map(async (locale) => {
        const [first] = await get(`/api/navigation.json?locale=${locale}`, navigationResponseSchema);
        return first?.label;
      }),
    );
    expect(firsts).toEqual(['France', 'España', 'Italia', 'Nederland', 'Belgique', 'België']);
  });

  it('S-360 suggests the theme of the ISO week in the themes entry, highlighted among the themes', async () => {
    const menu = await get('/api/navigation.json?locale=it_IT', navigationResponseSchema);
    const themesEntries = menu.filter(isThemesEntry);
    expect(themesEntries).toHaveLength(1);
    const [entry] = themesEntries;
    const offered = entry?.children ?? [];
    const expected = pickOfTheWeek(offered, TODAY);
    expect(entry?.thisWeekTheme?.themaTitle).toBe(expected?.label);
    expect(entry?.thisWeekTheme?.weekendUrl).toBe(expected?.uri);
    expect(entry?.thisWeekTheme?.description.length).toBeGreaterThan(20);
    expect(offered.filter((link) => link.variant === 'highlight')).toEqual([expected]);
    expect(expected?.uri).toMatch(/^\/search#a=2&c=0&b=0&theme=\d+$/);
  });

  it('answers the same menu from a freshly loaded index (deterministic for a seed)', async () => {
    const search = await SearchIndex.load(ctx.db, ctx.catalog);
    const { app } = createApp({
      db: ctx.db,
      databaseKind: ctx.databaseKind,
      catalog: ctx.catalog,
      search,
      logger: pino({ level: 'silent' }),
      now: () => ctx.now,
      payments: ctx.payments,
    });
    const again = await (await app.request('/api/navigation.json?locale=nl_BE')).json();
    expect(again).toEqual(await get('/api/navigation.json?locale=nl_BE', navigationResponseSchema));
  });
});

describe('GET /api/cms/promoBars', () => {
  it('S-502 answers the bars of every locale, one for home and search in booking, gifting and activity', async () => {
    for (const locale of LOCALES) {
      const bars = await get(`/api/cms/promoBars?locale=${locale}`, promoBarsResponseSchema);
      expect(new Set(bars.map((bar) => bar.internalCode)).size).toBe(bars.length);
      for (const flow of ['booking', 'gifting', 'activity'] as const) {
        for (const page of ['home', 'search'] as const)
          expect(promoBarFor(bars, { page, flow }), `${locale} ${flow} ${page}`).toBeDefined();
      }
      expect(promoBarFor(bars, { page: 'home', flow: 'hotel' })).toBeUndefined();
    }
  });

  it('S-380 carries the automatic extra 10 % campaign of the booking flow, translated', async () => {
    const labels = await Promise.all(
      LOCALES.map(async (locale) => {
        const bars = await get(`/api/cms/promoBars?locale=${locale}`, promoBarsResponseSchema);
        const bar = promoBarFor(bars, { page: 'search', flow: 'booking' });
        expect(bar?.campaign).toBe('auto-extra-10');
        return bar?.links[0]?.label ?? '';
      }),
    );
    for (const label of labels) expect(label).toMatch(/10\s?%/);
    expect(labels[0]).toContain('supplémentaire');
    expect(labels[1]).toContain('adicional');
    expect(labels[2]).toContain('extra');
    expect(labels[3]).toContain('korting');
    expect(labels[4]).toBe(labels[0]);
    expect(labels[5]).toBe(labels[3]);
  });
});

describe('GET /content/giftBlock', () => {
  it('S-495 answers the gift content of every locale, with its images', async () => {
    for (const locale of LOCALES) {
      const content = await get(`/content/giftBlock?locale=${locale}`, giftBlockResponseSchema);
      expect(content.locale).toBe(locale);
      expect(content.title).toBeTruthy();
      expect(content.subtitle).toBeTruthy();
      for (const url of [content.imageS, content.imageL]) {
        const response = await ctx.request(url ?? '');
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
      }
    }
  });

  it('S-392 the gift copy claims 15 years of partnerships and 5000 stays, in each language', async () => {
    const claims: Record<(typeof LOCALES)[number], RegExp> = {
      fr_FR: /15\u00a0ans de partenariats .* 5\u00a0000 séjours/,
      fr_BE: /15\u00a0ans de partenariats .* 5\u00a0000 séjours/,
      es_ES: /15\u00a0años de colaboración .* 5000 escapadas/,
      it_IT: /15 anni di collaborazione .* 5000 soggiorni/,
      nl_NL: /15 jaar samenwerking .* 5000 verblijven/,
      nl_BE: /15 jaar samenwerking .* 5000 verblijven/,
    };
    for (const locale of LOCALES) {
      const content = await get(`/content/giftBlock?locale=${locale}`, giftBlockResponseSchema);
      expect(content.subtitle).toMatch(claims[locale]);
    }
  });

  it('S-394 leaves out the gift card where the market does not sell it', async () => {
    const french = await get('/content/giftBlock?locale=fr_FR', giftBlockResponseSchema);
    const spanish = await get('/content/giftBlock?locale=es_ES', giftBlockResponseSchema);
    expect(giftCards(french).map((card) => card.kind)).toEqual([
      'singleVoucher',
      'box',
      'giftcard',
      'activity',
    ]);
    expect(spanish.giftcardURL).toBeUndefined();
    expect(giftCards(spanish).map((card) => card.kind)).toEqual(['singleVoucher', 'box', 'activity']);
  });
});

describe('GET /gateway/content-boxes-block/{locale}', () => {
  it('S-494 answers a list with the box block of the locale; an unknown locale is refused with its message and issues', async () => {
    for (const locale of ['fr_FR', 'it_IT', 'nl_BE'] as const) {
      const blocks = await get(`/gateway/content-boxes-block/${locale}`, z.array(boxBlockSchema));
      expect(blocks).toEqual([await get(`/api/cms/box-block-serp?locale=${locale}`, boxBlockSchema)]);
      expect(Object.keys(blocks[0] ?? {})).toEqual(
        expect.arrayContaining([
          'locale',
          'results',
          'campaign',
          'title',
          'subtitle',
          'buttonLabel',
          'buttonURL',
        ]),
      );
    }
    const refused = await ctx.request('/gateway/content-boxes-block/de_DE');
    expect(refused.status).toBe(400);
    const { error } = apiErrorSchema.parse(await refused.json());
    expect(error.message).toBeTruthy();
    expect(error.issues?.map((issue) => issue.path)).toEqual(['locale']);
  });
});

describe('GET /api/cms/box-block-serp', () => {
  it('S-475 answers the box block of every locale with its digital boxes only, in order', async () => {
    for (const locale of LOCALES) {
      const block = await get(`/api/cms/box-block-serp?locale=${locale}`, boxBlockSchema);
      expect(block.locale).toBe(locale);
      expect(block.buttonURL).toBe('/gifts');
      expect(block.results.length).toBeGreaterThan(0);
      expect(block.results.map((box) => box.position)).toEqual(block.results.map((_, index) => index));
      for (const box of block.results) {
        expect(box.sku).toMatch(/EBOX$/);
        expect(box.url).toBe(`/gifts/p/${box.handle}/${box.sku}`);
        expect(box.handle).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });

  it('002 §9 rounds the discount up from the prices and shows none at 5 % or less', async () => {
    const block = await get('/api/cms/box-block-serp?locale=fr_FR', boxBlockSchema);
    const boxes = await rows<{ id: number; value: number; reference_price: number | null }>(
      ctx,
      sql`select id, value, reference_price from gift_boxes`,
    );
    const byId = new Map(boxes.map((box) => [box.id, box]));
    const percents: number[] = [];
    for (const card of block.results) {
      const row = byId.get(card.id);
      if (!row) throw new Error(`No box ${card.id}`);
      const percent = promoPercent(row.value, row.reference_price);
      percents.push(percent);
      expect(card.discount, card.sku).toBe(percent > 5 ? percent : 0);
      expect(card.discount).toBe(boxPromo(percent));
      if (card.discount > 0) {
        expect(card).toMatchObject({ price: row.reference_price, promoPrice: row.value });
      } else {
        expect(card).toMatchObject({ price: row.value, promoPrice: null });
      }
    }
    // The block shows a promo rounded up from 5.27 % to 6 %, and one of 3.7 % that does not show.
    expect(block.results.find((box) => box.sku === 'GOUR1NEBOX')?.discount).toBe(6);
    expect(block.results.find((box) => box.sku === 'ROMA1NEBOX')).toMatchObject({
      discount: 0,
      promoPrice: null,
    });
    expect(percents.some((percent) => percent > 0 && percent <= 5)).toBe(true);
  });

  it('writes the boxes in the locale’s language, each line of its content on its own line', async () => {
    const [fr, es, it, nl] = await Promise.all(
      (['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const).map((locale) =>
        get(`/api/cms/box-block-serp?locale=${locale}`, boxBlockSchema),
      ),
    );
    expect(fr?.results[0]?.includedContent.split('\n')[0]).toBe(
      '1 nuit avec petit-déjeuner pour 2 personnes',
    );
    expect(es?.results[0]?.includedContent.split('\n')[0]).toBe('1 noche con desayuno para 2 personas');
    expect(it?.results[0]?.includedContent.split('\n')[0]).toBe('1 notte con colazione per 2 persone');
    expect(nl?.results[0]?.includedContent.split('\n')[0]).toBe('1 nacht met ontbijt voor 2 personen');
    expect(new Set([fr, es, it, nl].map((block) => block?.title)).size).toBe(4);
  });

  it('stores each box in both formats, the digital code alone ending EBOX', async () => {
    const formats = await rows<{ format: string; codes: number; ebox: number }>(
      ctx,
      sql`select format, count(*)::int as codes, count(*) filter (where code like '%EBOX')::int as ebox
          from gift_boxes group by format order by format`,
    );
    expect(formats.map((row) => row.format)).toEqual(['digital', 'physical']);
    for (const row of formats) expect(row.ebox).toBe(row.format === 'digital' ? row.codes : 0);
  });
});

describe('GET /content/articles', () => {
  it('G-14 answers four articles by default, the market’s country first, translated', async () => {
    const spanish = await get('/content/articles?locale=es_ES', articlesResponseSchema);
    expect(spanish).toHaveLength(4);
    expect(spanish.slice(0, 2).map((article) => article.link)).toEqual(['/city/barcelona', '/city/granada']);
    const dutch = await get('/content/articles?locale=nl_BE', articlesResponseSchema);
    expect(dutch[0]).toMatchObject({ link: '/city/bruges', title: expect.stringContaining('Brugge') });
    expect(dutch[0]?.cover.sizes['640_360']).toMatch(/^\/api\/images\/content\/article-bruges-0\//);
  });

  it('answers up to limit articles, and 400 naming limit out of 1…24', async () => {
    expect(await get('/content/articles?locale=it_IT&limit=2', articlesResponseSchema)).toHaveLength(2);
    expect(
      (await get('/content/articles?locale=it_IT&limit=24', articlesResponseSchema)).length,
    ).toBeGreaterThan(4);
    for (const limit of ['0', '25', 'four']) {
      expect(await errorOf(ctx, `/content/articles?locale=it_IT&limit=${limit}`)).toEqual({
        status: 400,
        paths: ['limit'],
      });
    }
  });
});

describe('GET /content/homepage', () => {
  it('S-476 answers seo, jumbotron and blocks for each flow in every locale', async () => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const home = await get(`/content/homepage?locale=${locale}`, homeContentSchema);
      expect(home.locale).toBe(locale);
      for (const [flow, type] of [
        ['booking', 'offer'],
        ['gifting', 'gift'],
        ['activity', 'activity'],
      ] as const) {
        const content = home[flow];
        expect(content.blocks.length).toBeGreaterThan(0);
        for (const block of content.blocks.filter((b) => b.type === 'topSearchResults')) {
          expect(block).toMatchObject({ resultsType: type, resultsCount: 3 });
          expect(block.url).toMatch(flow === 'activity' ? /^\/activities\/search/ : /^\/(search|city\/)/);
        }
        titles.add(content.jumbotron.title);
      }
    }
    // Three flows in four languages.
    expect(titles.size).toBe(12);
  });

  it('S-476 answers the announcement banner, header, promo bar and footer of each flow', async () => {
    for (const locale of ['fr_FR', 'nl_BE'] as const) {
      const home = await get(`/content/homepage?locale=${locale}`, homeContentSchema);
      const bars = await get(`/api/cms/promoBars?locale=${locale}`, promoBarsResponseSchema);
      for (const flow of ['booking', 'gifting', 'activity'] as const) {
        const content = home[flow];
        expect(Object.keys(content).sort()).toEqual(
          ['announcementBanner', 'blocks', 'footer', 'header', 'jumbotron', 'promoBar', 'seo'].sort(),
        );
        // The bar the home of that flow shows (S-368), as the promo bars call answers it.
        expect(content.promoBar).toEqual(promoBarFor(bars, { page: 'home', flow }) ?? null);
        expect(content.header?.flowTabs).toEqual(['booking', 'gifting', 'activity']);
        expect(content.footer).toEqual({ legal: true, newsletter: true, contact: true });
        if (content.announcementBanner)
          expect(content.announcementBanner).toMatchObject({ flow, page: 'home' });
      }
      expect(home.booking.announcementBanner?.colorVariation).toBe('green');
      expect(home.activity.announcementBanner).toBeNull();
    }
  });

  it('S-304 the gifting home has a block of the best e-boxes, after its first block', async () => {
    for (const locale of LOCALES) {
      const home = await get(`/content/homepage?locale=${locale}`, homeContentSchema);
      expect(home.gifting.blocks.map((block) => block.type)).toEqual([
        'topSearchResults',
        'bestBoxes',
        'topSearchResults',
        'topSearchResults',
      ]);
      expect(home.gifting.blocks[1]).toMatchObject({ medium: 'digital', resultsCount: 4, url: '/gifts' });
      for (const flow of ['booking', 'activity'] as const)
        expect(home[flow].blocks.every((block) => block.type === 'topSearchResults')).toBe(true);
    }
  });

  it('S-491 shows a block of the market’s most stocked city', async () => {
    const spanish = await get('/content/homepage?locale=es_ES', homeContentSchema);
    const cityBlock = spanish.booking.blocks.at(-1);
    expect(cityBlock?.url).toMatch(/^\/city\/(barcelona|granada|sitges|vielha)$/);
    expect(cityBlock?.title).toMatch(/^Escapadas en /);
    const belgian = await get('/content/homepage?locale=fr_BE', homeContentSchema);
    expect(belgian.booking.blocks.at(-1)?.url).toMatch(/^\/city\/(bruges|brussels|durbuy|knokke-heist)$/);
  });
});

describe('GET /content/search-page.json', () => {
  const page = (params: Record<string, string>) =>
    get(`/content/search-page.json?${qs(params)}`, searchPageContentSchema);

  it('S-054 answers each flow’s page in every locale', async () => {
    for (const locale of LOCALES) {
      for (const flow of ['booking', 'gifting', 'activity', 'hotel']) {
        const content = await page({ locale, flow });
        expect(content.seoText.length).toBeGreaterThanOrEqual(2);
        expect(content.suggestionLinks).toHaveLength(8);
        expect(content.seo.robots).toBeUndefined();
      }
    }
  });

  it('titles a city’s page in each language and counts its stays as SQL does', async () => {
    const stays = await staysIn('city_id', 'city-annecy');
    const fr = await page({ locale: 'fr_FR', flow: 'booking', city: 'city-annecy' });
    expect(fr.title).toBe('Week-end à Annecy');
    expect(fr.subtitle).toMatch(new RegExp(`^${stays} séjours avec activités dans \\d+ hôtels$`));
    expect((await page({ locale: 'es_ES', city: 'city-annecy' })).title).toBe('Escapadas en Annecy');
    expect((await page({ locale: 'it_IT', city: 'city-annecy' })).title).toBe('Weekend ad Annecy');
    expect((await page({ locale: 'nl_BE', city: 'city-annecy' })).title).toBe('Weekendjes weg in Annecy');
    expect(fr.headerImage.sizes['960_540']).toBe('/api/images/destination/city-annecy-0/960_540.svg');
  });

  it('S-155 gives the place’s average score out of 10', async () => {
    const fr = await page({ locale: 'fr_FR', flow: 'booking', city: 'city-annecy' });
    expect(fr.seoText).toContainEqual(
      expect.stringMatching(/^Note moyenne des hôtels : \d+(,\d)?\/10, sur /),
    );
  });

  it('suggests the nearest cities, linked in the flow', async () => {
    const booking = await page({ locale: 'fr_FR', flow: 'booking', city: 'city-annecy' });
    expect(booking.suggestionLinks[0]).toEqual({
      label: 'Week-end à Chamonix-Mont-Blanc',
      uri: '/city/chamonix-mont-blanc',
    });
    const gifting = await page({ locale: 'fr_FR', flow: 'gifting', city: 'city-annecy' });
    expect(gifting.suggestionLinks[0]?.uri).toBe(
      '/search?flow=gifting#a=2&c=0&b=0&city=city-chamonix-mont-blanc',
    );
    const region = await page({ locale: 'fr_FR', region: 'region-auvergne-rhone-alpes' });
    expect(region.title).toBe('Auvergne-Rhône-Alpes : idées de week-end');
    expect(
      region.suggestionLinks
        .slice(0, 2)
        .map((link) => link.uri)
        .sort(),
    ).toEqual(['/city/annecy', '/city/chamonix-mont-blanc']);
  });

  it('answers a known place without stays, not indexed, with its neighbours', async () => {
    const bordeaux = await page({ locale: 'fr_FR', flow: 'booking', city: 'city-bordeaux' });
    expect(bordeaux.title).toBe('Week-end à Bordeaux');
    expect(bordeaux.seo.robots).toBe('noindex, follow');
    expect(bordeaux.suggestionLinks[0]?.uri).toBe('/city/biarritz');
  });

  it('answers 404 for an unknown destination, or a destination of another kind', async () => {
    for (const params of ['city=city-atlantis', 'city=region-bretagne', 'hotel=999999', 'hotel=city-paris']) {
      const { status } = await errorOf(ctx, `/content/search-page.json?locale=fr_FR&${params}`);
      expect(status, params).toBe(404);
    }
  });

  it('answers 400 naming each failing field', async () => {
    expect(await errorOf(ctx, '/content/search-page.json?locale=fr_FR&flow=cruise')).toEqual({
      status: 400,
      paths: ['flow'],
    });
    expect(await errorOf(ctx, '/content/search-page.json?locale=fr_FR&city=paris%20centre')).toEqual({
      status: 400,
      paths: ['city'],
    });
    expect(
      await errorOf(ctx, '/content/search-page.json?locale=fr_FR&city=city-paris&region=region-bretagne'),
    ).toEqual({ status: 400, paths: ['city', 'region'] });
  });
});

describe('every content call carries the locale (S-460)', () => {
  const paths = [
    '/api/themes.json',
    '/api/navigation.json',
    '/api/cms/promoBars',
    '/api/cms/box-block-serp',
    '/content/giftBlock',
    '/content/articles',
    '/content/homepage',
    '/content/search-page.json',
  ];

  it('answers 400 naming locale when it is missing or unknown', async () => {
    for (const path of paths) {
      expect(await errorOf(ctx, path), path).toEqual({ status: 400, paths: ['locale'] });
      expect(await errorOf(ctx, `${path}?locale=de_DE`), path).toEqual({ status: 400, paths: ['locale'] });
    }
  });

  it('caches content for an hour at least', async () => {
    for (const path of paths) {
      const response = await ctx.request(`${path}?locale=nl_NL`);
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge, path).toBeGreaterThanOrEqual(3600);
    }
  });
});

describe('POST /error and POST /gateway/logs', () => {
  let lines: Array<Record<string, unknown>>;
  let request: (path: string, init: RequestInit) => Promise<Response>;

  beforeAll(async () => {
    lines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const { app } = createApp({
      db: ctx.db,
      databaseKind: ctx.databaseKind,
      catalog: ctx.catalog,
      search: await SearchIndex.load(ctx.db, ctx.catalog),
      logger: pino({ level: 'debug' }, sink),
      now: () => ctx.now,
      payments: ctx.payments,
    });
    request = async (path, init) => app.request(path, init);
  });

  it('G-50 S-189 answers 204 with no body to a 404 report, and logs it', async () => {
    const response = await request('/error', post({ uri: '/fr/stay/404404', locale: 'fr_FR' }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(lines).toContainEqual(
      expect.objectContaining({ uri: '/fr/stay/404404', locale: 'fr_FR', level: 40 }),
    );
  });

  it('S-500 G-57 answers 204 to a client log {level, locale, location, message}, logged at its level', async () => {
    const log = {
      level: 'ERROR',
      locale: 'it_IT',
      location: 'application.client.error',
      message: 'Checkout failed',
    };
    const response = await request('/gateway/logs', post(log));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'Checkout failed', location: 'application.client.error', level: 50 }),
    );
  });

  it('S-500 answers 400 naming the failing fields of a bad report or log, a message over 256 characters too', async () => {
    expect(await errorOf(ctx, '/error', post({ locale: 'fr_FR' }))).toEqual({ status: 400, paths: ['uri'] });
    expect(await errorOf(ctx, '/error', post({ uri: '/fr/x', locale: 'en_GB' }))).toEqual({
      status: 400,
      paths: ['locale'],
    });
    const log = { level: 'ERROR', locale: 'fr_FR', location: 'application.client.error', message: 'x' };
    expect(await errorOf(ctx, '/gateway/logs', post({ ...log, message: 'x'.repeat(257) }))).toEqual({
      status: 400,
      paths: ['message'],
    });
    expect(await errorOf(ctx, '/gateway/logs', post({ ...log, level: 'FATAL', location: '' }))).toEqual({
      status: 400,
      paths: ['level', 'location'],
    });
  });

  it('describes both as 204 answers without content in the OpenAPI document', async () => {
    const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    for (const path of ['/error', '/gateway/logs']) {
      const responses = doc.paths[path]?.post?.responses ?? {};
      // 413, 414 and 429: a body or a URL too large, a client past its limit (issue 16 §2).
      expect(Object.keys(responses).sort(), path).toEqual(['204', '400', '413', '414', '429']);
      expect(responses['204']?.content).toBeUndefined();
    }
  });
});

describe('GET /content/pages/{slug}', () => {
  it('answers every own page the footer links to, in every market and in its language', async () => {
    const titles = new Map<string, Set<string>>();
    for (const locale of LOCALES) {
      const links = footerLinks(locale, '');
      const own = [...links.company, ...links.legal].filter((link) => !link.isExternal);
      // Five legal pages and the partner signup everywhere, the press room in fr_FR and es_ES.
      expect(own.length).toBe(locale === 'fr_FR' || locale === 'es_ES' ? 7 : 6);
      for (const link of own) {
        const page = await get(`/content/pages${link.href}?locale=${locale}`, contentPageSchema);
        expect(page.id).toBe(link.id);
        expect(page.pageModel.canonicalUrl).toBe(`${marketOf(locale).path}${link.href}`);
        expect(page.sections.length).toBeGreaterThan(0);
        // Each alternate is the same page under another market's own slug.
        for (const alternate of page.pageModel.alternateUrls) {
          const other = footerPageHref(alternate.locale, marketOf(alternate.locale).path, page.id);
          expect(alternate.url).toBe(other);
        }
        expect(page.pageModel.alternateUrls.length).toBe(page.id === 'pressRoom' ? 2 : 6);
        titles.set(page.id, (titles.get(page.id) ?? new Set()).add(`${LANG_OF[locale]}:${page.title}`));
      }
    }
    // One title per language: fr, es, it and nl.
    expect(titles.get('privacyPolicy')?.size).toBe(4);
  });

  it('answers 404 for a slug the market does not have, and 400 for an unknown locale', async () => {
    // The French slug in the Spanish market, the press room outside fr_FR and es_ES.
    expect(await errorOf(ctx, '/content/pages/politique-cookies?locale=es_ES')).toEqual({
      status: 404,
      paths: ['slug'],
    });
    expect((await errorOf(ctx, '/content/pages/espace-presse?locale=fr_BE')).status).toBe(404);
    expect(await errorOf(ctx, '/content/pages/politique-cookies?locale=de_DE')).toEqual({
      status: 400,
      paths: ['locale'],
    });
  });
});

describe('GET /api/sitemap', () => {
  it('lists the market’s indexable pages once each, with the same page in every market that has it', async () => {
    const { urls } = await get('/api/sitemap?locale=fr_BE', sitemapSchema);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.slice(0, 3)).toEqual(['/be/fr', '/be/fr?flow=gifting', '/be/fr?flow=activity']);
    // Every active stay and hotel on sale, as SQL counts them.
    const [counts] = await rows<{ stays: number; hotels: number }>(
      ctx,
      sql`select count(*)::int as stays, count(distinct h.id)::int as hotels
          from offers o join hotels h on h.id = o.hotel_id where o.active and h.active`,
    );
    expect(locs.filter((loc) => loc.startsWith('/be/fr/stay/')).length).toBe(counts?.stays);
    expect(locs.filter((loc) => loc.startsWith('/be/fr/hotel/')).length).toBe(counts?.hotels);
    expect(locs.some((loc) => /^\/be\/fr\/city\/[a-z-]+$/.test(loc))).toBe(true);
    expect(locs.some((loc) => /^\/be\/fr\/gifts\/p\/[a-z0-9-]+\/[A-Z0-9]+EBOX$/.test(loc))).toBe(true);
    expect(locs).toContain('/be/fr/politique-cookies');
    expect(locs).toContain('/be/fr/ideas');
    expect(locs).toContain('/be/fr/contact');
    expect(locs).toContain('/be/fr/lp/escapades-romantiques');
    // The activities on sale, and not one withdrawn (S-287).
    const [activities] = await rows<{ onSale: number; withdrawn: number }>(
      ctx,
      sql`select min(id) filter (where published)::int as "onSale", min(id) filter (where not published)::int as withdrawn
          from activity_vouchers`,
    );
    expect(locs).toContain(`/be/fr/activity/${activities?.onSale}`);
    expect(locs).not.toContain(`/be/fr/activity/${activities?.withdrawn}`);
    // No press room in Belgium; boxes are e-boxes only (a box sent by post is noindex).
    expect(locs.some((loc) => loc.includes('espace-presse'))).toBe(false);
    expect(locs.filter((loc) => loc.includes('/gifts/p/')).every((loc) => loc.endsWith('EBOX'))).toBe(true);
    const stay = urls.find((url) => url.loc.startsWith('/be/fr/stay/'));
    expect(stay?.alternates.map((a) => a.locale)).toEqual(LOCALES);
    const cookies = urls.find((url) => url.loc === '/be/fr/politique-cookies');
    expect(cookies?.alternates.find((a) => a.locale === 'nl_NL')?.href).toBe('/nl/cookiebeleid');
  });
});

describe('GET /content/ideas', () => {
  it('S-390 answers the themes, cities and gift ideas with their covers, and the regions, in each language', async () => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const page = await get(`/content/ideas?locale=${locale}`, ideasSchema);
      titles.add(page.title);
      const [themes, cities, gifts] = page.sections;
      expect(page.sections).toHaveLength(3);
      expect(themes?.ideas.every((idea) => /^\/search#.*&theme=\d+$/.test(idea.url))).toBe(true);
      expect(cities?.ideas.every((idea) => /^\/city\/[a-z-]+$/.test(idea.url))).toBe(true);
      expect(gifts?.ideas.every((idea) => /^\/search\?flow=gifting#.*&theme=\d+$/.test(idea.url))).toBe(true);
      expect(cities?.ideas[0]?.cover.sizes['640_360']).toMatch(/^\/api\/images\/destination\//);
      expect(page.regions.length).toBeGreaterThan(0);
      expect(page.regions.every((region) => /^\/search#.*&region=region-[a-z-]+$/.test(region.url))).toBe(
        true,
      );
      // Sorted by name in the market's language.
      const labels = page.regions.map((region) => region.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(LANG_OF[locale]).compare));
    }
    expect(titles.size).toBe(4);
  });
});

describe('GET /content/landing/{slug}', () => {
  it('S-384 S-385 S-387 S-388 answers a landing by its slug and locale, its blocks in order with their colours, calls to action and criteria', async () => {
    const fr = await get('/content/landing/escapades-romantiques?locale=fr_BE', landingPageSchema);
    expect(fr.blocks.map((block) => block.type)).toEqual([
      'topBar',
      'jumbotronPromo',
      'uspList',
      'topSearchResults',
      'topSearchResults',
      'promoCards',
      'bestBoxes',
    ]);
    const [city, theme] = fr.blocks.filter((block) => block.type === 'topSearchResults');
    // Belgium's French market reads the French keys (G-34).
    expect(city?.criteriaUrl).toMatch(/^\/ville\/[a-z-]+$/);
    expect(theme?.criteriaUrl).toBe('/idee/18');
    expect(theme?.resultsCount).toBe(3);
    const jumbotron = fr.blocks.find((block) => block.type === 'jumbotronPromo');
    expect(jumbotron?.colorPalette).toEqual({ background: '#2b1f3a', font: 'light' });
    expect(jumbotron?.cta.url).toMatch(/^\/search/);
    expect(jumbotron?.cards.length).toBeLessThanOrEqual(5);
    expect(fr.pageModel.alternateUrls.find((a) => a.locale === 'es_ES')?.url).toBe(
      '/es/lp/escapadas-romanticas',
    );
    const nl = await get('/content/landing/romantische-uitjes?locale=nl_NL', landingPageSchema);
    expect(nl.blocks.find((block) => block.type === 'topSearchResults')?.criteriaUrl).toMatch(/^\/stad\//);
    expect(nl.seo.title).toBe('Romantische weekends');
  });

  it('S-384 answers 404 for a slug the market does not have, and 400 for a bad locale', async () => {
    expect(await errorOf(ctx, '/content/landing/escapades-romantiques?locale=es_ES')).toEqual({
      status: 404,
      paths: ['slug'],
    });
    expect((await errorOf(ctx, '/content/landing/escapades-romantiques?locale=en_GB')).status).toBe(400);
  });
});
