import { type Clock, EMPTY_STAY, parseStayHash, type StayState, stayHash } from '@escale/domain';
import { useHydrated } from '@escale/ui';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The stay the URL hash describes (dates, travellers, activity days: 001 §2.3, §4). The server
 * never sees the hash, so the page renders the default stay until it is interactive, then the
 * hash's; every change rewrites the hash in place, so a shared link restores the same state.
 */
export function useStayState(clock: Clock): [StayState, (next: StayState) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const hash = isHydrated ? location.hash : '';
  const state = useMemo(() => (hash ? parseStayHash(hash, clock) : EMPTY_STAY), [hash, clock]);
  const setState = useCallback(
    (next: StayState) =>
      navigate(
        { pathname: location.pathname, search: location.search, hash: stayHash(next) },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, location.pathname, location.search],
  );
  return [state, setState];
}
