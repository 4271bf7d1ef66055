/** The result cards: a chunk of their own, loaded after the page's first load (see `ResultCards.tsx`). */
export { ActivityCard, OfferCard } from '@escale/blocks';
