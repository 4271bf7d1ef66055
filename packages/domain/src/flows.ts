import type { HomeFlow } from './api/content';

/** The four search flows (000 §1). */
export const flows = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type Flow = (typeof flows)[number];

/** The flows a rule can depend on: hotel counts as booking (S-052). */
export type VirtualFlow = Exclude<Flow, 'hotel'>;

export function isFlow(value: unknown): value is Flow {
  return typeof value === 'string' && (flows as readonly string[]).includes(value);
}

/** The flow to use wherever a virtual flow is needed: hotel counts as booking (S-052). */
export function virtualFlow(flow: Flow): VirtualFlow {
  return flow === 'hotel' ? 'booking' : flow;
}

/** Every sort key, in the spec's order (000 §9). */
export const sortKeys = [
  'priceQuality',
  'distance',
  'promo',
  'priceAsc',
  'popularity',
  'svPriceDesc',
  'svPriceAsc',
] as const;
export type SortKey = (typeof sortKeys)[number];

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as readonly string[]).includes(value);
}

/** The flows offering each sort, beside the location condition of `distance` (S-092…S-095). */
const sortFlows: Record<SortKey, readonly Flow[]> = {
  priceQuality: ['booking', 'gifting', 'hotel'],
  distance: ['booking', 'gifting', 'hotel'],
  promo: ['booking'],
  priceAsc: ['booking', 'hotel'],
  popularity: ['booking', 'hotel'],
  svPriceDesc: ['gifting'],
  svPriceAsc: ['gifting'],
};

/**
 * The sort options of a flow, in the spec's order (000 §9). `distance` needs a location (lat and
 * lng). The activity flow has no sort (S-099).
 */
export function sortOptionsFor(flow: Flow, { hasLocation }: { hasLocation: boolean }): SortKey[] {
  return sortKeys.filter((key) => sortFlows[key].includes(flow) && (key !== 'distance' || hasLocation));
}

/** The sorts that survive a switch to gifting (S-098). */
const giftingKeptSorts: readonly SortKey[] = ['priceQuality', 'distance'];

/**
 * The sort after switching to `toFlow`: gifting keeps only priceQuality or distance (S-098), the
 * activity flow drops it (S-099), booking and hotel keep a sort they offer. `undefined` means no sort.
 */
export function sortAfterFlowSwitch(sort: SortKey | undefined, toFlow: Flow): SortKey | undefined {
  if (sort === undefined) return undefined;
  if (toFlow === 'gifting') return giftingKeptSorts.includes(sort) ? sort : undefined;
  return sortFlows[sort].includes(toFlow) ? sort : undefined;
}

/** The campaign value of `utm_content` that sends the gifting home to the gift landing (001 §2.1, S-383). */
export const GIFT_LANDING_TEST = 'giftlptest';

/** Whether a home's query fires the gift landing redirect test: the gifting flow with its campaign (S-383). */
export function firesGiftLandingTest(query: URLSearchParams): boolean {
  return query.get('flow') === 'gifting' && query.get('utm_content') === GIFT_LANDING_TEST;
}

/** The home flow of a `?flow=` value: hotel shows the booking home, unknown values too (S-381). */
export function homeFlowOf(flow: string | null): HomeFlow {
  return flow === 'gifting' || flow === 'activity' ? flow : 'booking';
}
