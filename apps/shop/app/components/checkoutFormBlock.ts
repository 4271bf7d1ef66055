/** The checkout form: a chunk of its own, loaded once the page knows the stay (see `checkout.tsx`). */
export { CheckoutForm } from '@escale/blocks';
