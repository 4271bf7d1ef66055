import type { OfferCard } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from './api';
import { loadBoxOffers } from './boxData';

interface BoxOffersState {
  code: string;
  cards: OfferCard[];
  /** Pages loaded so far. */
  pages: number;
  totalCount: number | null;
  /** The last page had cards: the next may too (S-297). */
  hasMore: boolean;
  isLoading: boolean;
  hasError: boolean;
}

type FirstPage = { exactMatch: OfferCard[]; searchDetails: { totalCount: number } } | null;

function initialState(code: string, first: FirstPage): BoxOffersState {
  return {
    code,
    cards: first?.exactMatch ?? [],
    pages: first ? 1 : 0,
    totalCount: first?.searchDetails.totalCount ?? null,
    hasMore: first ? first.exactMatch.length > 0 : true,
    isLoading: false,
    hasError: false,
  };
}

/**
 * A box's stays page after page (S-297): the server's first page, then the next one whenever the
 * list asks, until a page comes back empty. A new box (the other format) starts again.
 */
export function useBoxOffers(locale: Locale, code: string, first: FirstPage) {
  const [state, setState] = useState(() => initialState(code, first));
  const controller = useRef<AbortController | null>(null);
  const current = state.code === code ? state : initialState(code, first);
  if (current !== state) setState(current);

  useEffect(() => () => controller.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (current.isLoading || !current.hasMore) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const page = current.pages;
    setState((previous) => ({ ...previous, isLoading: true, hasError: false }));
    loadBoxOffers(locale, code, page, abort.signal).then(
      (answer) =>
        setState((previous) =>
          previous.code !== code
            ? previous
            : {
                ...previous,
                cards: [...previous.cards, ...answer.exactMatch],
                pages: page + 1,
                totalCount: answer.searchDetails.totalCount,
                hasMore: answer.exactMatch.length > 0,
                isLoading: false,
              },
        ),
      (error: unknown) => {
        if (isAbort(error)) return;
        setState((previous) => ({ ...previous, isLoading: false, hasError: true }));
      },
    );
  }, [locale, code, current.isLoading, current.hasMore, current.pages]);

  return { ...current, loadMore };
}
