import { markets } from '@escale/i18n/core';
import { expect, test } from '@playwright/test';
import { ONCE } from './support';

// The sitemap (an index of one sitemap per market, hreflang alternates) and robots.txt.

test(
  'the sitemap indexes the six markets; a market lists pages that all answer 200, with their alternates',
  ONCE,
  async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(sitemaps).toEqual(markets.map((market) => `${baseURL}/sitemaps/${market.locale}.xml`));

    const xml = await (await request.get('/sitemaps/nl_BE.xml')).text();
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
      loc: (loc as string).replaceAll('&#38;', '&'),
      hreflangs: [...(links as string).matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]),
    }));
    expect(urls.length).toBeGreaterThan(20);
    // One page of each kind answers 200 in the market: homes, a city, a stay, a hotel, a box, an own page.
    for (const pattern of [
      /\/be\/nl$/,
      /\?flow=gifting$/,
      /\/city\//,
      /\/stay\//,
      /\/hotel\//,
      /\/gifts\/p\//,
      /\/cookiebeleid$/,
    ]) {
      const url = urls.find((entry) => pattern.test(entry.loc));
      expect(url, String(pattern)).toBeDefined();
      const response = await request.get((url as { loc: string }).loc, { maxRedirects: 0 });
      expect(response.status(), url?.loc).toBe(200);
    }
    expect(urls.find((url) => url.loc.includes('/stay/'))?.hreflangs).toEqual(
      markets.map((market) => market.tag),
    );
    expect((await request.get('/sitemaps/de_DE.xml')).status()).toBe(404);
  },
);

test(
  'S-447 robots.txt lets an indexable deployment be crawled and names the sitemap',
  ONCE,
  async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    // The E2E shop runs as an indexable deployment (INDEXABLE=true).
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${baseURL}/sitemap.xml\n`);
  },
);
