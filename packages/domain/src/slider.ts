import type { Flow } from './flows';

/** Bounds and step of a slider, in its own unit (euros, kilometres). */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** A two-thumb value, lower first. */
export type NumberRange = readonly [number, number];

/** S-077: price slider in euros, steps of 1, from 9 (1 in the activity flow) to 250. */
export const PRICE_SLIDER = Object.freeze({ min: 9, activityMin: 1, max: 250, step: 1 });

/** S-082: distance slider in kilometres, from 0 to 300, steps of 1. */
export const DISTANCE_SLIDER: Readonly<SliderBounds> = Object.freeze({ min: 0, max: 300, step: 1 });

/** The price keys of the search criteria, in cents (S-079). Gifting uses the single-voucher keys (S-081). */
export interface PriceCriteria {
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMin?: number;
  singleVoucherPriceMax?: number;
}

const CENTS_PER_EURO = 100;

/** S-077: the price slider of a flow. */
export function priceSliderBounds(flow: Flow): SliderBounds {
  return {
    min: flow === 'activity' ? PRICE_SLIDER.activityMin : PRICE_SLIDER.min,
    max: PRICE_SLIDER.max,
    step: PRICE_SLIDER.step,
  };
}

function priceKeys(flow: Flow) {
  return flow === 'gifting'
    ? ({ min: 'singleVoucherPriceMin', max: 'singleVoucherPriceMax' } as const)
    : ({ min: 'priceMin', max: 'priceMax' } as const);
}

/** S-088: keeps the lower value first. */
export function orderRange([a, b]: NumberRange): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

/**
 * S-078, S-079, S-081: the criteria a price slider sends. A value at or below the lower bound sends
 * no minimum and one at or above 250 no maximum; the others are sent in cents under the flow's keys.
 */
export function priceRangeToCriteria(range: NumberRange, flow: Flow): PriceCriteria {
  const { min, max } = priceSliderBounds(flow);
  const [low, high] = orderRange(range);
  const keys = priceKeys(flow);
  const criteria: PriceCriteria = {};
  if (low > min) criteria[keys.min] = Math.round(low * CENTS_PER_EURO);
  if (high < max) criteria[keys.max] = Math.round(high * CENTS_PER_EURO);
  return criteria;
}

/** A value the slider can hold: snapped to the step from the minimum, then kept inside the bounds. */
export function toSliderValue(value: number, { min, max, step }: SliderBounds): number {
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(Math.max(snapped, min), max);
}

/** The slider position of the criteria: the inverse of `priceRangeToCriteria`; a missing key is the bound. */
export function criteriaToPriceRange(criteria: PriceCriteria, flow: Flow): [number, number] {
  const bounds = priceSliderBounds(flow);
  const keys = priceKeys(flow);
  const toEuros = (cents: number | undefined, fallback: number) =>
    cents === undefined || !Number.isFinite(cents) ? fallback : toSliderValue(cents / CENTS_PER_EURO, bounds);
  return orderRange([toEuros(criteria[keys.min], bounds.min), toEuros(criteria[keys.max], bounds.max)]);
}

/** S-082: with a city selected the distance slider runs between the city's minimum and maximum. */
export function distanceBounds(city?: { distanceMin: number; distanceMax: number }): SliderBounds {
  if (!city) return { ...DISTANCE_SLIDER };
  return { min: city.distanceMin, max: city.distanceMax, step: DISTANCE_SLIDER.step };
}

/** Where a search is centred: coordinates, a city, or neither. */
export interface SearchLocation {
  lat?: number | null;
  lng?: number | null;
  city?: string | number | null;
}

/** S-083: the distance filter is sent only when it is active and a location exists (lat and lng, or a city). */
export function shouldSendDistance(active: boolean, location: SearchLocation): boolean {
  const hasCoordinates = location.lat != null && location.lng != null;
  const hasCity = location.city != null && location.city !== '';
  return active && (hasCoordinates || hasCity);
}
