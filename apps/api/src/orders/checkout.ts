import {
  ACTIVITY_VOUCHER_VALIDITY_MONTHS,
  type ActivityItem,
  type ApiLocale,
  type BoxItem,
  type BuyerCountry,
  type CancellationPolicyType,
  type CheckoutSummary,
  cancellationPolicyType,
  GIFTING_PAX,
  type GiftCardItem,
  type GiftFormat,
  giftStayPrice,
  NOT_BOOKABLE_MESSAGE,
  nightsBetween,
  type OrderItems,
  ownCancellationChoice,
  type Pax,
  type PriceBreakdown,
  type ShortStayItem,
  type UnbookableReason,
  upsellAmountOf,
  VOUCHER_VALIDITY_MONTHS,
} from '@escale/domain';
import type { AppDeps } from '../app';
import { boxSummary, loadGiftBoxes } from '../cms/giftBoxes';
import { loadHotelContent } from '../content/hotels';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import { findVoucher } from '../content/vouchers';
import { availableSubElements, priceSubElements, shippingCostOf } from '../gifts/extras';
import { ApiError, type Issue } from '../http/errors';
import { giftPriceOfOffer } from '../product/giftPrice';
import { loadOffer } from '../product/load';
import { checkActivityDays, stayDaysOf, UNBOOKABLE_TEXT } from '../product/stayChecks';
import { ContentViews, offerParts } from '../product/views';
import { withGiftcard } from './giftcards';
import { insuranceOffers } from './insurance';
import { applyPromotion } from './promotions';

// Prices a checkout from its items, on the server, from the catalog (DESIGN.md "The API"): the
// booking summary shows it, and an order is refused when the buyer's expectedAmount differs.

const CRITERIA = 'items.shortStayItem.reservationCriteria';

/** What an order reserves: `nbRooms` rooms of `roomId` each night of the stay. */
export interface RoomReservation {
  roomId: string;
  nbRooms: number;
  checkin: string;
  nights: number;
}

export interface PricedCheckout {
  summary: CheckoutSummary;
  /** null for a gift: its beneficiary books later. */
  reservation: RoomReservation | null;
  /** The insurance choice's problem, when the items make one (an order needs a valid choice). */
  insuranceIssue: Issue | null;
}

export function unbookable(reason: UnbookableReason): ApiError {
  const path = reason === 'INACTIVE' ? `${CRITERIA}.offerId` : `${CRITERIA}.travelPeriod`;
  // A night taken by someone else is a conflict; anything else cannot be sold at all.
  return new ApiError(reason === 'SOLD_OUT' ? 409 : 422, reason, NOT_BOOKABLE_MESSAGE, [
    { path, message: UNBOOKABLE_TEXT[reason] },
  ]);
}

/**
 * Prices whichever product the items hold: a stay, a box or a gift card (S-305). A physical gift
 * adds its shipping cost, the international fee when `deliveryCountry` is outside the market, and
 * its extras; a gift card typed pays what it can of the total.
 */
export async function priceCheckout(
  deps: AppDeps,
  locale: ApiLocale,
  items: OrderItems,
  deliveryCountry?: BuyerCountry,
): Promise<PricedCheckout> {
  const priced = await priceProduct({ deps, locale, deliveryCountry }, items);
  const summary = await withGiftcard(deps.db, priced.summary, items.giftcardItem, deps.catalog.clock().date);
  return { ...priced, summary };
}

function priceProduct(where: PricingContext, items: OrderItems): Promise<PricedCheckout> {
  if (items.boxItem) return priceBox(where, items, items.boxItem);
  if (items.giftCardItem) return priceGiftCard(where, items, items.giftCardItem);
  if (items.activityItem) return priceActivity(where, items, items.activityItem);
  // orderItemsSchema requires exactly one product item.
  return priceStay(where, items, items.shortStayItem as ShortStayItem);
}

/** Who prices, in which market, for a delivery where. */
interface PricingContext {
  deps: AppDeps;
  locale: ApiLocale;
  deliveryCountry: BuyerCountry | undefined;
}

/** What a gift that is not a stay leaves empty in its summary. */
const NOT_A_STAY = {
  activity: null,
  offer: null,
  stay: null,
  gift: null,
  programLines: [],
  activities: [],
  cancellationPolicy: { isCancellable: false, cancellationDeadline: null },
  localTaxTotalAmount: null,
  insuranceOffers: [],
  giftcard: null,
} satisfies Partial<CheckoutSummary>;

type GiftExtras = Pick<PriceBreakdown, 'shippingCost' | 'subElementsPrice'>;

const NO_EXTRAS: GiftExtras = { shippingCost: { amount: 0, internationalFee: 0 }, subElementsPrice: 0 };

/** The breakdown of the amounts: the product, its insurance, the reduction and a physical gift's extras. */
function breakdownOf(
  parts: { stayAmount: number; insuranceAmount?: number; reductionAmount: number } & GiftExtras,
): PriceBreakdown {
  const { shippingCost, subElementsPrice } = parts;
  const insuranceAmount = parts.insuranceAmount ?? 0;
  const totalAmount =
    parts.stayAmount +
    insuranceAmount -
    parts.reductionAmount +
    shippingCost.amount +
    shippingCost.internationalFee +
    subElementsPrice;
  return {
    stayAmount: parts.stayAmount,
    insuranceAmount,
    reductionAmount: parts.reductionAmount,
    giftcards: [],
    shippingCost,
    subElementsPrice,
    totalAmount,
    remainingAmountToPay: totalAmount,
    currency: 'EUR',
  };
}

/** A box at its price paid (its value, S-299), its format's code, a physical box's extras. */
async function priceBox(context: PricingContext, items: OrderItems, item: BoxItem): Promise<PricedCheckout> {
  const { deps, locale } = context;
  const boxes = await loadGiftBoxes(deps.db);
  const box = boxes.find((row) => row.code === item.code && row.locales.includes(locale));
  if (!box) {
    throw new ApiError(404, 'NOT_FOUND', 'Box not found', [
      { path: 'items.boxItem.code', message: `No box ${item.code} in this market` },
    ]);
  }
  if (box.format !== item.format) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: items.boxItem.format', [
      { path: 'items.boxItem.format', message: `Box ${box.code} is the ${box.format} box` },
    ]);
  }
  const lang = languageOf(locale);
  const summary = boxSummary(box, lang);
  const today = deps.catalog.clock().date;
  const promo = items.promotionCodeItem
    ? await applyPromotion(deps.db, items.promotionCodeItem.code, {
        stayAmount: box.value,
        isGift: true,
        today,
      })
    : null;
  const extras = await giftExtrasOf(context, item, 'items.boxItem');
  return {
    reservation: null,
    insuranceIssue: null,
    summary: {
      ...NOT_A_STAY,
      box: {
        code: box.code,
        title: summary.title,
        imageUrl: summary.mainBySize['640_360'],
        includedContent: summary.includedContent,
        format: box.format,
        nights: box.nights,
        people: box.people,
        validityMonths: VOUCHER_VALIDITY_MONTHS.BOX,
      },
      giftCard: null,
      pax: { adults: box.people, children: 0, babies: 0 },
      promotion: promo?.promotion ?? null,
      breakdown: breakdownOf({ stayAmount: box.value, reductionAmount: promo?.reduction ?? 0, ...extras }),
    },
  };
}

/** A gift card at its amount; a promotion code takes nothing off money. */
async function priceGiftCard(
  context: PricingContext,
  items: OrderItems,
  item: GiftCardItem,
): Promise<PricedCheckout> {
  const extras = await giftExtrasOf(context, { ...item, subElementIds: [] }, 'items.giftCardItem');
  return {
    reservation: null,
    insuranceIssue: null,
    summary: {
      ...NOT_A_STAY,
      box: null,
      giftCard: { amount: item.amount, format: item.format },
      pax: null,
      promotion: items.promotionCodeItem
        ? { code: items.promotionCodeItem.code, status: 'NOT_APPLICABLE' }
        : null,
      breakdown: breakdownOf({ stayAmount: item.amount, reductionAmount: 0, ...extras }),
    },
  };
}

/**
 * An activity voucher at the price of its participants (S-286, S-290): for oneself or to offer,
 * digital, valid 12 months. One no longer published cannot be bought (S-287).
 */
async function priceActivity(
  context: PricingContext,
  items: OrderItems,
  item: ActivityItem,
): Promise<PricedCheckout> {
  const { deps, locale } = context;
  const path = 'items.activityItem';
  const voucher = await findVoucher(deps.db, item.voucherId);
  if (!voucher) {
    throw new ApiError(404, 'NOT_FOUND', 'Activity not found', [
      { path: `${path}.voucherId`, message: `No activity voucher ${item.voucherId}` },
    ]);
  }
  if (!voucher.published) {
    throw new ApiError(422, 'INACTIVE', NOT_BOOKABLE_MESSAGE, [
      { path: `${path}.voucherId`, message: 'This activity is no longer sold' },
    ]);
  }
  const price = voucher.prices.find((entry) => entry.adults === item.adults);
  if (!price) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid request: ${path}.adults`, [
      { path: `${path}.adults`, message: `No price for ${item.adults} participants` },
    ]);
  }
  const content = await loadHotelContent(deps.db, voucher.hotel_id);
  if (!content) throw new Error(`No hotel ${voucher.hotel_id} for activity voucher ${voucher.id}`);
  const lang = languageOf(locale);
  const label = voucher.labels[lang];
  const promo = items.promotionCodeItem
    ? await applyPromotion(deps.db, items.promotionCodeItem.code, {
        stayAmount: price.sellPrice,
        isGift: item.customType === 'GIFT',
        today: deps.catalog.clock().date,
      })
    : null;
  return {
    reservation: null,
    insuranceIssue: null,
    summary: {
      ...NOT_A_STAY,
      box: null,
      giftCard: null,
      activity: {
        id: voucher.id,
        label,
        imageUrl: image('voucher', voucher.id, 0, label).sizes['640_360'],
        centre: {
          label: content.hotel.label,
          locationLabel: new ContentViews(content, locale).location().label,
        },
        ownUse: item.customType === 'OWN_USE',
        validityMonths: ACTIVITY_VOUCHER_VALIDITY_MONTHS,
      },
      pax: { adults: item.adults, children: 0, babies: 0 },
      promotion: promo?.promotion ?? null,
      breakdown: breakdownOf({
        stayAmount: price.sellPrice,
        reductionAmount: promo?.reduction ?? 0,
        ...NO_EXTRAS,
      }),
    },
  };
}

async function priceStay(
  context: PricingContext,
  items: OrderItems,
  item: ShortStayItem,
): Promise<PricedCheckout> {
  const { deps, locale } = context;
  const { reservationCriteria: criteria, gift } = item;
  const loaded = await loadOffer(deps, criteria.offerId, locale).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError(404, 'NOT_FOUND', 'Offer not found', [
        { path: `${CRITERIA}.offerId`, message: `No offer ${criteria.offerId}` },
      ]);
    }
    throw error;
  });
  const { record, row, views } = loaded;
  if (gift && !record.giftable) {
    throw new ApiError(422, 'NOT_GIFTABLE', 'This stay cannot be offered as a gift', [
      { path: 'items.shortStayItem.gift', message: 'This stay is not giftable' },
    ]);
  }
  const today = deps.catalog.clock().date;
  const pax: Pax = {
    adults: criteria.pax.numberOfAdults,
    children: criteria.pax.numberOfChildren,
    babies: criteria.pax.numberOfBabies,
  };
  if (gift && (pax.adults !== GIFTING_PAX.adults || pax.children !== 0 || pax.babies !== 0)) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid request: ${CRITERIA}.pax`, [
      { path: `${CRITERIA}.pax`, message: 'A gift is for 2 adults' },
    ]);
  }
  const activities = offerParts(row, views.content).activities;

  let stayAmount: number;
  let stay: CheckoutSummary['stay'] = null;
  let reservation: RoomReservation | null = null;
  let localTaxTotalAmount: number | null = null;
  let cancellationPolicy: CheckoutSummary['cancellationPolicy'] = {
    isCancellable: false,
    cancellationDeadline: null,
  };
  let nights: number;
  let chosen = new Map<number, string>();
  let upsellAmount: number | null = null;

  if (gift) {
    nights = gift.nights;
    const price = giftPriceOfOffer(deps.catalog, record, nights);
    if (!price) throw unbookable(record.active ? 'NIGHTS' : 'INACTIVE');
    // S-270, S-267: the bucket chosen, raised by the availability upsell to the Liberty price;
    // the voucher is worth what the gift costs.
    stayAmount = giftStayPrice(price, gift);
    const added = upsellAmountOf(price, gift.bucket);
    upsellAmount = gift.upsell === 'availability' && added > 0 ? added : null;
  } else {
    // orderItemsSchema requires the dates of a stay that is not a gift.
    const period = criteria.travelPeriod as NonNullable<typeof criteria.travelPeriod>;
    nights = nightsBetween(period.checkinDate, period.checkoutDate);
    const quote = deps.catalog.quote(record.id, { checkin: period.checkinDate, nights, pax });
    if (!quote?.bookable) throw unbookable(quote?.reason ?? 'INACTIVE');
    stayAmount = quote.sellPrice;
    stay = { checkin: period.checkinDate, checkout: period.checkoutDate, nights };
    reservation = { roomId: record.roomId, nbRooms: quote.nbRooms, checkin: period.checkinDate, nights };
    localTaxTotalAmount = quote.localTaxTotalAmount;
    cancellationPolicy = {
      isCancellable: quote.cancellationDeadline !== null,
      cancellationDeadline: quote.cancellationDeadline,
    };
    const checked = checkActivityDays(
      criteria.activityDaySelections,
      activities.map((a) => a.id),
      stayDaysOf(period.checkinDate, nights),
      (index) => `${CRITERIA}.activityDaySelections.${index}`,
    );
    chosen = checked.chosen;
    if (checked.issues.length > 0) {
      throw new ApiError(
        400,
        'BAD_REQUEST',
        `Invalid request: ${CRITERIA}.activityDaySelections`,
        checked.issues,
      );
    }
  }

  const cancellationType: CancellationPolicyType = cancellationPolicyType(cancellationPolicy);
  // A gift has no cancellation terms yet: no insurance either (S-320).
  const offers = insuranceOffers(gift ? null : cancellationType, stayAmount);
  const { amount: insuranceAmount, issue: insuranceIssue } = insuranceOf(items.insuranceItem, {
    isCancellable: cancellationPolicy.isCancellable,
    offers,
    isGift: gift !== null,
  });

  const promo = items.promotionCodeItem
    ? await applyPromotion(deps.db, items.promotionCodeItem.code, {
        stayAmount,
        isGift: gift !== null,
        today,
      })
    : null;
  const reductionAmount = promo?.reduction ?? 0;
  const extras = gift ? await giftExtrasOf(context, gift, 'items.shortStayItem.gift') : NO_EXTRAS;
  const room = views.room(row);
  const location = views.location();

  return {
    reservation,
    insuranceIssue,
    summary: {
      box: null,
      activity: null,
      giftCard: null,
      offer: {
        id: record.id,
        productId: record.id,
        label: row.labels[views.lang],
        imageUrl: views.offerImage(row).sizes['640_360'],
        roomLabel: room.names[views.lang],
        hotel: {
          id: views.content.hotel.id,
          label: views.content.hotel.label,
          stars: views.content.hotel.stars,
          locationLabel: location.label,
        },
      },
      stay,
      gift: gift ? { format: gift.format, nights: gift.nights, upsellAmount } : null,
      pax,
      programLines: views.programLines(row, nights, pax),
      activities: activities.map((activity) => ({
        activityId: activity.id,
        title: activity.titles[views.lang],
        date: chosen.get(activity.id) ?? null,
      })),
      cancellationPolicy,
      localTaxTotalAmount,
      promotion: promo?.promotion ?? null,
      giftcard: null,
      insuranceOffers: offers,
      breakdown: breakdownOf({ stayAmount, insuranceAmount, reductionAmount, ...extras }),
    },
  };
}

/** The insurance choice's amount, and what is wrong with it for these terms (S-317, S-318). */
function insuranceOf(
  item: OrderItems['insuranceItem'],
  terms: { isCancellable: boolean; offers: CheckoutSummary['insuranceOffers']; isGift: boolean },
): { amount: number; issue: Issue | null } {
  const path = 'items.insuranceItem';
  if (terms.isGift) {
    return item
      ? { amount: 0, issue: { path, message: 'A gift has no cancellation choice' } }
      : { amount: 0, issue: null };
  }
  if (!item) return { amount: 0, issue: { path, message: 'Please choose an option' } };
  if (item.choice === 'INSURANCE') {
    const offer = terms.offers.find((o) => o.id === item.insuranceId);
    return offer
      ? { amount: offer.sellPrice, issue: null }
      : {
          amount: 0,
          issue: { path: `${path}.insuranceId`, message: 'This insurance is not offered for this stay' },
        };
  }
  const own = ownCancellationChoice(terms);
  return item.choice === own
    ? { amount: 0, issue: null }
    : { amount: 0, issue: { path: `${path}.choice`, message: `This stay's own terms are ${own}` } };
}

/**
 * What a gift's format adds (001 §3 Gift price): a physical gift's shipping, fee abroad and
 * extras; `path` names the gift's item in the request.
 */
async function giftExtrasOf(
  { deps, locale, deliveryCountry }: PricingContext,
  gift: { format: GiftFormat; subElementIds: readonly number[] },
  path: string,
): Promise<GiftExtras> {
  if (gift.format === 'digital') {
    priceSubElements(
      { categories: [], subElements: [] },
      gift.subElementIds,
      'digital',
      `${path}.subElementIds`,
    );
    return NO_EXTRAS;
  }
  const [{ cost, country }, available] = await Promise.all([
    shippingCostOf(deps.db, locale, 'physical').catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 503
        ? new ApiError(422, 'FORMAT_UNAVAILABLE', error.message, [
            { path: `${path}.format`, message: error.message },
          ])
        : error;
    }),
    availableSubElements(deps.db, locale),
  ]);
  const isAbroad = deliveryCountry !== undefined && deliveryCountry !== country;
  return {
    shippingCost: { amount: cost.amount, internationalFee: isAbroad ? cost.internationalFee : 0 },
    subElementsPrice: priceSubElements(available, gift.subElementIds, 'physical', `${path}.subElementIds`),
  };
}
