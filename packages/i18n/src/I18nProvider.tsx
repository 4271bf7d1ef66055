import { I18nProvider as AriaI18nProvider } from '@react-aria/i18n';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type MessageId, messagesFor } from './catalog';
import {
  type DateStyle,
  formatDate,
  formatDateRange,
  formatDistance,
  formatPerPerson,
  formatPrice,
  formatScore,
  type MessageValues,
  type PriceDigits,
} from './format';
import { type Locale, marketOf } from './markets';

const LocaleContext = createContext<Locale | null>(null);

export interface I18nProviderProps {
  locale: Locale;
  children: ReactNode;
}

/** Messages (react-intl) and react-aria's locale (calendar, numbers) for one market. */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const messages = useMemo(() => messagesFor(locale), [locale]);
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

/** `t('calendar.clear')` → the message of the current locale. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

/** The formatting helpers bound to the current locale. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      price: (cents: number, digits?: PriceDigits) => formatPrice(cents, locale, digits),
      perPerson: (cents: number) => formatPerPerson(cents, locale),
      score: (score: number) => formatScore(score, locale),
      distance: (km: number) => formatDistance(km, locale),
      date: (isoDate: string, style?: DateStyle) => formatDate(isoDate, locale, style),
      dateRange: (checkin: string, checkout: string) => formatDateRange(checkin, checkout, locale),
    }),
    [locale],
  );
}
