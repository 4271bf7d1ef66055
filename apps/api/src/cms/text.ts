import type { ApiLocale } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import type { Lang } from '../content/locale';
import type { Localized } from '../db/schema';

// Small writing helpers of the editorial copy, per catalog language.

/** One text per catalog language. */
export type Copy<T = string> = Localized<T>;

/** The singular or the plural: French takes the singular for 0 and 1, the others for 1 only. */
export function plural(lang: Lang, count: number, one: string, other: string): string {
  return (lang === 'fr' ? count < 2 : count === 1) ? one : other;
}

/** A count written the market's way: "1 234" in Paris, "1.234" in Madrid. */
export function formatCount(locale: ApiLocale, count: number): string {
  return new Intl.NumberFormat(marketOf(locale).tag).format(count);
}

/** A score with one decimal, "8,6" (002 §9). */
export function formatScore(locale: ApiLocale, score: number): string {
  return new Intl.NumberFormat(marketOf(locale).tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(score);
}

/** A name quoted inside a sentence, with the language's quotation marks. */
export function quoted(lang: Lang, text: string): string {
  switch (lang) {
    case 'fr':
      return `« ${text} »`;
    case 'es':
    case 'it':
      return `«${text}»`;
    case 'nl':
      return `‘${text}’`;
  }
}
