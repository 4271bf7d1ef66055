import type { Sitemap } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';

// The XML of the sitemaps (sitemaps.org, with Google's hreflang alternates) and of robots.txt.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sitemap index: one sitemap per market. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** A market's sitemap: each page with the same page in every market that has it. */
export function urlSetXml(origin: string, sitemap: Sitemap): string {
  const urls = sitemap.urls.map(({ loc, alternates }) => {
    const links = alternates.map(
      ({ locale, href }) =>
        `<xhtml:link rel="alternate" hreflang="${marketOf(locale).tag}" href="${escapeXml(`${origin}${href}`)}"/>`,
    );
    return `<url><loc>${escapeXml(`${origin}${loc}`)}</loc>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt (S-447): everything disallowed unless the deployment may be indexed, then the sitemap. */
export function robotsTxt(origin: string, indexable: boolean): string {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}
