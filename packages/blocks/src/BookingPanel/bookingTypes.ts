import type { BookingPriceStatus, Pax } from '@escale/domain';

/** What the page knows of the price: the domain's status of the stay page's price (`stayPriceStatus`). */
export type BookingPanelPrice = BookingPriceStatus;

/** The stay as the URL hash holds it: ISO dates (or null) and the travellers. */
export interface BookingStay extends Pax {
  checkin: string | null;
  checkout: string | null;
}
