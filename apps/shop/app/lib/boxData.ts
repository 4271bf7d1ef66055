import { BOX_OFFERS_PAGE_SIZE } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { apiGet } from './api';

// The box shop's calls (001 §7, S-484…S-486, G-52): amounts in cents, answers checked on the server.

/** The market's e-boxes, in listing order (S-298). */
export const loadBoxes = (locale: Locale) =>
  apiGet('/gateway/boxes/search', locale, { medium: 'digital' }, 'boxes');

export const loadBox = (locale: Locale, code: string) =>
  apiGet(`/gateway/boxes/${encodeURIComponent(code)}/product-detail`, locale, {}, 'boxDetail');

/** A page of the stays a box is used for, 8 cards (S-297). */
export const loadBoxOffers = (locale: Locale, code: string, page: number, signal?: AbortSignal) =>
  apiGet(
    `/gateway/boxes/${encodeURIComponent(code)}/offers`,
    locale,
    { page, limit: BOX_OFFERS_PAGE_SIZE },
    'offerCards',
    signal,
  );

/** Every hotel of a box as a map marker (S-486). */
export const loadBoxMarkers = (locale: Locale, code: string, signal?: AbortSignal) =>
  apiGet(
    `/gateway/boxes/${encodeURIComponent(code)}/offers`,
    locale,
    { performMapSearch: true },
    'mapMarkers',
    signal,
  ).then((answer) => answer.exactMatch);
