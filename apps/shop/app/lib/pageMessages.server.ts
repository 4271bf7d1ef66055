// The messages a page's HTML carries (those its render showed) and the whole catalog that browsers
// load once a page is idle.
import { createHash } from 'node:crypto';
import { type CompiledMessages, compiledMessagesFor, type Locale, type MessageId } from '@escale/i18n/core';
import type { PageMessageRecorder } from './pageMessages';

/** A recorder for one render, and `finish` to call once its shell has rendered. */
export function pageMessageRecorder(): PageMessageRecorder & { finish(): void } {
  const ids = new Set<MessageId>();
  let shownLocale: Locale = 'fr_FR';
  let send: (json: string) => void = () => undefined;
  const shown = new Promise<string>((resolve) => (send = resolve));
  return {
    catalog(locale) {
      shownLocale = locale;
      return compiledMessagesFor(locale);
    },
    record: (id) => ids.add(id),
    shown,
    finish() {
      const catalog = compiledMessagesFor(shownLocale);
      send(JSON.stringify(Object.fromEntries([...ids].sort().map((id) => [id, catalog[id]]))));
    },
  };
}

interface WholeCatalog {
  json: string;
  /** A hash of the catalog, in its URL: a browser keeps it until the messages change. */
  version: string;
}

const wholeCatalogs = new Map<Locale, WholeCatalog>();

/** A locale's whole compiled catalog as JSON, built once. */
export function wholeCatalog(locale: Locale): WholeCatalog {
  let catalog = wholeCatalogs.get(locale);
  if (!catalog) {
    const json = JSON.stringify(compiledMessagesFor(locale) satisfies CompiledMessages);
    catalog = { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) };
    wholeCatalogs.set(locale, catalog);
  }
  return catalog;
}

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Set by the production server: a document's render records the messages it shows; a data
     * request (a navigation in the browser) carries none, the browser holding or fetching the
     * whole catalog. Without it (development) pages carry every message.
     */
    pageMessages?: (PageMessageRecorder & { finish(): void }) | null;
    /** The visitor's address, set by the production server; the API counts its limits by it. */
    clientAddress?: string;
    /** The document's Content-Security-Policy nonce, set by the production server (`lib/contentSecurity.ts`). */
    cspNonce?: string;
  }
}
