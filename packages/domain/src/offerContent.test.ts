import { describe, expect, it } from 'vitest';
import type { ActivityView, OfferPrice } from './api/offer';
import {
  ACTIVITY_SUMMARY_MAX_CHARS,
  type Breakfast,
  cardCancellationPolicy,
  durationParts,
  hasProgram,
  offerListCardPrice,
  otherHotelOffers,
  type PackageItem,
  packageSummaryItems,
  plainPackageItem,
  programItemSummary,
  programItems,
} from './offerContent';

const item = (title: string): PackageItem => plainPackageItem(title, null, 'activity');

const activity = (activityId: number, type: ActivityView['type'], displayPax = true): ActivityView => ({
  activityId,
  type,
  title: `Activity ${activityId}`,
  imageUrl: `/images/${activityId}.svg`,
  images: [],
  icon: type,
  univers: null,
  detailList: ['One'],
  whyList: [],
  mustKnowList: [],
  how: '',
  menu: null,
  duration: 60,
  where: null,
  schedules: [],
  repeated: false,
  singleDay: true,
  displayPax,
  activityParticipantsLabel: 'For 2 people',
});

const breakfast: Breakfast = {
  type: 'buffet',
  title: 'Buffet breakfast',
  detailList: ['Bread'],
  mustKnowList: [],
  schedules: ['08:00-11:00'],
};

describe('offer content', () => {
  it('S-220 "Your stay includes" lists room, breakfasts, dinners, activities, then extras', () => {
    const items = packageSummaryItems({
      room: item('Room'),
      breakfasts: item('Breakfasts'),
      dinners: null,
      activities: [item('Hike')],
      extra: [item('Massage'), item('Spa')],
    });
    expect(items.map(({ kind, item: { title } }) => `${kind}:${title}`)).toEqual([
      'room:Room',
      'breakfast:Breakfasts',
      'activity:Hike',
      'extra:Massage',
      'extra:Spa',
    ]);
  });

  it('S-220 a duration splits into hours and minutes; none without a positive duration', () => {
    expect(durationParts(50)).toEqual({ hours: 0, minutes: 50 });
    expect(durationParts(60)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(90)).toEqual({ hours: 1, minutes: 30 });
    expect(durationParts(120)).toEqual({ hours: 2, minutes: 0 });
    expect(durationParts(0)).toBeNull();
    expect(durationParts(null)).toBeNull();
    expect(durationParts(Number.NaN)).toBeNull();
  });

  it('S-221 the program lists the breakfast, the dinners, then the activities', () => {
    const items = programItems(
      [activity(2, 'activity'), activity(1, 'dinner'), activity(3, 'activity', false)],
      breakfast,
    );
    expect(items.map((entry) => entry.key)).toEqual(['breakfast', 'activity-1', 'activity-2', 'activity-3']);
    expect(items[0]).toMatchObject({
      kind: 'breakfast',
      imageUrl: null,
      repeated: true,
      schedules: ['08:00-11:00'],
    });
    expect(items[1]).toMatchObject({ kind: 'dinner', participantsLabel: 'For 2 people', how: null });
    expect(items[3]?.participantsLabel).toBeNull();
    expect(programItems([], null)).toEqual([]);
  });

  it('S-221 a stay has a program with activities or a breakfast, and none without either', () => {
    expect(hasProgram({ activities: [activity(1, 'dinner')], breakfast: null })).toBe(true);
    expect(hasProgram({ activities: [], breakfast })).toBe(true);
    expect(hasProgram({ activities: [], breakfast: null })).toBe(false);
  });

  it('S-231 the activity summary is cut at 250 characters', () => {
    expect(ACTIVITY_SUMMARY_MAX_CHARS).toBe(250);
  });

  it('S-231 an activity summary reads its details as sentences', () => {
    expect(programItemSummary({ detailList: ['Duration: 50 min', ' Sauna access. ', '', 'Why not?'] })).toBe(
      'Duration: 50 min. Sauna access. Why not?',
    );
    expect(programItemSummary({ detailList: [] })).toBe('');
  });

  it('S-313 an API cancellation policy reads as a card policy', () => {
    expect(cardCancellationPolicy({ isCancellable: true, cancellationDeadline: '2026-12-04' })).toEqual({
      cancellable: true,
      cancellationDeadline: '2026-12-04',
    });
  });

  it('S-243 the other offers leave out the offer shown', () => {
    const offers = [
      { id: 1, current: false },
      { id: 2, current: true },
      { id: 3, current: false },
    ];
    expect(otherHotelOffers(offers).map((offer) => offer.id)).toEqual([1, 3]);
  });

  describe('S-243 an offer of the list shows its price per night', () => {
    const price: OfferPrice = {
      sellPrice: 41940,
      refPrice: 46600,
      promoPercentageRounded: 10,
      moneySaved: 4660,
      priceType: 'final',
      nights: 2,
      nbRooms: 1,
      pricePerNight: 21000,
      checkin: '2026-12-18',
    };

    it('with its total and the promo at the offer list threshold (S-147)', () => {
      expect(offerListCardPrice(price, 2)).toMatchObject({
        amount: 21000,
        per: 'night',
        total: 41940,
        promo: 10,
        reference: 23300,
        nights: 2,
        participants: 2,
      });
    });

    it('without a promo below 10 %', () => {
      expect(offerListCardPrice({ ...price, promoPercentageRounded: 9 }, 2)).toMatchObject({
        promo: 0,
        reference: null,
      });
    });
  });
});
