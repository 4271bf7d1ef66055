import { I18nProvider as AriaI18nProvider } from '@react-aria/i18n';
import { createContext, type ReactNode, use, useCallback, useContext, useEffect, useMemo } from 'react';
import type { CompiledMessages, MessageId } from './catalog';
import {
  type DateStyle,
  formatCompiled,
  formatDate,
  formatDateRange,
  formatDistance,
  formatPrice,
  formatScore,
  type MessageValues,
  type PriceDigits,
} from './format';
import { type Locale, marketOf } from './markets';
import { type MessageStore, messageStore } from './messageStore';

const LocaleContext = createContext<Locale | null>(null);
const MessagesContext = createContext<MessageStore | null>(null);

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The messages the page is shown with: the locale's whole compiled catalog
   * (`compiledMessagesFor(locale)`), or the ones a server's render of the page showed, sent along
   * with it, so that a browser loads only what its first page shows and no ICU parser.
   */
  messages: Partial<CompiledMessages>;
  /**
   * The locale's whole catalog, when `messages` is part of it: fetched once the page is idle, and
   * awaited by `useWholeCatalog` (the next page needs messages this one did not) and by any render
   * that asks for a message the page did not carry.
   */
  loadCatalog?: () => Promise<CompiledMessages>;
  /** Called with the id of every message asked for: a server records what a page shows. */
  onMessage?: (id: MessageId) => void;
  children: ReactNode;
}

/** Calls `task` when the browser has nothing else to do (Safari has no idle callback: 2 s later). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 2_000);
  return () => clearTimeout(id);
}

/** Messages and react-aria's locale (calendar, numbers) for one market. */
export function I18nProvider({ locale, messages, loadCatalog, onMessage, children }: I18nProviderProps) {
  const { tag } = marketOf(locale);
  const store = useMemo(
    () => messageStore(messages, loadCatalog, onMessage),
    [messages, loadCatalog, onMessage],
  );
  useEffect(() => (store.complete ? undefined : whenIdle(() => void store.loadWhole())), [store]);
  return (
    <LocaleContext.Provider value={locale}>
      <MessagesContext.Provider value={store}>
        <AriaI18nProvider locale={tag}>{children}</AriaI18nProvider>
      </MessagesContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The current locale (`fr_FR`…). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale needs an <I18nProvider>');
  return locale;
}

function useMessageStore(): MessageStore {
  const store = useContext(MessagesContext);
  if (!store) throw new Error('useT needs an <I18nProvider>');
  return store;
}

/** `t('calendar.title')` → the message of the current locale. */
export function useT() {
  const locale = useLocale();
  const store = useMessageStore();
  return useCallback(
    (id: MessageId, values?: MessageValues) => formatCompiled(locale, store.message(id), values),
    [locale, store],
  );
}

/**
 * Suspends until the provider holds the locale's whole catalog, when `needed`: a page reached in the
 * browser may show messages that the first page did not carry.
 */
export function useWholeCatalog(needed: boolean): void {
  const store = useMessageStore();
  if (needed && !store.complete) use(store.loadWhole());
}

/** The formatting helpers bound to the current locale. */
export function useFormat() {
  const locale = useLocale();
  const t = useT();
  return useMemo(
    () => ({
      price: (cents: number, digits?: PriceDigits) => formatPrice(cents, locale, digits),
      /** As `formatPerPerson`, with the provider's messages. */
      perPerson: (cents: number) => `${formatPrice(cents, locale, 'whole')} ${t('price.perPerson')}`,
      score: (score: number) => formatScore(score, locale),
      distance: (km: number) => formatDistance(km, locale),
      date: (isoDate: string, style?: DateStyle) => formatDate(isoDate, locale, style),
      dateRange: (checkin: string, checkout: string) => formatDateRange(checkin, checkout, locale),
    }),
    [locale, t],
  );
}
