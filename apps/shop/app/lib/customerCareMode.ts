import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useBrowserValue } from './browserStore';

/** The session-storage key keeping customer-care mode for the tab (G-05). */
export const CUSTOMER_CARE_KEY = 'escale.mode';

const modeSchema = z.enum(['CUSTOMER_CARE', 'PUBLIC']);
type Mode = z.infer<typeof modeSchema>;

/** What a URL says of the mode: `?mode=CUSTOMER_CARE` on, `?mode=PUBLIC` off, otherwise nothing. */
export function modeOfSearch(search: string): Mode | null {
  const parsed = modeSchema.safeParse(new URLSearchParams(search).get('mode'));
  return parsed.success ? parsed.data : null;
}

/**
 * Customer-care mode (G-05): the URL turns it on or off, and the tab's sessionStorage keeps it
 * until the URL says otherwise, so another tab, or the next visit, starts in public mode. The
 * server knows only the URL; a tab that keeps the mode shows it right after hydration.
 */
export function useCustomerCareMode(): boolean {
  const { search } = useLocation();
  const fromUrl = modeOfSearch(search);
  const [stored, store] = useBrowserValue('session', CUSTOMER_CARE_KEY, modeSchema, 'PUBLIC');
  useEffect(() => {
    if (fromUrl && fromUrl !== stored) store(fromUrl);
  }, [fromUrl, stored, store]);
  return (fromUrl ?? stored) === 'CUSTOMER_CARE';
}
