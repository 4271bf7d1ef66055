import type { CompiledMessage, CompiledMessages, MessageId } from './catalog';

/**
 * The messages a browser holds: the ones its first page showed, then the whole catalog once it is
 * loaded. Messages are only ever added, and a message already shown never changes, so nothing that
 * rendered needs to render again when the rest arrives.
 */
export interface MessageStore {
  readonly complete: boolean;
  /**
   * The message. One the store does not hold yet suspends the render that asks for it until the
   * whole catalog has arrived (a part that renders after the first page did: a drawer, an error);
   * when the catalog cannot be loaded, the id stands in for it.
   */
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
  onMessage?: (id: MessageId) => void,
): MessageStore {
  let messages = pageMessages;
  let whole: Promise<void> | undefined;
  let failed = false;
  const store = {
    complete: !loadCatalog,
    message(id: MessageId): CompiledMessage {
      onMessage?.(id);
      const message = messages[id];
      if (message !== undefined) return message;
      if (!store.complete && !failed) throw store.loadWhole();
      console.error(`The page was sent without the message ${id}`);
      return id;
    },
    loadWhole(): Promise<void> {
      if (store.complete || !loadCatalog) return Promise.resolve();
      whole ??= loadCatalog().then(
        (catalog) => {
          messages = { ...catalog, ...messages };
          store.complete = true;
        },
        () => {
          failed = true;
        },
      );
      return whole;
    },
  };
  return store;
}
