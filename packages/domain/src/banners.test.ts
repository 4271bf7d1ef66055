import { describe, expect, it } from 'vitest';
import type { AnnouncementBanner, AnnouncementBanners } from './api/content';
import {
  announcementBannersFor,
  announcementHrefs,
  type TargetedBannerRaw,
  type TargetingContext,
  targetedBannerCtas,
  targetedBannerMatches,
  targetedBannersFor,
  targetingOfCriteria,
  toTargetedBanner,
} from './banners';
import { DEFAULT_CRITERIA } from './criteria';

const banner = (text: string, partial: Partial<AnnouncementBanner> = {}): AnnouncementBanner => ({
  content: [{ type: 'text', text }],
  colorVariation: 'green',
  url: null,
  flow: 'booking',
  page: 'home',
  ...partial,
});

const answer: AnnouncementBanners = {
  homePages: [
    {
      id: 'h1',
      flow: 'booking',
      locale: 'fr_FR',
      announcementBanner: [banner('un'), banner('deux')],
      localizations: [],
    },
    { id: 'h2', flow: 'booking', locale: 'nl_NL', announcementBanner: [banner('een')], localizations: [] },
    { id: 'h3', flow: 'gifting', locale: 'fr_FR', announcementBanner: [banner('cadeau')], localizations: [] },
  ],
  searchPages: [
    {
      id: 's1',
      flow: 'booking',
      locale: 'fr_FR',
      announcementBanner: [banner('recherche')],
      localizations: [],
    },
  ],
  productPages: [],
};
const texts = (list: AnnouncementBanner[]) =>
  list.map((item) => item.content[0]?.type === 'text' && item.content[0].text);

describe('announcementBannersFor', () => {
  it('S-371 picks the banners of the entry for the page, flow and locale', () => {
    expect(texts(announcementBannersFor(answer, { page: 'home', flow: 'booking', locale: 'fr_FR' }))).toEqual(
      ['un', 'deux'],
    );
    expect(texts(announcementBannersFor(answer, { page: 'home', flow: 'booking', locale: 'nl_NL' }))).toEqual(
      ['een'],
    );
    expect(texts(announcementBannersFor(answer, { page: 'home', flow: 'gifting', locale: 'fr_FR' }))).toEqual(
      ['cadeau'],
    );
    expect(
      texts(announcementBannersFor(answer, { page: 'search', flow: 'booking', locale: 'fr_FR' })),
    ).toEqual(['recherche']);
  });

  it('S-371 shows the booking banners in the hotel flow and none where no entry exists', () => {
    expect(texts(announcementBannersFor(answer, { page: 'home', flow: 'hotel', locale: 'fr_FR' }))).toEqual([
      'un',
      'deux',
    ]);
    expect(announcementBannersFor(answer, { page: 'product', flow: 'booking', locale: 'fr_FR' })).toEqual([]);
    expect(announcementBannersFor(answer, { page: 'home', flow: 'activity', locale: 'fr_FR' })).toEqual([]);
    expect(announcementBannersFor(answer, { page: 'home', flow: 'booking', locale: 'es_ES' })).toEqual([]);
  });

  it('S-371 puts the banner and its content links under the market, leaving other sites alone', () => {
    const withLinks = banner('x', {
      url: '/search',
      content: [
        { type: 'link', href: '/ideas', children: [{ type: 'text', text: 'Ideas' }] },
        { type: 'link', href: 'https://example.org/', children: [{ type: 'text', text: 'Out' }] },
      ],
    });
    const placed = announcementHrefs(withLinks, '/be/fr');
    expect(placed.url).toBe('/be/fr/search');
    expect(placed.content.map((node) => node.type === 'link' && node.href)).toEqual([
      '/be/fr/ideas',
      'https://example.org/',
    ]);
    expect(announcementHrefs(banner('y'), '/fr').url).toBeNull();
  });
});

const raw = (partial: Partial<TargetedBannerRaw> = {}): TargetedBannerRaw => ({
  id: 'b',
  title: 'Title',
  imageUrl: '/d.svg',
  imageMobile: '/m.svg',
  imagePosition: 'center',
  imageAlt: '',
  locale: 'fr_FR',
  page: 'search',
  flow: 'booking',
  ...partial,
});

describe('targetedBannerCtas', () => {
  it('S-376 keeps the flattened calls to action that have both a label and a url', () => {
    const ctas = targetedBannerCtas(
      raw({
        cta1Label: 'One',
        cta1Url: '/one',
        cta1NewTab: true,
        cta1Category: 'theme',
        cta2Label: 'No url',
        cta3Url: '/no-label',
      }),
    );
    expect(ctas).toEqual([{ label: 'One', url: '/one', newTab: true, category: 'theme' }]);
  });

  it('S-376 treats blank labels and urls as missing and keeps cta order, three at most', () => {
    const ctas = targetedBannerCtas(
      raw({
        cta1Label: ' ',
        cta1Url: '/a',
        cta2Label: 'Two',
        cta2Url: '/two',
        cta3Label: 'Three',
        cta3Url: '/three',
      }),
    );
    expect(ctas.map((cta) => cta.label)).toEqual(['Two', 'Three']);
    const full = raw({
      cta1Label: '1',
      cta1Url: '/1',
      cta2Label: '2',
      cta2Url: '/2',
      cta3Label: '3',
      cta3Url: '/3',
    });
    expect(targetedBannerCtas(full)).toHaveLength(3);
  });

  it('S-375 gives the block its title, subtitle, both pictures, position and calls to action under the market', () => {
    expect(
      toTargetedBanner(
        raw({ subtitle: 'Sub', imagePosition: 'left', cta1Label: 'Go', cta1Url: '/search' }),
        '/nl',
      ),
    ).toEqual({
      id: 'b',
      title: 'Title',
      subtitle: 'Sub',
      image: { desktop: '/d.svg', mobile: '/m.svg', alt: '', position: 'left' },
      ctas: [{ label: 'Go', url: '/nl/search', newTab: false }],
    });
  });
});

const context = (partial: Partial<TargetingContext> = {}): TargetingContext => ({
  locale: 'fr_FR',
  page: 'search',
  flow: 'booking',
  ...partial,
});

describe('targetedBannerMatches', () => {
  it('S-377 needs the same locale, page and flow; hotel counts as booking', () => {
    expect(targetedBannerMatches(raw(), context())).toBe(true);
    expect(targetedBannerMatches(raw(), context({ locale: 'fr_BE' }))).toBe(false);
    expect(targetedBannerMatches(raw(), context({ page: 'home' }))).toBe(false);
    expect(targetedBannerMatches(raw(), context({ flow: 'gifting' }))).toBe(false);
    expect(targetedBannerMatches(raw(), context({ flow: 'hotel' }))).toBe(true);
  });

  it('S-377 shows a banner for a department, city, country or region only there', () => {
    for (const field of ['department', 'city', 'country', 'region'] as const) {
      const targeted = raw({ [field]: 'x-1' });
      expect(targetedBannerMatches(targeted, context({ [field]: 'x-1' }))).toBe(true);
      expect(targetedBannerMatches(targeted, context({ [field]: 'x-2' }))).toBe(false);
      expect(targetedBannerMatches(targeted, context())).toBe(false);
    }
  });

  it('S-377 shows a banner with a theme (displayBannerWithThisThematic) only for that theme', () => {
    const themed = raw({ displayBannerWithThisThematic: 12 });
    expect(targetedBannerMatches(themed, context({ theme: 12 }))).toBe(true);
    expect(targetedBannerMatches(themed, context({ theme: 15 }))).toBe(false);
    expect(targetedBannerMatches(themed, context())).toBe(false);
  });

  it('S-377 shows an isLessThanTwoHours banner only on searches less than 2h away', () => {
    expect(
      targetedBannerMatches(raw({ isLessThanTwoHours: true }), context({ isLessThanTwoHours: true })),
    ).toBe(true);
    expect(targetedBannerMatches(raw({ isLessThanTwoHours: true }), context())).toBe(false);
    expect(targetedBannerMatches(raw({ isLessThanTwoHours: false }), context())).toBe(true);
  });
});

describe('targetedBannersFor', () => {
  it('S-377 lists the matching banners, the most specific first, then in their order', () => {
    const banners = [
      raw({ id: 'any' }),
      raw({ id: 'country', country: 'country-fr' }),
      raw({ id: 'city-theme', city: 'city-paris', displayBannerWithThisThematic: 12 }),
      raw({ id: 'other-city', city: 'city-nice' }),
      raw({ id: 'any-2' }),
    ];
    const found = targetedBannersFor(
      banners,
      context({ city: 'city-paris', country: 'country-fr', theme: 12 }),
    );
    expect(found.map((item) => item.id)).toEqual(['city-theme', 'country', 'any', 'any-2']);
  });
});

describe('targetingOfCriteria', () => {
  it('S-377 reads the destination, the theme and a search less than 2h around a point', () => {
    expect(targetingOfCriteria({ ...DEFAULT_CRITERIA, city: 'city-paris', theme: 12 })).toEqual({
      city: 'city-paris',
      theme: 12,
    });
    expect(targetingOfCriteria({ ...DEFAULT_CRITERIA, region: 'region-bretagne' })).toEqual({
      region: 'region-bretagne',
    });
    // A hotel or a resort is no department, city, country or region.
    expect(targetingOfCriteria({ ...DEFAULT_CRITERIA, hotel: '12' })).toEqual({});
  });

  it('S-377 counts a search around a point within 200 km, or without a distance, as less than 2h', () => {
    const around = { ...DEFAULT_CRITERIA, lat: 48.8, lng: 2.3 };
    expect(targetingOfCriteria({ ...around, distanceMin: 0, distanceMax: 200 }).isLessThanTwoHours).toBe(
      true,
    );
    expect(targetingOfCriteria(around).isLessThanTwoHours).toBe(true);
    expect(targetingOfCriteria({ ...around, distanceMax: 300 }).isLessThanTwoHours).toBeUndefined();
    expect(targetingOfCriteria({ ...around, city: 'city-paris' }).isLessThanTwoHours).toBeUndefined();
  });
});
