import {
  type ActivityOnlySearchQuery,
  type ActivityOnlySearchResponse,
  activityPricePerPerson,
  activityRoute,
  destinationKeysOf,
  displayedPromo,
  paxOfQuery,
  promoPercent,
} from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import { imageUrls } from '../images/urls';
import { cardHotel } from './cards';
import { answeredKm, haversineKm } from './geo';
import type { HotelEntry, SearchIndex, VoucherEntry } from './index';
import { cached } from './offers';
import { resolveArea } from './query';

interface Found {
  voucher: VoucherEntry;
  /** Sell price per person for the adults asked (S-146). */
  perPerson: number;
}

/**
 * search/activity-only.json (S-470): published activity vouchers of active activity centres in the
 * area, of the theme and tags, within the price range per person; centres nearest first when the
 * search has a point (best rated first otherwise), each with its vouchers cheapest per person first.
 */
export function searchActivityOnly(
  index: SearchIndex,
  query: ActivityOnlySearchQuery,
): ActivityOnlySearchResponse {
  const pax = paxOfQuery(query);
  const area = resolveArea(index, query);
  const lang = languageOf(query.locale);
  const key = {
    locale: query.locale,
    pax,
    area,
    theme: query.theme ?? null,
    tags: query.tags ? [...new Set(query.tags)].sort((a, b) => a - b) : null,
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
    perHotel: query.numberOfPackagesPerHotel,
    page: query.page,
    limit: query.limit,
  };
  return cached(index, 'activity-only', key, () => {
    const centres: Array<{ hotel: HotelEntry; distance: number | null; found: Found[] }> = [];
    for (const hotel of index.hotels) {
      if (!hotel.active || hotel.vouchers.length === 0) continue;
      if (area.place !== null && !hotel.places.has(area.place)) continue;
      const distance = area.point ? haversineKm(area.point, hotel) : null;
      if (distance !== null && (distance < area.distanceMin || distance > area.distanceMax)) continue;
      const found: Found[] = [];
      for (const voucher of hotel.vouchers) {
        if (!voucher.published) continue;
        if (key.theme !== null && !voucher.themes.includes(key.theme)) continue;
        if (key.tags && (voucher.tag === null || !key.tags.includes(voucher.tag))) continue;
        const perPerson = activityPricePerPerson(
          voucher.prices.map(({ adults, sellPrice, barPrice }) => ({
            paxComposition: { adults },
            sellPrice,
            barPrice,
          })),
          pax.adults,
        );
        if (!perPerson) continue;
        if (key.priceMin !== null && perPerson.sellPrice < key.priceMin) continue;
        if (key.priceMax !== null && perPerson.sellPrice > key.priceMax) continue;
        found.push({ voucher, perPerson: perPerson.sellPrice });
      }
      if (found.length === 0) continue;
      found.sort((a, b) => a.perPerson - b.perPerson || a.voucher.id - b.voucher.id);
      centres.push({ hotel, distance, found: found.slice(0, key.perHotel) });
    }
    centres.sort(
      (a, b) =>
        (a.distance ?? 0) - (b.distance ?? 0) ||
        (b.hotel.score ?? 0) - (a.hotel.score ?? 0) ||
        a.hotel.id - b.hotel.id,
    );
    const page = centres.slice(query.page * query.limit, (query.page + 1) * query.limit);
    return {
      exactMatch: page.map(({ hotel, distance, found }) => ({
        ...cardHotel(index, hotel, lang),
        distance: distance === null ? null : answeredKm(distance),
        activityOnlyPackages: found.map(({ voucher }) => {
          const label = voucher.labels[lang];
          return {
            activityOnlyVoucher: {
              id: voucher.id,
              label,
              prices: voucher.prices.map(({ adults, sellPrice, barPrice }) => ({
                paxComposition: { adults },
                sellPrice,
                barPrice,
                promoPercentageRounded: displayedPromo(promoPercent(sellPrice, barPrice), 'activityOnly'),
              })),
              imageUrl: imageUrls('voucher', voucher.id, 0, label).sizes['640_360'],
              uri: activityRoute(voucher.id),
            },
          };
        }),
      })),
      searchDetails: {
        adult: pax.adults,
        child: pax.children,
        baby: pax.babies,
        totalCount: centres.length,
        page: query.page,
        limit: query.limit,
      },
      mainTitle: mainTitle(index, query, lang),
    };
  });
}

/** "Activities around {destination}" when a destination is searched, "Our activities" otherwise. */
function mainTitle(index: SearchIndex, query: ActivityOnlySearchQuery, lang: ReturnType<typeof languageOf>) {
  const [key] = destinationKeysOf(query);
  const id = key ? query[key] : undefined;
  const destination =
    key === 'hotel'
      ? index.hotelsById.get(Number(id))?.label
      : id
        ? index.destinations.get(id)?.names[lang]
        : undefined;
  return destination
    ? translate(query.locale, 'activityOnly.titleAround', { destination })
    : translate(query.locale, 'activityOnly.title');
}
