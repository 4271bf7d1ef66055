// The analytics of the shop (002 §7 Calls, §9 Constants; S-455…S-457): the events the pages push to
// the data layer, the session they belong to, and how their hits are sent.

/** The events the pages push (S-455). */
export const analyticsEvents = [
  'view_item',
  'view_item_list',
  'add_to_cart',
  'select_item',
  'personalization_item',
  'launchPage',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

/** A session ends after 30 minutes without a hit (S-457). */
export const ANALYTICS_SESSION_MS = 30 * 60 * 1000;
/** A hit that fails is sent again 4 times, every 150 ms (S-457). */
export const ANALYTICS_RETRIES = 4;
export const ANALYTICS_RETRY_INTERVAL_MS = 150;
/** The client id is looked for 5 times, a second apart (S-457). */
export const CLIENT_ID_POLLS = 5;
export const CLIENT_ID_POLL_INTERVAL_MS = 1000;

export interface AnalyticsSession {
  id: string;
  /** When its last hit was sent, in ms since the epoch. */
  lastHitAt: number;
}

/** The session of a hit at `now`: the stored one while it is alive, a new one after 30 minutes. */
export function sessionAt(
  stored: AnalyticsSession | null,
  now: number,
  newId: () => string,
): AnalyticsSession {
  const isAlive = stored !== null && now - stored.lastHitAt < ANALYTICS_SESSION_MS && now >= stored.lastHitAt;
  return { id: isAlive ? stored.id : newId(), lastHitAt: now };
}

type Wait = (ms: number) => Promise<void>;

/** Sends a hit, and again up to 4 times every 150 ms while it fails; whether it went. */
export async function sendWithRetries(send: () => Promise<boolean>, wait: Wait): Promise<boolean> {
  for (let attempt = 0; attempt <= ANALYTICS_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(ANALYTICS_RETRY_INTERVAL_MS);
    if (await send().catch(() => false)) return true;
  }
  return false;
}

/** The client id, looked for 5 times a second apart; null when it never came. */
export async function pollClientId(read: () => string | null, wait: Wait): Promise<string | null> {
  for (let poll = 0; poll < CLIENT_ID_POLLS; poll += 1) {
    if (poll > 0) await wait(CLIENT_ID_POLL_INTERVAL_MS);
    const id = read();
    if (id) return id;
  }
  return null;
}

/** What an item of an event is (the ecommerce `item_category`). */
export type AnalyticsItemCategory = 'stay' | 'hotel' | 'activity' | 'box' | 'giftcard';

/** An item of an event, as the data layer's ecommerce items write it: a price in euros. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: AnalyticsItemCategory;
  price?: number;
  index?: number;
}

/** One push to the data layer (S-455): the event, and the items it is about. */
export interface DataLayerPush {
  event: AnalyticsEvent;
  ecommerce?: { currency: 'EUR'; item_list_name?: string; items: AnalyticsItem[] };
  [key: string]: unknown;
}

/** An item of an event, from a product's id, name and price in cents. */
export function analyticsItem(
  category: AnalyticsItemCategory,
  id: number | string,
  name: string,
  priceCents: number | null = null,
  index?: number,
): AnalyticsItem {
  return {
    item_id: String(id),
    item_name: name,
    item_category: category,
    ...(priceCents === null ? {} : { price: priceCents / 100 }),
    ...(index === undefined ? {} : { index }),
  };
}

/** An event about some items: a product viewed, a list shown, an item chosen or put in the cart. */
export function itemsPush(
  event: Exclude<AnalyticsEvent, 'launchPage'>,
  items: AnalyticsItem[],
  listName?: string,
): DataLayerPush {
  return {
    event,
    ecommerce: { currency: 'EUR', ...(listName ? { item_list_name: listName } : {}), items },
  };
}
