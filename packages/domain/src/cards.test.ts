import { describe, expect, it } from 'vitest';
import {
  activityCardPrice,
  activityWishlistItem,
  CARD_IMAGE_VIEWPORT_MARGIN_PX,
  cancellationStatus,
  cardAction,
  cardPrice,
  cardStressMessages,
  cardViewFor,
  cardViewParts,
  offerWishlistItem,
  otherOffersScope,
  splitHotelOffers,
} from './cards';
import { cardViews } from './entities';
import { makeOfferCard } from './fixtures';

describe('card views', () => {
  it('S-132 describes each of the six views', () => {
    expect(Object.keys(cardViewParts).sort()).toEqual([...cardViews].sort());
  });

  it('S-132 gives each flow its grid view', () => {
    expect(cardViewFor('booking')).toBe('NORMAL');
    expect(cardViewFor('gifting')).toBe('GIFT');
    expect(cardViewFor('activity')).toBe('ACTIVITY');
    expect(cardViewFor('hotel')).toBe('HOTEL');
  });

  it('S-156 shows a gallery in the grid views and a single picture in rows', () => {
    expect(cardViewParts.NORMAL.media).toBe('gallery');
    expect(cardViewParts.CONDENSED).toMatchObject({ layout: 'row', media: 'picture' });
    expect(cardViewParts.MODIFICATION).toMatchObject({ layout: 'row', currentStay: true });
  });

  it('S-314 S-159 shows no cancellation and no auto-discount on gift cards', () => {
    expect(cardViewParts.GIFT).toMatchObject({ cancellation: false, autoDiscount: false });
  });

  it('HOTEL leads with the hotel', () => {
    expect(cardViewParts.HOTEL.heading).toBe('hotel');
    expect(cardViewParts.NORMAL.heading).toBe('offer');
  });

  it('S-158 loads card pictures 72 px before the viewport', () => {
    expect(CARD_IMAGE_VIEWPORT_MARGIN_PX).toBe(72);
  });
});

describe('cardAction', () => {
  it('S-138 reads "See offer", "See gift" or "See activity"', () => {
    expect(cardAction('NORMAL', 'booking')).toBe('seeOffer');
    expect(cardAction('HOTEL', 'hotel')).toBe('seeOffer');
    expect(cardAction('GIFT', 'gifting')).toBe('seeGift');
    expect(cardAction('ACTIVITY', 'activity')).toBe('seeActivity');
  });

  it('S-138 follows the flow in compact and modification cards', () => {
    expect(cardAction('CONDENSED', 'gifting')).toBe('seeGift');
    expect(cardAction('CONDENSED', 'activity')).toBe('seeActivity');
    expect(cardAction('CONDENSED', 'hotel')).toBe('seeOffer');
    expect(cardAction('MODIFICATION', 'booking')).toBe('seeOffer');
  });
});

describe('cardPrice', () => {
  it('G-19 shows the per-night price with the stay total in the grid views', () => {
    expect(cardPrice(makeOfferCard(), 'NORMAL')).toEqual({
      amount: 13_000,
      reference: null,
      promo: 0,
      lowestPrice30Days: null,
      per: 'night',
      priceType: 'from',
      total: 25_900,
      nights: 2,
      participants: 2,
    });
  });

  it('S-147 shows a promo at 10 % in the offer list, with reference and 30-day lowest per night', () => {
    const price = cardPrice(
      makeOfferCard({
        sellPrice: 27_000,
        refPrice: 30_000,
        promo: 10,
        pricePerNight: 13_500,
        lowestPrice30Days: 28_100,
      }),
      'NORMAL',
    );
    expect(price).toMatchObject({ promo: 10, reference: 15_000, lowestPrice30Days: 14_100 });
  });

  it('S-147 treats a promo below 10 % as none: no reference, no 30-day price', () => {
    const price = cardPrice(
      makeOfferCard({
        sellPrice: 27_300,
        refPrice: 30_000,
        promo: 9,
        pricePerNight: 13_700,
        lowestPrice30Days: 28_000,
      }),
      'NORMAL',
    );
    expect(price).toMatchObject({ promo: 0, reference: null, lowestPrice30Days: null });
  });

  it('S-053 shows the gift voucher price for its 2 people, final', () => {
    expect(cardPrice(makeOfferCard({ priceType: 'from' }), 'GIFT')).toMatchObject({
      amount: 25_900,
      per: null,
      priceType: 'final',
      total: null,
      participants: 2,
    });
  });

  it('shows the stay price of the stay being changed', () => {
    expect(cardPrice(makeOfferCard({ priceType: 'final' }), 'MODIFICATION')).toMatchObject({
      amount: 25_900,
      per: null,
      priceType: 'final',
    });
  });

  it('S-146 shows an activity per person, from the price of its participants', () => {
    const activity = makeOfferCard({
      itemCategory: 'activity',
      participants: 3,
      sellPrice: 17_700,
      refPrice: 17_700,
      prices: [
        { paxComposition: { adults: 2 }, sellPrice: 12_000, barPrice: 12_000, promo: 0, priceType: 'final' },
        { paxComposition: { adults: 3 }, sellPrice: 17_700, barPrice: 18_600, promo: 5, priceType: 'final' },
      ],
    });
    expect(cardPrice(activity, 'ACTIVITY')).toMatchObject({
      amount: 5_900,
      reference: 6_200,
      promo: 5,
      per: 'person',
      priceType: 'final',
      total: 17_700,
    });
  });

  it('S-147 treats an activity promo below 5 % as none', () => {
    const activity = makeOfferCard({
      participants: 1,
      prices: [
        { paxComposition: { adults: 1 }, sellPrice: 9_600, barPrice: 10_000, promo: 4, priceType: 'final' },
      ],
    });
    expect(cardPrice(activity, 'ACTIVITY')).toMatchObject({ amount: 9_600, promo: 0, reference: null });
  });
});

describe('activityCardPrice', () => {
  const prices = [1, 2, 3].map((adults) => ({
    paxComposition: { adults },
    sellPrice: 8_010 * adults,
    barPrice: 8_900 * adults,
    promoPercentageRounded: 10,
  }));

  it('S-146 divides the price of the adult count by it, "/ pers"', () => {
    expect(activityCardPrice(prices, 2)).toMatchObject({
      amount: 8_010,
      reference: 8_900,
      promo: 10,
      per: 'person',
      participants: 2,
      total: 16_020,
    });
  });

  it('S-146 gives nothing when no price matches the adult count', () => {
    expect(activityCardPrice(prices, 4)).toBeNull();
  });

  it('S-147 shows an activity-only promo from 5 %', () => {
    const five = [{ paxComposition: { adults: 1 }, sellPrice: 9_500, barPrice: 10_000 }];
    const four = [{ paxComposition: { adults: 1 }, sellPrice: 9_600, barPrice: 10_000 }];
    expect(activityCardPrice(five, 1)?.promo).toBe(5);
    expect(activityCardPrice(four, 1)).toMatchObject({ promo: 0, reference: null });
  });
});

describe('cancellationStatus', () => {
  it('S-311 uses the success colour and the deadline when a deadline exists', () => {
    expect(cancellationStatus({ cancellable: true, cancellationDeadline: '2026-06-05' }, true)).toEqual({
      kind: 'freeUntil',
      tone: 'positive',
      deadline: '2026-06-05',
    });
  });

  it('S-313 asks for dates when a cancellable offer has none', () => {
    expect(cancellationStatus({ cancellable: true, cancellationDeadline: null }, false)).toEqual({
      kind: 'chooseDates',
      tone: 'info',
    });
  });

  it('S-311 S-313 says non-refundable in the info colour without a deadline', () => {
    expect(cancellationStatus({ cancellable: false, cancellationDeadline: null }, true).kind).toBe(
      'nonRefundable',
    );
    expect(cancellationStatus({ cancellable: false, cancellationDeadline: null }, false).tone).toBe('info');
    expect(cancellationStatus({ cancellable: true, cancellationDeadline: null }, true).kind).toBe(
      'nonRefundable',
    );
  });
});

describe('cardStressMessages', () => {
  it('S-149 keeps at most 2 messages, rooms left first', () => {
    const dated = makeOfferCard({
      checkin: '2026-06-12',
      availableRooms: 2,
      lastMinute: true,
      cancellationPolicy: { cancellable: true, cancellationDeadline: null },
    });
    expect(cardStressMessages(dated, 'NORMAL').map((m) => m.id)).toEqual(['roomsLeft', 'lastMinute']);
  });

  it('does not repeat "Free cancellation" when the card gives the deadline', () => {
    const dated = makeOfferCard({
      checkin: '2026-06-12',
      availableRooms: 3,
      cancellationPolicy: { cancellable: true, cancellationDeadline: '2026-06-05' },
    });
    expect(cardStressMessages(dated, 'NORMAL').map((m) => m.id)).toEqual(['roomsLeft']);
    const undated = makeOfferCard({ cancellationPolicy: { cancellable: true, cancellationDeadline: null } });
    expect(cardStressMessages(undated, 'HOTEL').map((m) => m.id)).toEqual(['freeCancellation']);
  });

  it('shows none in the views without stress messages', () => {
    const scarce = makeOfferCard({ checkin: '2026-06-12', availableRooms: 1, lastMinute: true });
    for (const view of ['GIFT', 'CONDENSED', 'MODIFICATION', 'ACTIVITY'] as const) {
      expect(cardStressMessages(scarce, view)).toEqual([]);
    }
  });
});

describe('splitHotelOffers', () => {
  it('S-141 makes the cheapest offer the main one and keeps the others in order', () => {
    const a = { id: 'a', sellPrice: 300 };
    const b = { id: 'b', sellPrice: 200 };
    const c = { id: 'c', sellPrice: 250 };
    expect(splitHotelOffers([a, b, c])).toEqual({ main: b, others: [a, c] });
  });

  it('keeps the first of equally cheap offers as the main one', () => {
    const a = { id: 'a', sellPrice: 200 };
    const b = { id: 'b', sellPrice: 200 };
    expect(splitHotelOffers([a, b])).toEqual({ main: a, others: [b] });
  });

  it('gives nothing without offers', () => {
    expect(splitHotelOffers([])).toBeNull();
  });
});

describe('otherOffersScope', () => {
  it('S-142 says "for your dates" in booking with dates, the hotel flow counting as booking', () => {
    expect(otherOffersScope('booking', true)).toBe('forYourDates');
    expect(otherOffersScope('hotel', true)).toBe('forYourDates');
  });

  it('S-142 says "available" without dates or outside booking', () => {
    expect(otherOffersScope('booking', false)).toBe('all');
    expect(otherOffersScope('gifting', true)).toBe('all');
    expect(otherOffersScope('activity', true)).toBe('all');
  });
});

describe('wishlist items', () => {
  it('S-432 S-435 keeps a stay as STAY with its hotel summary', () => {
    expect(offerWishlistItem(makeOfferCard())).toEqual({
      type: 'STAY',
      id: '42',
      label: 'Nuit dans la cité médiévale',
      imageUrl: '/img/42.jpg',
      uri: '/stay/42',
      hotel: { label: 'Hôtel des Remparts', locationLabel: 'Carcassonne', stars: 3 },
    });
  });

  it('S-433 keeps an activity offer in the ACTIVITY list', () => {
    expect(offerWishlistItem(makeOfferCard({ itemCategory: 'activity' })).type).toBe('ACTIVITY');
  });

  it('S-435 stores an activity voucher as id, label, hotel summary, imageUrl and uri', () => {
    const voucher = {
      id: 9001,
      label: 'Baptême en montgolfière',
      imageUrl: '/img/a.jpg',
      uri: '/activity/9001',
    };
    expect(activityWishlistItem(voucher, makeOfferCard().hotel)).toEqual({
      type: 'ACTIVITY',
      id: '9001',
      label: 'Baptême en montgolfière',
      imageUrl: '/img/a.jpg',
      uri: '/activity/9001',
      hotel: { label: 'Hôtel des Remparts', locationLabel: 'Carcassonne', stars: 3 },
    });
  });
});
