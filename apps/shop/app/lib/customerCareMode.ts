import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrowserValue } from './browserStore';

/** The session-storage key keeping customer-care mode for the tab (G-05). */
export const CUSTOMER_CARE_KEY = 'escale.mode';

type Mode = 'CUSTOMER_CARE' | 'PUBLIC';

const modeOf = (value: unknown): Mode | undefined =>
  value === 'CUSTOMER_CARE' || value === 'PUBLIC' ? value : undefined;

/** What a URL says of the mode: `?mode=CUSTOMER_CARE` on, `?mode=PUBLIC` off, otherwise nothing. */
export function modeOfSearch(search: string): Mode | null {
  return modeOf(new URLSearchParams(search).get('mode')) ?? null;
}

/**
 * Customer-care mode (G-05): the URL turns it on or off, and the tab's sessionStorage keeps it
 * until the URL says otherwise, so another tab, or the next visit, starts in public mode. The
 * server knows only the URL; a tab that keeps the mode shows it right after hydration.
 */
export function useCustomerCareMode(): boolean {
  const { search } = useLocation();
  const fromUrl = modeOfSearch(search);
  const [stored, store] = useBrowserValue('session', CUSTOMER_CARE_KEY, modeOf, 'PUBLIC');
  useEffect(() => {
    if (fromUrl && fromUrl !== stored) store(fromUrl);
  }, [fromUrl, stored, store]);
  return (fromUrl ?? stored) === 'CUSTOMER_CARE';
}
