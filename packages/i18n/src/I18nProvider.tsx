import { I18nProvider as AriaI18nProvider } from '@react-aria/i18n';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type CompiledMessages, intlMessages, type MessageId } from './catalog';
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

const LocaleContext = createContext<Locale | null>(null);
const MessagesContext = createContext<CompiledMessages | null>(null);

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The locale's compiled catalog: `compiledMessagesFor(locale)`, or the one a server sent along with
   * the page, so that a browser loads only its own market's messages and no ICU parser.
   */
  messages: CompiledMessages;
  children: ReactNode;
}

/** Messages (react-intl) and react-aria's locale (calendar, numbers) for one market. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  const { tag } = marketOf(locale);
  const reactIntlMessages = useMemo(() => intlMessages(messages), [messages]);
  return (
    <LocaleContext.Provider value={locale}>
      <MessagesContext.Provider value={messages}>
        <IntlProvider locale={tag} messages={reactIntlMessages} defaultLocale="en">
          <AriaI18nProvider locale={tag}>{children}</AriaI18nProvider>
        </IntlProvider>
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

function useMessages(): CompiledMessages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useT needs an <I18nProvider>');
  return messages;
}

/** `t('calendar.title')` → the message of the current locale. */
export function useT() {
  const intl = useIntl();
  const messages = useMessages();
  return useCallback(
    (id: MessageId, values?: MessageValues) => formatCompiled(intl, messages, id, values),
    [intl, messages],
  );
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
