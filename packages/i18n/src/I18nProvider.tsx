import { I18nProvider as AriaI18nProvider } from '@react-aria/i18n';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageId, Messages } from './catalog';
import {
  type DateStyle,
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

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The locale's catalog: `messagesFor(locale)`, or the one a server sent along with the page, so
   * that a browser loads only its own market's messages.
   */
  messages: Messages;
  children: ReactNode;
}

/** Messages (react-intl) and react-aria's locale (calendar, numbers) for one market. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  const { tag } = marketOf(locale);
  return (
    <LocaleContext.Provider value={locale}>
      <IntlProvider locale={tag} messages={messages} defaultLocale="en">
        <AriaI18nProvider locale={tag}>{children}</AriaI18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The current locale (`fr_FR`…). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale needs an <I18nProvider>');
  return locale;
}

/** `t('calendar.title')` → the message of the current locale. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

/** The formatting helpers bound to the current locale. */
export function useFormat() {
  const locale = useLocale();
  const intl = useIntl();
  return useMemo(
    () => ({
      price: (cents: number, digits?: PriceDigits) => formatPrice(cents, locale, digits),
      /** As `formatPerPerson`, with the provider's messages. */
      perPerson: (cents: number) =>
        `${formatPrice(cents, locale, 'whole')} ${intl.formatMessage({ id: 'price.perPerson' })}`,
      score: (score: number) => formatScore(score, locale),
      distance: (km: number) => formatDistance(km, locale),
      date: (isoDate: string, style?: DateStyle) => formatDate(isoDate, locale, style),
      dateRange: (checkin: string, checkout: string) => formatDateRange(checkin, checkout, locale),
    }),
    [locale, intl],
  );
}
