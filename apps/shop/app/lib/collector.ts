import {
  type AnalyticsEvent,
  type AnalyticsHit,
  type AnalyticsSession,
  analyticsEvents,
  maySend,
  pollClientId,
  sendWithRetries,
  sessionAt,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { readConsent } from './consent';

// The analytics collector (002 §7; S-456, S-457): once the visitor accepted, the data layer's
// events of S-455 go, a second apart or as the page is left, to POST /analytics/ga/collect/{pos}, by
// beacon or fetch. Its own chunk, loaded on consent.

const CLIENT_KEY = 'escale:analyticsClient';
const SESSION_KEY = 'escale:analyticsSession';
const BATCH_MS = 1000;
const MAX_EVENTS = 25;

type Event = AnalyticsHit['events'][number];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const randomId = () => crypto.randomUUID().replaceAll('-', '');

function stored<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage, each page is a visitor of its own.
  }
}

/** The client id: this browser's, made on the first hit it sends. */
function clientId(): string {
  const known = stored<string>(CLIENT_KEY);
  if (known) return known;
  const made = `${randomId().slice(0, 10)}.${Math.floor(Date.now() / 1000)}`;
  store(CLIENT_KEY, made);
  return made;
}

const isEvent = (name: unknown): name is AnalyticsEvent =>
  typeof name === 'string' && (analyticsEvents as readonly string[]).includes(name);

/** A data layer push as the collector's event: its flat values and its items. */
function eventOf(entry: Record<string, unknown>): Event | null {
  if (!isEvent(entry.event)) return null;
  const params: Event['params'] = {};
  const { event: _name, ecommerce, ...rest } = entry;
  const { items, ...listValues } = (ecommerce ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries({ ...rest, ...listValues })) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      params[key] = value as string | number | boolean;
  }
  return {
    name: entry.event,
    at: Date.now(),
    params,
    ...(Array.isArray(items) ? { items: items.slice(0, 50) as Event['items'] } : {}),
  };
}

let started = false;

/** Starts sending the data layer's events, those already pushed first. */
export function startCollector(locale: Locale): void {
  if (started) return;
  started = true;
  const url = `/analytics/ga/collect/${locale.toLowerCase()}`;
  const queue: Event[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = async (events: Event[], byBeacon: boolean) => {
    const id = await pollClientId(clientId, wait);
    if (!id || !maySend(readConsent())) return;
    const session = sessionAt(stored<AnalyticsSession>(SESSION_KEY), Date.now(), randomId);
    store(SESSION_KEY, session);
    const hit: AnalyticsHit = {
      clientId: id,
      sessionId: session.id,
      userData: { isLoggedIn: false },
      events,
    };
    const body = JSON.stringify(hit);
    if (byBeacon && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    await sendWithRetries(
      () =>
        fetch(url, {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json' },
          body,
        }).then((response) => response.ok || response.status === 400),
      wait,
    );
  };
  const flush = (byBeacon = false) => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) void send(queue.splice(0, MAX_EVENTS), byBeacon);
  };
  const forward = (entry: unknown) => {
    const event = entry && typeof entry === 'object' ? eventOf(entry as Record<string, unknown>) : null;
    if (!event) return;
    queue.push(event);
    timer ??= setTimeout(() => flush(), BATCH_MS);
  };

  window.dataLayer ??= [];
  const layer = window.dataLayer;
  for (const entry of layer) forward(entry);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    for (const entry of entries) forward(entry);
    return push(...entries);
  };
  addEventListener('pagehide', () => flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
}
