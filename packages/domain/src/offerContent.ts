import type { z } from 'zod';
import type { ApiImage } from './api/common';
import type { hotelRoomSchema, roomOfferSchema } from './api/hotel';
import type { ActivityView, breakfastSchema, cancellationPolicySchema, OfferPrice } from './api/offer';
import type { OfferListItem, ProductPage, packageItemSchema } from './api/product';
import { type CardCancellationPolicy, type CardPrice, cardPrice } from './cards';

// The offer content of the stay product page and the hotel page (001 §2.3, §2.5, §3 Package
// summary, Activity / dinner, Breakfast, Room (hotel page), Room offer, §4 Description text).

/** One item of "Your stay includes" (001 §3 Package summary). */
export type PackageItem = z.infer<typeof packageItemSchema>;
/** An item of "Your stay includes" that is no activity (the room): its title, picture and icon, nothing more. */
export function plainPackageItem(title: string, imageUrl: string | null, icon: string): PackageItem {
  return {
    title,
    imageUrl,
    icon,
    activityParticipantsLabel: null,
    duration: null,
    repeated: false,
    displayPax: false,
    how: null,
    activityId: null,
  };
}

/** "Your stay includes": room, breakfasts, dinners, activities and extras. */
export type PackageSummaryContent = ProductPage['packageSummary'];
/** 001 §3 Breakfast. */
export type Breakfast = z.infer<typeof breakfastSchema>;
/** 001 §3 Room (hotel page), with its offers. */
export type HotelRoom = z.infer<typeof hotelRoomSchema>;
/** 001 §3 Room offer. */
export type RoomOffer = z.infer<typeof roomOfferSchema>;
/** 001 §3 Cancellation policy as the offer, product and hotel answers give it. */
export type OfferCancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export type PackageItemKind = 'room' | 'breakfast' | 'dinner' | 'activity' | 'extra';

/**
 * The items of "Your stay includes" in the order the spec lists them (S-220): the room, the
 * breakfasts, the dinners, the activities, then the extras this offer adds to its base offer.
 */
export function packageSummaryItems(
  summary: PackageSummaryContent,
): { kind: PackageItemKind; item: PackageItem }[] {
  return [
    { kind: 'room' as const, item: summary.room },
    ...(summary.breakfasts ? [{ kind: 'breakfast' as const, item: summary.breakfasts }] : []),
    ...(summary.dinners ? [{ kind: 'dinner' as const, item: summary.dinners }] : []),
    ...summary.activities.map((item) => ({ kind: 'activity' as const, item })),
    ...summary.extra.map((item) => ({ kind: 'extra' as const, item })),
  ];
}

/** A duration in whole hours and the minutes left; `null` without a positive duration. */
export function durationParts(minutes: number | null | undefined): { hours: number; minutes: number } | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.round(minutes);
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The activity summary of the program is cut at this many characters, with "See more" (S-231). */
export const ACTIVITY_SUMMARY_MAX_CHARS = 250;

/** A breakfast, a dinner or an activity of the program (001 §3 Activity / dinner, Breakfast). */
export interface ProgramItem {
  /** `breakfast`, or `activity-{id}`. */
  key: string;
  kind: 'breakfast' | 'dinner' | 'activity';
  activityId: number | null;
  title: string;
  /** The main picture (640_360); `null` for the breakfast, which shows its icon. */
  imageUrl: string | null;
  images: ApiImage[];
  /** `breakfast`, `dinner`, or the activity's group (wellness, sport…). */
  icon: string;
  /** The activity's universe, such as "Wellness". */
  univers: string | null;
  detailList: string[];
  /** The dinner's courses. */
  menu: string[] | null;
  whyList: string[];
  mustKnowList: string[];
  how: string | null;
  /** Minutes. */
  duration: number | null;
  where: string | null;
  schedules: string[];
  /** Every day of the stay (breakfasts). */
  repeated: boolean;
  /** "For 2 people", when the activity shows its participants. */
  participantsLabel: string | null;
}

/** Whether a stay has a program to show (S-221): activities, a breakfast or both. */
export function hasProgram(product: Pick<ProductPage, 'activities' | 'breakfast'>): boolean {
  return product.activities.length > 0 || Boolean(product.breakfast);
}

/**
 * The program's items (S-221) in the order of the program lines: the breakfast, the dinners, then
 * the activities. The breakfast is served every morning.
 */
export function programItems(
  activities: readonly ActivityView[],
  breakfast: Breakfast | null,
): ProgramItem[] {
  const fromActivity = (activity: ActivityView): ProgramItem => ({
    key: `activity-${activity.activityId}`,
    kind: activity.type,
    activityId: activity.activityId,
    title: activity.title,
    imageUrl: activity.imageUrl || null,
    images: activity.images,
    icon: activity.icon,
    univers: activity.univers,
    detailList: activity.detailList,
    menu: activity.menu,
    whyList: activity.whyList,
    mustKnowList: activity.mustKnowList,
    how: activity.how || null,
    duration: activity.duration,
    where: activity.where,
    schedules: activity.schedules,
    repeated: activity.repeated,
    participantsLabel: activity.displayPax ? activity.activityParticipantsLabel : null,
  });
  return [
    ...(breakfast
      ? [
          {
            key: 'breakfast',
            kind: 'breakfast' as const,
            activityId: null,
            title: breakfast.title,
            imageUrl: null,
            images: [],
            icon: 'breakfast',
            univers: null,
            detailList: breakfast.detailList,
            menu: null,
            whyList: [],
            mustKnowList: breakfast.mustKnowList,
            how: null,
            duration: null,
            where: null,
            schedules: breakfast.schedules,
            repeated: true,
            participantsLabel: null,
          },
        ]
      : []),
    ...activities.filter((activity) => activity.type === 'dinner').map(fromActivity),
    ...activities.filter((activity) => activity.type === 'activity').map(fromActivity),
  ];
}

const SENTENCE_END = /[.!?…:]$/u;

/**
 * An item's summary (S-231): its details as sentences, one after the other. The program cuts it at
 * `ACTIVITY_SUMMARY_MAX_CHARS` with "See more".
 */
export function programItemSummary(item: Pick<ProgramItem, 'detailList'>): string {
  return item.detailList
    .map((detail) => detail.trim())
    .filter((detail) => detail !== '')
    .map((detail) => (SENTENCE_END.test(detail) ? detail : `${detail}.`))
    .join(' ');
}

/** The cancellation policy of the offer answers, as the cancellation status reads it (S-313). */
export function cardCancellationPolicy(policy: OfferCancellationPolicy): CardCancellationPolicy {
  return { cancellable: policy.isCancellable, cancellationDeadline: policy.cancellationDeadline };
}

/** The hotel's other offers (S-243): every offer of the list but the one shown. */
export function otherHotelOffers<T extends Pick<OfferListItem, 'current'>>(offers: readonly T[]): T[] {
  return offers.filter((offer) => !offer.current);
}

/**
 * The card price of an offer of the hotel's list (S-243): per night rounded up to the euro with the
 * stay's total beside it, the promo from the offer list's threshold (S-147).
 */
export function offerListCardPrice(price: OfferPrice, participants: number): CardPrice {
  return cardPrice(
    {
      sellPrice: price.sellPrice,
      refPrice: price.refPrice,
      promo: price.promoPercentageRounded,
      pricePerNight: price.pricePerNight,
      lowestPrice30Days: price.lowestPrice30Days ?? null,
      prices: [],
      participants,
      nights: price.nights,
      priceType: price.priceType,
    },
    'NORMAL',
  );
}
