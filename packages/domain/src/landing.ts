import type { ApiLocale } from './api/common';
import { cityIdOfSlug } from './routes';

// Landing pages (001 §2.2, §3 Content blocks, §7, §9; S-379, S-386, S-387, G-34): the criteria a
// top-search-results block reads from its URL segment, and the blocks a countdown hides.

/** The URL keys of a city and of an idea (a theme) in each market's language (S-387, G-34). */
export const LANDING_URL_KEYS: Readonly<Record<ApiLocale, { city: string; idea: string }>> = {
  fr_FR: { city: 'ville', idea: 'idee' },
  fr_BE: { city: 'ville', idea: 'idee' },
  es_ES: { city: 'ciudad', idea: 'tema' },
  it_IT: { city: 'citta', idea: 'idea' },
  nl_NL: { city: 'stad', idea: 'thema' },
  nl_BE: { city: 'stad', idea: 'thema' },
};

/** What a top-search-results block searches: a city, or the stays of an idea's theme. */
export type LandingCriteria = { city: string } | { theme: number };

/**
 * The criteria of a block's URL segment (S-387): `/ville/annecy` is the city `city-annecy` in
 * French, `/idee/18` the theme 18; another market's keys, or anything else, are none.
 */
export function landingCriteria(locale: ApiLocale, segment: string): LandingCriteria | null {
  const keys = LANDING_URL_KEYS[locale];
  const [, key = '', value = '', ...rest] = segment.split('/');
  if (rest.length > 0 || value === '') return null;
  if (key === keys.city && /^[a-z0-9-]+$/.test(value)) return { city: cityIdOfSlug(value) };
  if (key === keys.idea && /^[1-9]\d{0,5}$/.test(value)) return { theme: Number(value) };
  return null;
}

/** A block's countdown: shown from its start until its end, ISO instants. */
export interface Countdown {
  start: string;
  end: string;
}

/** Whether a block shows at `now`: always without a countdown, else inside its window (S-379). */
export function isInCountdownWindow(countdown: Countdown | null | undefined, now: Date): boolean {
  if (!countdown) return true;
  const time = now.getTime();
  return Date.parse(countdown.start) <= time && time < Date.parse(countdown.end);
}
