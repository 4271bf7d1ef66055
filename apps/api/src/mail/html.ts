const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * A mail's plain-text and HTML bodies: its paragraphs, then its links, then the signature; every
 * word is text, escaped in the HTML.
 */
export function mailBodies(
  lang: string,
  paragraphs: string[],
  links: string[],
  signature: string,
): { text: string; html: string } {
  const text = [...paragraphs, ...links, signature].join('\n\n');
  const html = [
    `<!doctype html><html lang="${escapeHtml(lang)}"><body>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
