// Which messages a page needs: the ids its code names, found in the built chunks, so that a page's
// HTML carries its share of the catalog rather than all of it (DESIGN.md budgets: 35 KB of HTML).
// Runs in the build (the Vite plugin `pageMessageShares`): no import but Node's.

/** Where the client build keeps the shares: beside the served assets, not among them. */
export const SHARES_FILE = 'message-shares.json';

/** The string literals of a chunk that look like message ids (`"calendar.title"`). */
const literal = /(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
/**
 * The start of an id built at run time (its namespace, and maybe more): `` `stress.${id}` ``,
 * `` `buyerForm.civility${c}` ``, `"stress."+id`.
 */
const prefix = /`([A-Za-z][\w-]*\.[\w.-]*)\$\{|(["'])([A-Za-z][\w-]*\.[\w.-]*)\2\s*\+/g;

/** The message ids that the code of one chunk names, or may build. */
export function messageIdsInCode(code: string, ids: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [, , id] of code.matchAll(literal)) if (id && ids.has(id)) found.add(id);
  const prefixes = [...code.matchAll(prefix)].map(
    ([, template, , concatenated]) => template ?? concatenated ?? '',
  );
  if (prefixes.length) for (const id of ids) if (prefixes.some((p) => id.startsWith(p))) found.add(id);
  return found;
}

export interface BuiltChunk {
  fileName: string;
  code: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * For each chunk (by its URL, `/assets/search-abc.js`), the ids of every message that it or any
 * chunk it may load names: a lazy panel's messages belong to the page that can open it.
 */
export function messageShares(
  chunks: readonly BuiltChunk[],
  ids: ReadonlySet<string>,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const own = new Map(chunks.map((chunk) => [chunk.fileName, messageIdsInCode(chunk.code, ids)]));
  const shares: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const seen = new Set<string>();
    const queue = [chunk.fileName];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const next = byFile.get(file);
      if (seen.has(file) || !next) continue;
      seen.add(file);
      queue.push(...next.imports, ...next.dynamicImports);
    }
    const share = new Set<string>();
    for (const file of seen) for (const id of own.get(file) ?? []) share.add(id);
    shares[`/${chunk.fileName}`] = [...share].sort();
  }
  return shares;
}
