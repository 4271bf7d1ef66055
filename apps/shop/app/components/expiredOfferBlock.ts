/** The expired offer's page: a chunk of its own, loaded only where an offer has expired (see `stay.tsx`). */
export { ExpiredOffer } from '@escale/blocks';
