import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, urlSetXml } from './sitemapXml';

describe('sitemaps', () => {
  it('lists each page with its alternates in hreflang, escaped', () => {
    const xml = urlSetXml('https://www.escale.travel', {
      urls: [
        {
          loc: '/fr?flow=gifting&x=<1>',
          alternates: [
            { locale: 'fr_FR', href: '/fr?flow=gifting' },
            { locale: 'nl_BE', href: '/be/nl?flow=gifting' },
          ],
        },
      ],
    });
    expect(xml).toContain('<loc>https://www.escale.travel/fr?flow=gifting&#38;x=&#60;1&#62;</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="nl-BE" href="https://www.escale.travel/be/nl?flow=gifting"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });

  it('indexes the sitemaps of the markets', () => {
    const xml = sitemapIndexXml(['https://x.test/sitemaps/fr_FR.xml', 'https://x.test/sitemaps/es_ES.xml']);
    expect(
      xml.match(/<sitemap><loc>https:\/\/x\.test\/sitemaps\/[a-z]{2}_[A-Z]{2}\.xml<\/loc><\/sitemap>/g),
    ).toHaveLength(2);
  });

  it('S-447 robots.txt disallows everything unless the deployment may be indexed', () => {
    expect(robotsTxt('https://x.test', false)).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('https://x.test', true)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://x.test/sitemap.xml\n',
    );
  });
});
