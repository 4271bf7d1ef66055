// Rich text of CMS content (002 §3 Announcement banner: "content (rich text)"). The CMS writes
// simple markup; the API turns it into this small tree with an allow-list (bold, italic, links),
// so the shop renders React elements and never inserts markup it was given.

/** A run of text, bold and/or italic. */
export interface RichTextRun {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** A link around runs of text; `href` is a path under the market root or an https address. */
export interface RichTextLink {
  type: 'link';
  href: string;
  newTab?: boolean;
  children: RichTextRun[];
}

export type RichTextNode = RichTextRun | RichTextLink;
export type RichText = RichTextNode[];

/** Elements whose text is dropped with them: never content. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg']);
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A link target the shop may render: a path under the market root (`/search`, not `//host`) or an
 * https address. Anything else (`javascript:`, `data:`, `http:`) is refused.
 */
export function isSafeHref(href: string): boolean {
  return (/^\/(?![/\\])/.test(href) && !/[\s\\]/.test(href)) || /^https:\/\/[^\s/\\]+(\/\S*)?$/.test(href);
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/**
 * The rich text of some CMS markup, through an allow-list: `b`/`strong`, `i`/`em` and `a` with a
 * safe `href` (and `target="_blank"`) keep their meaning; `br` becomes a space; any other element is
 * dropped and keeps its text, except scripts, styles and embeds, which lose it too. Attributes other
 * than `href` and `target` are never read. Whitespace runs become one space; empty runs are left out.
 */
export function parseRichText(markup: string): RichText {
  const nodes: RichText = [];
  let bold = 0;
  let italic = 0;
  let link: RichTextLink | null = null;
  let dropping: string | null = null;
  let dropDepth = 0;

  const pushText = (raw: string) => {
    const text = decodeEntities(raw.replace(/\s+/g, ' '));
    if (text === '') return;
    const run: RichTextRun = {
      type: 'text',
      text,
      ...(bold > 0 && { bold: true }),
      ...(italic > 0 && { italic: true }),
    };
    const list: RichTextNode[] = link ? link.children : nodes;
    const last = list.at(-1);
    if (last?.type === 'text' && last.bold === run.bold && last.italic === run.italic) last.text += text;
    else list.push(run);
  };
  const closeLink = () => {
    if (link && link.children.length > 0) nodes.push(link);
    link = null;
  };

  for (const token of markup.match(/<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z][^>]*>?|[^<]+|</g) ?? []) {
    if (token.startsWith('<!--')) continue;
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(token);
    if (!tag) {
      if (!dropping) pushText(token === '<' ? '<' : token);
      continue;
    }
    const isClosing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (dropping) {
      if (name === dropping) dropDepth += isClosing ? -1 : 1;
      if (dropDepth === 0) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!isClosing && !token.endsWith('/>')) {
        dropping = name;
        dropDepth = 1;
      }
      continue;
    }
    if (BOLD.has(name)) bold = Math.max(0, bold + (isClosing ? -1 : 1));
    else if (ITALIC.has(name)) italic = Math.max(0, italic + (isClosing ? -1 : 1));
    else if (name === 'br') pushText(' ');
    else if (name === 'a') {
      closeLink();
      const href = isClosing ? undefined : attribute(token, 'href');
      if (href && isSafeHref(href)) {
        link = { type: 'link', href, children: [] };
        if (attribute(token, 'target') === '_blank') link.newTab = true;
      }
    }
  }
  closeLink();
  return trimmed(nodes);
}

/** The tree without the spaces at its two ends. */
function trimmed(nodes: RichText): RichText {
  const runsOf = (node: RichTextNode) => (node.type === 'text' ? [node] : node.children);
  const first = nodes[0] && runsOf(nodes[0])[0];
  if (first) first.text = first.text.trimStart();
  const lastNode = nodes.at(-1);
  const last = lastNode && runsOf(lastNode).at(-1);
  if (last) last.text = last.text.trimEnd();
  return nodes
    .map((node) =>
      node.type === 'link' ? { ...node, children: node.children.filter((run) => run.text) } : node,
    )
    .filter((node) => (node.type === 'text' ? node.text !== '' : node.children.length > 0));
}

/** The plain text of rich text, as a screen reader or a search engine reads it. */
export function richTextPlain(rich: RichText): string {
  return rich
    .map((node) => (node.type === 'text' ? node.text : node.children.map((run) => run.text).join('')))
    .join('');
}
