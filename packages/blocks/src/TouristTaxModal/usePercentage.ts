import { marketOf, useLocale } from '@escale/i18n';
import { useMemo } from 'react';

/** Formats a percentage as the locale writes it: `5 %` (fr), `5%` (en, es). */
export function usePercentage(): (percentage: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(marketOf(locale).tag, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    return (percentage: number) => format.format(percentage / 100);
  }, [locale]);
}
