import {
  announcementBannersFor,
  announcementBannersSchema,
  richTextPlain,
  targetedBannerCtas,
  targetedBannersResponseSchema,
} from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, getJson, qs } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The banners of the CMS (002 §3, §7; S-371, S-373, S-376, S-377, S-474, S-493, G-51).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;

describe('GET /gateway/cms/announcementBanner', () => {
  it('S-493 answers entries keyed by homePages, searchPages and productPages, each with flow, locale, banners and localizations', async () => {
    const answer = await getJson(ctx, '/gateway/cms/announcementBanner', announcementBannersSchema);
    for (const key of ['homePages', 'searchPages', 'productPages'] as const) {
      const entries = answer[key];
      expect(new Set(entries.map((entry) => entry.locale))).toEqual(new Set(LOCALES));
      for (const entry of entries) {
        expect(entry.localizations.map((other) => other.locale).sort()).toEqual(
          LOCALES.filter((locale) => locale !== entry.locale).sort(),
        );
        // Each localization names an entry of the same page kind and flow.
        for (const other of entry.localizations)
          expect(entries.find((item) => item.id === other.id)).toMatchObject({
            flow: entry.flow,
            locale: other.locale,
          });
      }
    }
  });

  it('S-371 gives each page, flow and locale its own banners, in the locale’s language', async () => {
    const answer = await getJson(ctx, '/gateway/cms/announcementBanner', announcementBannersSchema);
    const home = (locale: (typeof LOCALES)[number]) =>
      announcementBannersFor(answer, { page: 'home', flow: 'booking', locale }).map((banner) =>
        richTextPlain(banner.content),
      );
    expect(home('fr_FR')[0]).toMatch(/^Annulation gratuite/);
    expect(home('es_ES')[0]).toMatch(/^Cancelación gratuita/);
    expect(home('it_IT')[0]).toMatch(/^Cancellazione gratuita/);
    expect(home('nl_NL')[0]).toMatch(/^Gratis annuleren/);
    expect(home('fr_BE')).toEqual(home('fr_FR'));
    // Several banners for one page (S-373), each for its own page and flow.
    const search = announcementBannersFor(answer, { page: 'search', flow: 'booking', locale: 'fr_FR' });
    expect(search.length).toBeGreaterThan(1);
    for (const banner of search) expect(banner).toMatchObject({ page: 'search', flow: 'booking' });
    expect(
      announcementBannersFor(answer, { page: 'product', flow: 'gifting', locale: 'nl_BE' }),
    ).toHaveLength(1);
    expect(announcementBannersFor(answer, { page: 'home', flow: 'activity', locale: 'fr_FR' })).toEqual([]);
  });

  it('S-371 answers the rich text as bold, italic and links, never as markup', async () => {
    const answer = await getJson(
      ctx,
      '/gateway/cms/announcementBanner?locale=fr_FR',
      announcementBannersSchema,
    );
    expect(answer.homePages.every((entry) => entry.locale === 'fr_FR')).toBe(true);
    const [first, second] = announcementBannersFor(answer, {
      page: 'home',
      flow: 'booking',
      locale: 'fr_FR',
    });
    expect(first?.content[0]).toEqual({ type: 'text', text: 'Annulation gratuite', bold: true });
    expect(second?.content).toContainEqual({ type: 'text', text: 'sans voiture', italic: true });
    expect(second?.content.at(-1)).toEqual({
      type: 'link',
      href: '/ideas',
      children: [{ type: 'text', text: 'Trouver une idée' }],
    });
    expect(JSON.stringify(answer)).not.toMatch(/<\/?[a-z]/i);
  });

  it('answers 400 for a locale that is no market', async () => {
    expect(await errorOf(ctx, '/gateway/cms/announcementBanner?locale=de_DE')).toEqual({
      status: 400,
      paths: ['locale'],
    });
  });
});

const targeted = (params: Record<string, string | number | boolean>) =>
  getJson(
    ctx,
    `/content/targetedBanner.json?${qs({ locale: 'fr_FR', page: 'search', flow: 'booking', ...params })}`,
    targetedBannersResponseSchema,
  );
const ids = (banners: Array<{ id: string }>) => banners.map((banner) => banner.id);

describe('GET /content/targetedBanner.json', () => {
  it('S-474 answers the targeted banners of a page, with title, subtitle, pictures, position and calls to action', async () => {
    const [banner] = await targeted({ theme: 12 });
    expect(banner).toMatchObject({
      id: 'wellness-weekend-fr_FR',
      title: 'Un week-end pour souffler',
      imagePosition: 'left',
      locale: 'fr_FR',
      page: 'search',
      flow: 'booking',
      displayBannerWithThisThematic: 12,
    });
    // Local generated pictures: desktop and mobile sizes.
    expect(banner?.imageUrl).toMatch(/^\/api\/images\/content\/.*960_540/);
    expect(banner?.imageMobile).toMatch(/^\/api\/images\/content\/.*640_360/);
  });

  it('S-376 sends calls to action flattened; the one without a url is left out', async () => {
    const [banner] = await targeted({ theme: 12 });
    if (!banner) throw new Error('The wellness banner is missing');
    expect(banner.cta3Label).toBe('Nos spas préférés');
    expect(banner.cta3Url).toBeUndefined();
    expect(targetedBannerCtas(banner).map((cta) => cta.label)).toEqual([
      'Voir les séjours bien-être',
      'Offrir un séjour bien-être',
    ]);
  });

  it('S-377 chooses by locale, page, flow, theme, city, country and less than 2h, the most specific first', async () => {
    expect(await targeted({})).toEqual([]);
    expect(ids(await targeted({ theme: 27 }))).toEqual(['mountain-weekend-fr_FR']);
    // A city counts as being in its department, region and country.
    expect(ids(await targeted({ city: 'city-paris' }))).toEqual([
      'paris-weekend-fr_FR',
      'home-country-fr_FR',
    ]);
    expect(ids(await targeted({ city: 'city-barcelona' }))).toEqual([]);
    expect(ids(await targeted({ locale: 'es_ES', city: 'city-barcelona' }))).toEqual(['home-country-es_ES']);
    expect(ids(await targeted({ country: 'country-fr', theme: 12 }))).toEqual([
      'wellness-weekend-fr_FR',
      'home-country-fr_FR',
    ]);
    expect(ids(await targeted({ isLessThanTwoHours: true }))).toEqual(['near-home-fr_FR']);
    // Hotel counts as booking; gifting and other pages have their own.
    expect(ids(await targeted({ flow: 'hotel', theme: 27 }))).toEqual(['mountain-weekend-fr_FR']);
    expect(ids(await targeted({ flow: 'gifting', locale: 'nl_BE' }))).toEqual(['gift-weekend-nl_BE']);
    expect(await targeted({ page: 'home', theme: 12 })).toEqual([]);
  });

  it('answers 400 without a page or flow, or with a bad selection field', async () => {
    expect(await errorOf(ctx, '/content/targetedBanner.json?locale=fr_FR&flow=booking')).toEqual({
      status: 400,
      paths: ['page'],
    });
    expect(
      await errorOf(
        ctx,
        '/content/targetedBanner.json?locale=fr_FR&page=search&flow=booking&theme=wellness&isLessThanTwoHours=yes',
      ),
    ).toEqual({ status: 400, paths: ['theme', 'isLessThanTwoHours'] });
  });
});
