import { CLIENT_ERROR_LOCATION, clientErrorLog } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useEffect } from 'react';
import { apiBeacon, isAbort } from './api';

// Client errors go to the gateway logs endpoint (S-458, 002 §7): window errors, unhandled
// rejections, what the error boundaries catch and the failures a flow reports with its location.

let pageLocale: Locale | null = null;

/** Logs a client error with the page's locale, at `application.client.error` unless a flow names its own. */
export function reportClientError(error: unknown, location: string = CLIENT_ERROR_LOCATION): void {
  if (isAbort(error) || typeof window === 'undefined') return;
  apiBeacon('/gateway/logs', clientErrorLog(pageLocale ?? 'fr_FR', error, location));
}

/** Logs every error the page does not handle, from hydration on. */
export function useClientErrorReporting(locale: Locale): void {
  useEffect(() => {
    pageLocale = locale;
    const onError = (event: ErrorEvent) => reportClientError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [locale]);
}
