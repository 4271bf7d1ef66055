import { type DataLayerPush, maySend } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Analytics events pushed to the page's data layer (S-455). Pushing sends nothing: the collector
// (`collector.ts`) posts them, once the visitor agreed (`consent.ts`).

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one event to the data layer. */
export function track(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}

/** Pushes an event of the data layer's own shape (S-455). */
export function push({ event, ...params }: DataLayerPush): void {
  track(event, params);
}

/** Pushes launchPage for each page the visitor opens, the first and those the router shows (S-455). */
export function useLaunchPage(locale: Locale): void {
  const { pathname, search } = useLocation();
  useEffect(
    () => track('launchPage', { page_path: `${pathname}${search}`, locale }),
    [pathname, search, locale],
  );
  // Once the visitor agreed, the collector runs on every page: on those without the consent prompt
  // too (the checkout, the confirmation), when a visit starts there.
  useEffect(() => {
    void import('./consent').then(async ({ readConsent }) => {
      if (maySend(readConsent())) (await import('./collector')).startCollector(locale);
    });
  }, [locale]);
}
