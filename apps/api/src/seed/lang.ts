import type { Localized } from '../db/schema';

/** The four catalog languages; every copy column holds one text per language. */
export const LANGS = ['fr', 'es', 'it', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** Builds a localized value from one function per language. */
export function localize<T>(build: (lang: Lang) => T): Localized<T> {
  return { fr: build('fr'), es: build('es'), it: build('it'), nl: build('nl') };
}

/** Names written `fr|es|it|nl`, or one name for all four languages. */
export function names(spec: string): Localized {
  const parts = spec.split('|');
  if (parts.length === 1) return { fr: spec, es: spec, it: spec, nl: spec };
  if (parts.length !== 4) throw new Error(`Expected 1 or 4 names in "${spec}"`);
  const [fr, es, it, nl] = parts as [string, string, string, string];
  return { fr, es, it, nl };
}

const AND: Record<Lang, string> = { fr: 'et', es: 'y', it: 'e', nl: 'en' };

/** "a, b et c" in the language. Spanish writes "e" before a word starting with an i sound. */
export function joinList(lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  const and = lang === 'es' && /^h?i(?![aeou])/i.test(last) ? 'e' : AND[lang];
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** First letter in upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
