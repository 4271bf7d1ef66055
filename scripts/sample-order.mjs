// The order that the API's order tests, the checkout journeys and the order bench send: one buyer, and
// the items of a stay for 2 adults with its activities on the day after check-in.

export const SAMPLE_BUYER = {
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

export const addDays = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The items of an order for a stay of `nights` nights from `checkin`, no insurance, no promotion code. */
export function stayOrderItems(offerId, checkin, activityIds = [], nights = 2) {
  return {
    shortStayItem: {
      reservationCriteria: {
        offerId,
        activityDaySelections: activityIds.map((activityId) => ({ activityId, date: addDays(checkin, 1) })),
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, nights) },
        minisiteId: null,
      },
      gift: null,
      specialRequest: null,
    },
    insuranceItem: null,
    promotionCodeItem: null,
  };
}

async function postJson(api, path, body, headers = {}) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * A stay's order as the checkout sends it, priced by the API at `api`: its summary, the insurance the
 * policy allows, a sandbox card payment. Null when the API does not sell the stay on these dates.
 */
export async function pricedStayOrder(api, offerId, checkin, activityIds) {
  const items = stayOrderItems(offerId, checkin, activityIds);
  const summary = await postJson(api, '/api/purchase/checkout', { locale: 'fr_FR', items });
  if (summary.status !== 200) return null;
  items.insuranceItem = {
    choice: summary.body.cancellationPolicy.isCancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE',
    insuranceId: null,
  };
  const intent = await postJson(api, '/gateway/psp/intents', {
    method: 'card',
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
  });
  return {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: summary.body.breakdown.totalAmount,
    buyer: SAMPLE_BUYER,
    items,
    pspAuthorization: { paymentIntentId: intent.body.paymentIntentId, paymentMethod: 'CARD' },
  };
}

/** The items of a digital gift of the offer's stay for `nights` nights, from `fromName`, with `message`. */
export function giftStayItems(offerId, nights, fromName = null, message = null) {
  return {
    shortStayItem: {
      reservationCriteria: {
        offerId,
        activityDaySelections: [],
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: null,
        minisiteId: null,
      },
      gift: { format: 'digital', nights, fromName, message, subElementIds: [] },
      specialRequest: null,
    },
    boxItem: null,
    giftCardItem: null,
    insuranceItem: null,
    promotionCodeItem: null,
    giftcardItem: null,
  };
}

/** The items of a digital gift card of `euros`. */
export function giftCardItems(euros) {
  return {
    shortStayItem: null,
    boxItem: null,
    giftCardItem: { amount: euros * 100, format: 'digital', fromName: null, message: null },
    insuranceItem: null,
    promotionCodeItem: null,
    giftcardItem: null,
  };
}

/** The items of a digital gift box of the fr_FR market. */
export function giftBoxItems(code) {
  return {
    shortStayItem: null,
    boxItem: { code, format: 'digital', subElementIds: [], fromName: null, message: null },
    giftCardItem: null,
    insuranceItem: null,
    promotionCodeItem: null,
    giftcardItem: null,
  };
}

/**
 * A gift bought through the API at `api` (fr_FR) at the price it quotes, paid by a sandbox card:
 * the code of its voucher, once the order has issued it. The buyer is SAMPLE_BUYER with `email`
 * when given.
 */
export async function boughtGift(api, items, email = SAMPLE_BUYER.email) {
  const summary = await postJson(api, '/api/purchase/checkout', { locale: 'fr_FR', items });
  if (summary.status !== 200) throw new Error(`The gift was not priced: ${JSON.stringify(summary.body)}`);
  const intent = await postJson(api, '/gateway/psp/intents', {
    method: 'card',
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
  });
  const created = await postJson(api, '/route/purchase/orders', {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: summary.body.breakdown.totalAmount,
    buyer: { ...SAMPLE_BUYER, email },
    items,
    pspAuthorization: { paymentIntentId: intent.body.paymentIntentId, paymentMethod: 'CARD' },
  });
  if (created.status !== 201) throw new Error(`The gift was not bought: ${JSON.stringify(created.body)}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const order = await fetch(`${api}/api/orders/${created.body.orderUUID}?locale=fr_FR`, {
      headers: { 'x-order-access': created.body.accessToken },
    });
    const code = (await order.json()).vouchers?.[0]?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The gift order issued no voucher');
}
