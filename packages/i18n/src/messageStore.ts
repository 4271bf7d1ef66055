import type { CompiledMessage, CompiledMessages, MessageId } from './catalog';

/**
 * The messages a browser holds: its page's share of the catalog, then the whole catalog once it is
 * loaded. Messages are only ever added, and a message already shown never changes, so nothing that
 * rendered needs to render again when the rest arrives.
 */
export interface MessageStore {
  readonly complete: boolean;
  /** The message, or its id when the store does not hold it (a page that did not carry it). */
  message(id: MessageId): CompiledMessage;
  /**
   * Loads the whole catalog once. Resolves, loaded or not: offline, pages still show, with the
   * messages the store holds.
   */
  loadWhole(): Promise<void>;
}

export function messageStore(
  pageMessages: Partial<CompiledMessages>,
  loadCatalog?: () => Promise<CompiledMessages>,
): MessageStore {
  let messages = pageMessages;
  let whole: Promise<void> | undefined;
  const store = {
    complete: !loadCatalog,
    message(id: MessageId): CompiledMessage {
      const message = messages[id];
      if (message !== undefined) return message;
      if (!store.complete) console.error(`The page was sent without the message ${id}`);
      return id;
    },
    loadWhole(): Promise<void> {
      if (store.complete || !loadCatalog) return Promise.resolve();
      whole ??= loadCatalog().then(
        (catalog) => {
          messages = { ...catalog, ...messages };
          store.complete = true;
        },
        () => undefined,
      );
      return whole;
    },
  };
  return store;
}
