import { describe, expect, it } from 'vitest';
import { pageModelMeta } from './seo';

const head = {
  indexable: true,
  title: 'Saut en parachute',
  description: 'Un saut en tandem',
  locale: 'fr_BE',
  origin: 'https://www.escale.travel',
  path: '/activity/50001',
} as const;

const pageModel = {
  canonicalUrl: '/be/fr/activity/50001',
  metaRobots: 'noindex,follow',
  alternateUrls: [
    { locale: 'fr_BE', url: '/be/fr/activity/50001' },
    { locale: 'es_ES', url: '/es/activity/50001' },
  ],
} as const;

const links = (rel: string) =>
  pageModelMeta(head, pageModel)
    .map((tag) => tag as Record<string, unknown>)
    .filter((tag) => tag.tagName === 'link' && tag.rel === rel)
    .map((tag) => [tag.hrefLang, tag.href]);

describe('pageModelMeta', () => {
  it("S-454 the page model's canonical and robots, one alternate per language it has and the default", () => {
    expect(links('canonical')).toEqual([[undefined, 'https://www.escale.travel/be/fr/activity/50001']]);
    expect(links('alternate')).toEqual([
      ['fr-BE', 'https://www.escale.travel/be/fr/activity/50001'],
      ['es-ES', 'https://www.escale.travel/es/activity/50001'],
      ['x-default', 'https://www.escale.travel/'],
    ]);
    expect(pageModelMeta(head, pageModel)).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('S-447 a deployment that is not indexable says noindex whatever the page model says', () => {
    expect(
      pageModelMeta({ ...head, indexable: false }, { ...pageModel, metaRobots: 'index,follow' }),
    ).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
