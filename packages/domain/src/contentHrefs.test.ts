import { describe, expect, it } from 'vitest';
import type { BoxBlock, GiftContent } from './api/content';
import {
  articleHrefs,
  boxBlockHrefs,
  giftContentHrefs,
  navigationHrefs,
  promoBarHrefs,
  wishlistHrefs,
} from './contentHrefs';
import type { NavigationLink } from './navigation';

describe('navigationHrefs', () => {
  it('puts the links of every level and the theme of the week under the market', () => {
    const menu: NavigationLink[] = [
      {
        _id: 'fr',
        label: 'France',
        uri: '/search#country=FR',
        children: [{ _id: 'annecy', label: 'Annecy', uri: '/city/annecy' }],
      },
      {
        _id: 'themes',
        label: 'Nos thèmes',
        uri: '/ideas',
        thisWeekTheme: { themaTitle: 'Spa', description: 'Du calme', weekendUrl: '/search#theme=12' },
      },
      { _id: 'label-only', label: 'Sans lien' },
    ];
    expect(navigationHrefs(menu, '/fr')).toEqual([
      {
        _id: 'fr',
        label: 'France',
        uri: '/fr/search#country=FR',
        children: [{ _id: 'annecy', label: 'Annecy', uri: '/fr/city/annecy' }],
      },
      {
        _id: 'themes',
        label: 'Nos thèmes',
        uri: '/fr/ideas',
        thisWeekTheme: { themaTitle: 'Spa', description: 'Du calme', weekendUrl: '/fr/search#theme=12' },
      },
      { _id: 'label-only', label: 'Sans lien' },
    ]);
  });
});

describe('giftContentHrefs', () => {
  it('S-394 keeps a missing URL missing, so its card stays out; other sites are kept', () => {
    const content: GiftContent = {
      locale: 'nl_BE',
      boxURL: '/gifts',
      singleVoucherURL: '/search?flow=gifting',
      activityOnlyURL: 'https://activities.example.com/',
    };
    expect(giftContentHrefs(content, '/be/nl')).toEqual({
      locale: 'nl_BE',
      boxURL: '/be/nl/gifts',
      singleVoucherURL: '/be/nl/search?flow=gifting',
      activityOnlyURL: 'https://activities.example.com/',
    });
  });
});

describe('promoBarHrefs', () => {
  it('puts each link of the bar under the market', () => {
    const bar = promoBarHrefs(
      {
        internalCode: 'help',
        flow: 'booking',
        page: ['product'],
        links: [{ label: 'Contact', url: '/contact', newTab: false, variant: 'default' }],
      },
      '/es',
    );
    expect(bar.links.map((link) => link.url)).toEqual(['/es/contact']);
  });
});

describe('boxBlockHrefs, articleHrefs and wishlistHrefs', () => {
  it('put the boxes, the articles and the wishlist items under the market', () => {
    const block = { buttonURL: '/gifts', results: [{ url: '/gifts/p/nuit/ROMA1NEBOX' }] } as BoxBlock;
    expect(boxBlockHrefs(block, '/it')).toMatchObject({
      buttonURL: '/it/gifts',
      results: [{ url: '/it/gifts/p/nuit/ROMA1NEBOX' }],
    });
    const cover = { alt: '', sizes: { '120_80': '', '640_360': '', '960_540': '' } };
    expect(articleHrefs([{ link: '/city/roma', title: 'Roma', cover }], '/it')[0]?.link).toBe(
      '/it/city/roma',
    );
    const item = {
      type: 'STAY' as const,
      id: '1',
      label: 'Spa',
      imageUrl: '',
      uri: '/stay/1',
      hotel: { label: 'H' },
    };
    expect(wishlistHrefs([item], '/nl')[0]?.uri).toBe('/nl/stay/1');
  });
});
