/**
 * A name or a typed term folded for matching: accents dropped, lower case, and every run of
 * separators (spaces, hyphens, apostrophes, punctuation) one space. "Provence-Alpes-Côte d'Azur"
 * and "provence alpes cote d azur" fold alike.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How a folded name matches a folded term: 0 starts with it, 1 a later word does, 2 contains it. */
export type MatchRank = 0 | 1 | 2;

export function matchRank(name: string, term: string): MatchRank | null {
  if (name.startsWith(term)) return 0;
  if (name.includes(` ${term}`)) return 1;
  if (name.includes(term)) return 2;
  return null;
}
