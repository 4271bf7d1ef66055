// What a server render tells the root about a page's messages (isomorphic: the root uses it).
import type { CompiledMessages, Locale, MessageId } from '@escale/i18n';
import { createContext } from 'react';

/**
 * Records the messages one server render of a page shows, so that the page carries those and no
 * others (DESIGN.md budgets: 35 KB of HTML); the rest of the catalog follows once the page is idle.
 */
export interface PageMessageRecorder {
  /** The locale's whole catalog, for the server's render. */
  catalog(locale: Locale): CompiledMessages;
  record(id: MessageId): void;
  /** The messages shown, as JSON, once the page's shell has rendered (`entry.server.tsx`). */
  readonly shown: Promise<string>;
}

/** Set by `entry.server.tsx` for a document's render. */
export const PageMessageRecorderContext = createContext<PageMessageRecorder | null>(null);
