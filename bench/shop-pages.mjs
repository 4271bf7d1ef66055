// One page of each kind of the shop (test-scale ids), for the shop bench. The checkout and the
// confirmation need state: a stay the API still sells, and an order placed through the API, with
// dates counted from today as the checkout journeys (e2e/checkout.spec.ts) count them.
import { addDays, pricedStayOrder } from '../scripts/sample-order.mjs';

// The test-scale weekend with dinner and massage at Le Relais de l'Horloge (2 nights), and its hotel.
const STAY = 100472;
const HOTEL = 10047;

async function post(api, path, body, headers = {}) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
  return response.json();
}

/**
 * A checkin `weeksAway` weeks from today (or a little later) that the API still sells for 2 nights,
 * with the activities of the stay. Random, as in the journeys, so that runs against the same API do
 * not take each other's rooms.
 */
async function bookableStay(api, weeksAway) {
  const today = new Date().toISOString().slice(0, 10);
  const start = addDays(today, weeksAway * 7 + Math.floor(Math.random() * 120));
  for (let offset = 0; offset < 60; offset += 1) {
    const checkin = addDays(start, offset);
    const quote = await fetch(`${api}/api/product/${STAY}/quote?locale=fr_FR&checkin=${checkin}&nights=2`);
    if (quote.status !== 200) continue;
    const { activityDates } = await quote.json();
    return { checkin, activityIds: activityDates.map((a) => a.activityId) };
  }
  throw new Error(`No bookable night for stay ${STAY}`);
}

/** The hash of a booking summary (002 §2), as the stay page links to it: 2 adults, activities the day after check-in. */
function checkoutHash({ checkin, activityIds }) {
  const activityDates = activityIds.map((id) => `${id}_${addDays(checkin, 1)}`).join(',');
  return `id=${STAY}&offerId=${STAY}&a=2&c=0&b=0&checkin=${checkin}&night=2&activityDates=${activityDates}`;
}

/**
 * Books the stay with the sandbox card, as the checkout does; returns the order's UUID and the
 * cookie the checkout leaves in the browser that placed it, which alone opens its confirmation.
 */
async function placeOrder(api, { checkin, activityIds }) {
  const order = await pricedStayOrder(api, STAY, checkin, activityIds);
  if (!order) throw new Error(`Stay ${STAY} is not sold from ${checkin}`);
  const created = await post(api, '/route/purchase/orders', order, {
    'Idempotency-Key': crypto.randomUUID(),
  });
  return {
    orderUUID: created.orderUUID,
    cookie: `escale-order-${created.orderUUID}=${created.accessToken}`,
  };
}

/**
 * Every page kind, in the order the bench prints them; `status` is the answer expected when not 200.
 * The checkout and the confirmation are made against `api`, the API the shop talks to.
 */
export async function shopPages(api) {
  // Two different nights: the order must not take the rooms the checkout page prices.
  const checkout = checkoutHash(await bookableStay(api, 3));
  const { orderUUID, cookie } = await placeOrder(api, await bookableStay(api, 5));
  return [
    { name: 'home', path: '/fr' },
    { name: 'home (gifting)', path: '/fr?flow=gifting' },
    { name: 'home (activity)', path: '/fr?flow=activity' },
    { name: 'search', path: '/fr/search' },
    { name: 'search (gifting)', path: '/fr/search?flow=gifting' },
    { name: 'search (hotel)', path: '/fr/search?flow=hotel' },
    { name: 'activities', path: '/fr/activities/search' },
    { name: 'city', path: '/fr/city/annecy' },
    { name: 'stay', path: `/fr/stay/${STAY}` },
    { name: 'hotel', path: `/fr/hotel/${HOTEL}` },
    { name: 'checkout', path: `/fr/checkout#${checkout}` },
    {
      name: 'confirmation',
      path: `/fr/confirmation/${orderUUID}?status=success&gaId=${orderUUID}`,
      headers: { cookie },
    },
    { name: '404', path: '/fr/nowhere', status: 404 },
    { name: 'Belgian splash', path: '/be' },
  ];
}
