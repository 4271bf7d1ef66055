import { translate } from '@escale/i18n/core';
import type { ShouldRevalidateFunction } from 'react-router';
import { ApiRequestError } from './api';
import { marketOfRequest } from './market';

// What the pages of one entity (a stay, a hotel, an order) share in their loaders.

/** The market and the 404 copy, read on the server: the browser bundle never carries other locales' catalogs. */
export function pageBase(request: Request) {
  const market = marketOfRequest(request);
  return {
    market,
    base: {
      locale: market.locale,
      origin: market.origin,
      notFound: {
        title: translate(market.locale, 'notFound.title'),
        description: translate(market.locale, 'notFound.text'),
      },
    },
  };
}

/** A positive integer id from the path, or null. */
export function pathId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The entity, or null when the API does not know it (404, or 400 for an id it refuses). */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The `shouldRevalidate` of a page whose hash changes on the page itself: it is loaded again only
 * for another path, or when the same URL is asked for again.
 */
export const revalidateOnOtherPath: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname !== nextUrl.pathname || (defaultShouldRevalidate && currentUrl.href === nextUrl.href);
