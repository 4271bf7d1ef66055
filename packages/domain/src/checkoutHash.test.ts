import { describe, expect, it } from 'vitest';
import {
  checkoutHash,
  checkoutItems,
  hasCancellationChoice,
  isGiftCheckout,
  NO_CHECKOUT_CHOICES,
  parseCheckoutHash,
  productBackHref,
  takesGiftcard,
} from './checkoutHash';
import { stayCheckoutState } from './fixtures';

const stay = '#id=100472&offerId=100472&a=2&c=1&b=0&checkin=2026-12-11&night=2&activityDates=9332_2026-12-12';

describe('checkout hash', () => {
  it('S-337 reads id, offerId, a, c, b, checkin, night, activityDates, error and isLoading', () => {
    const state = parseCheckoutHash(`${stay}&error=1&isLoading=1`);
    expect(state).toEqual({ ...stayCheckoutState, children: 1, error: true, isLoading: true });
    expect(`#${checkoutHash(state as NonNullable<typeof state>)}`).toBe(`${stay}&error=1&isLoading=1`);
  });

  it('S-337 reads a stay from checkin and checkout when the link has no night', () => {
    const state = parseCheckoutHash(
      '#id=100472&offerId=100472&a=2&c=0&b=0&checkin=2026-12-11&checkout=2026-12-13',
    );
    expect(state).toMatchObject({ checkin: '2026-12-11', nights: 2 });
    expect(parseCheckoutHash('?id=5&checkin=2026-12-11&checkout=2026-12-14')?.nights).toBe(3);
    // night wins when both are given; a checkout before the checkin names no stay.
    expect(parseCheckoutHash('#id=5&checkin=2026-12-11&checkout=2026-12-14&night=2')?.nights).toBe(2);
    expect(parseCheckoutHash('#id=5&checkin=2026-12-11&checkout=2026-12-10')).toBeNull();
  });

  it('S-241 keeps the best-price flag of the checkout start', () => {
    const state = parseCheckoutHash(`${stay}&bestPrice=1`);
    expect(state?.isBestPrice).toBe(true);
    expect(checkoutHash(state as NonNullable<typeof state>)).toContain('bestPrice=1');
    expect(parseCheckoutHash(stay)?.isBestPrice).toBe(false);
  });

  it('reads a gift: its nights and format, for 2 adults whatever the hash says', () => {
    const state = parseCheckoutHash('#id=7&offerId=8&a=5&giftNights=3&giftFormat=physical');
    expect(state).toMatchObject({
      productId: 7,
      offerId: 8,
      adults: 2,
      giftNights: 3,
      giftFormat: 'physical',
    });
    expect(parseCheckoutHash('#id=7&giftNights=2')?.giftFormat).toBe('digital');
  });

  it("S-279 carries a physical gift's extras to the order items and back; a digital gift has none", () => {
    const hash = '#id=7&offerId=7&a=2&c=0&b=0&giftNights=2&giftFormat=physical&se1=11,12&se2=default';
    const state = parseCheckoutHash(hash);
    expect(state?.subElements).toEqual({ 1: [11, 12], 2: 'default' });
    expect(`#${checkoutHash(state as NonNullable<typeof state>)}`).toBe(hash);
    const items = checkoutItems(state as NonNullable<typeof state>, NO_CHECKOUT_CHOICES);
    expect(items.shortStayItem?.gift?.subElementIds).toEqual([11, 12]);
    expect(productBackHref('/fr', state as NonNullable<typeof state>)).toBe(
      '/fr/stay/7?flow=gifting#a=2&c=0&b=0&giftNights=2&giftFormat=physical&se1=11,12&se2=default',
    );
    const digital = parseCheckoutHash('#id=7&giftNights=2&giftFormat=digital&se1=11');
    expect(digital?.subElements).toEqual({});
    expect(
      checkoutItems(digital as NonNullable<typeof digital>, NO_CHECKOUT_CHOICES).shortStayItem?.gift
        ?.subElementIds,
    ).toEqual([]);
  });

  it('S-267 carries the availability upsell to the order items, the checkout hash and back', () => {
    const hash = '#id=7&offerId=7&a=2&c=0&b=0&giftNights=2&giftFormat=digital&upsell=availability';
    const state = parseCheckoutHash(hash) as NonNullable<ReturnType<typeof parseCheckoutHash>>;
    expect(state.giftUpsell).toBe('availability');
    expect(`#${checkoutHash(state)}`).toBe(hash);
    expect(checkoutItems(state, NO_CHECKOUT_CHOICES).shortStayItem?.gift?.upsell).toBe('availability');
    expect(productBackHref('/fr', state)).toBe(
      '/fr/stay/7?flow=gifting#a=2&c=0&b=0&giftNights=2&giftFormat=digital&upsell=availability',
    );
    // Anything else is none, and a dated stay has no upsell.
    expect(parseCheckoutHash('#id=7&giftNights=2&upsell=yes')?.giftUpsell).toBe('none');
    expect(parseCheckoutHash('#id=7&checkin=2026-12-11&night=2&upsell=availability')?.giftUpsell).toBe(
      'none',
    );
  });

  it('names nothing without an offer, or without a stay or a gift', () => {
    expect(parseCheckoutHash('#a=2&checkin=2026-12-11&night=2')).toBeNull();
    expect(parseCheckoutHash('#id=abc&checkin=2026-12-11&night=2')).toBeNull();
    // A stay's travellers without its dates; `id` and `a` alone are an activity voucher's.
    expect(parseCheckoutHash('#id=5&a=2&c=0&b=0')).toBeNull();
    expect(parseCheckoutHash('#id=5&checkin=2026-13-40&night=2')).toBeNull();
  });

  it('drops activity days outside the stay and travellers out of range', () => {
    const state = parseCheckoutHash(
      '#id=5&checkin=2026-12-11&night=2&a=40&activityDates=1_2026-12-20,2_2026-12-13',
    );
    expect(state?.adults).toBe(2);
    expect(state?.activityDates).toEqual(['2_2026-12-13']);
  });

  it('S-339, S-340 builds the order items: the stay, its activity days and the choices', () => {
    const state = parseCheckoutHash(stay);
    if (!state) throw new Error('no state');
    const items = checkoutItems(state, {
      insurance: { choice: 'NON_CANCELLABLE', insuranceId: null },
      promotionCode: 'HIVER10',
      specialRequest: 'Late arrival',
    });
    expect(items.shortStayItem?.reservationCriteria).toEqual({
      offerId: 100472,
      activityDaySelections: [{ activityId: 9332, date: '2026-12-12' }],
      pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
      travelPeriod: { checkinDate: '2026-12-11', checkoutDate: '2026-12-13' },
      minisiteId: null,
    });
    expect(items.promotionCodeItem).toEqual({ code: 'HIVER10' });
    expect(items.shortStayItem?.gift).toBeNull();
  });

  it('the back arrow keeps checkin, checkout, giftNights, a, c, b and giftFormat', () => {
    const state = parseCheckoutHash(stay);
    expect(state && productBackHref('/fr', state)).toBe(
      '/fr/stay/100472#checkin=2026-12-11&checkout=2026-12-13&night=2&a=2&c=1&b=0',
    );
    const gift = parseCheckoutHash('#id=7&giftNights=3&giftFormat=physical');
    expect(gift && productBackHref('/be/nl', gift)).toBe(
      '/be/nl/stay/7?flow=gifting#a=2&c=0&b=0&giftNights=3&giftFormat=physical',
    );
  });
});

describe('the checkout hash of a box or a gift card', () => {
  const message = { fromName: 'Léa', message: 'Bon anniversaire' };

  it('S-293 S-305 reads a box by its code and format, its extras with the physical format', () => {
    const state = parseCheckoutHash('#code=ROMANTICBOX&giftFormat=physical&se1=11,12&se2=21');
    expect(state?.product).toEqual({ kind: 'box', code: 'ROMANTICBOX' });
    expect(state && isGiftCheckout(state)).toBe(true);
    const items = state && checkoutItems(state, { ...NO_CHECKOUT_CHOICES, giftMessage: message });
    expect(items).toEqual({
      shortStayItem: null,
      boxItem: { code: 'ROMANTICBOX', format: 'physical', subElementIds: [11, 12, 21], ...message },
      giftCardItem: null,
      activityItem: null,
      insuranceItem: null,
      promotionCodeItem: null,
      giftcardItem: null,
    });
    expect(state && checkoutHash(state)).toBe('code=ROMANTICBOX&giftFormat=physical&se1=11,12&se2=21');
    expect(state && productBackHref('/es', state)).toBe('/es/gifts');
    const digital = parseCheckoutHash('#code=ROMANTICEBOX&giftFormat=digital&se1=11');
    expect(digital && checkoutItems(digital, NO_CHECKOUT_CHOICES).boxItem?.subElementIds).toEqual([]);
    expect(parseCheckoutHash('#code=romantic box&giftFormat=digital')).toBeNull();
  });

  it('G-63 reads a gift card of whole euros within the bounds, and orders it in cents', () => {
    const state = parseCheckoutHash('#giftCard=75&giftFormat=digital');
    expect(state?.product).toEqual({ kind: 'giftCard', amount: 75 });
    expect(state && checkoutItems(state, NO_CHECKOUT_CHOICES).giftCardItem).toEqual({
      amount: 7_500,
      format: 'digital',
      fromName: null,
      message: null,
    });
    expect(state && checkoutHash({ ...state, isLoading: true })).toBe(
      'giftCard=75&giftFormat=digital&isLoading=1',
    );
    expect(state && productBackHref('/fr', state)).toBe('/fr/giftcard/customization');
    expect(parseCheckoutHash('#giftCard=19&giftFormat=digital')).toBeNull();
    expect(parseCheckoutHash('#giftCard=1001')).toBeNull();
    expect(parseCheckoutHash('#giftCard=50.5')).toBeNull();
  });

  it('S-257 lets a gift card pay for a stay or a box, never for another gift card', () => {
    const withCard = { ...NO_CHECKOUT_CHOICES, giftcardSerial: 'K7PQ-3M9X-T2HD-8RVA' };
    const box = parseCheckoutHash('#code=ROMANTICBOX&giftFormat=digital');
    const giftCard = parseCheckoutHash('#giftCard=75&giftFormat=digital');
    if (!box || !giftCard) throw new Error('The hashes name a box and a gift card');
    expect(checkoutItems(stayCheckoutState, withCard).giftcardItem).toEqual({
      serialNumber: 'K7PQ-3M9X-T2HD-8RVA',
    });
    expect(checkoutItems(box, withCard).giftcardItem).toEqual({ serialNumber: 'K7PQ-3M9X-T2HD-8RVA' });
    expect([takesGiftcard(box), takesGiftcard(giftCard)]).toEqual([true, false]);
    expect(checkoutItems(giftCard, withCard).giftcardItem).toBeNull();
  });

  it('keeps a stay a stay: not a gift without giftNights', () => {
    expect(isGiftCheckout(stayCheckoutState)).toBe(false);
  });
});

describe('the checkout of an activity voucher', () => {
  it('S-286 reads the id and a of the hash, and customType=OWN_USE of the query', () => {
    const own = parseCheckoutHash('#id=50001&a=1', '?customType=OWN_USE');
    expect(own).toMatchObject({ product: { kind: 'activity', ownUse: true }, productId: 50001, adults: 1 });
    expect(own && isGiftCheckout(own)).toBe(false);
    const gift = parseCheckoutHash('#id=50001&a=2');
    expect(gift).toMatchObject({
      product: { kind: 'activity', ownUse: false },
      giftFormat: 'digital',
      adults: 2,
    });
    expect(gift && isGiftCheckout(gift)).toBe(true);
    // Without JavaScript the same parameters come in the query.
    expect(parseCheckoutHash('?id=50001&a=2&customType=OWN_USE')?.product).toEqual({
      kind: 'activity',
      ownUse: true,
    });
    // S-289: 1 to 2 participants; a stay's keys make it a stay's hash.
    expect(parseCheckoutHash('#id=50001&a=3')).toBeNull();
    expect(parseCheckoutHash('#id=50001&a=2&giftNights=1')?.product.kind).toBe('stay');
  });

  it('S-286 orders the voucher for its participants, a gift with its message, with no cancellation choice', () => {
    const own = parseCheckoutHash('#id=50001&a=1', '?customType=OWN_USE');
    if (!own) throw new Error('expected an activity checkout');
    const message = { fromName: 'Léa', message: 'Bon anniversaire' };
    expect(hasCancellationChoice(own)).toBe(false);
    expect(checkoutItems(own, { ...NO_CHECKOUT_CHOICES, giftMessage: message }).activityItem).toEqual({
      voucherId: 50001,
      adults: 1,
      customType: 'OWN_USE',
      fromName: null,
      message: null,
    });
    const gift = { ...own, product: { kind: 'activity' as const, ownUse: false } };
    expect(checkoutItems(gift, { ...NO_CHECKOUT_CHOICES, giftMessage: message })).toMatchObject({
      activityItem: { customType: 'GIFT', ...message },
      shortStayItem: null,
      insuranceItem: null,
    });
    // The form's criteria keep the purchase mode; the back arrow leads to the activity's page.
    expect(checkoutHash(own)).toBe('id=50001&a=1&customType=OWN_USE');
    expect(parseCheckoutHash(checkoutHash(own))).toEqual(own);
    expect(productBackHref('/fr', own)).toBe('/fr/activity/50001#a=1');
  });
});
