/** The result card views (S-132). */
export const cardViews = ['NORMAL', 'GIFT', 'CONDENSED', 'MODIFICATION', 'ACTIVITY', 'HOTEL'] as const;
export type CardView = (typeof cardViews)[number];

/** What a card sells (000 §3 Offer card, 002 §3 Product card). */
export const itemCategories = ['weekend', 'single_voucher', 'activity'] as const;
export type ItemCategory = (typeof itemCategories)[number];

/** Whether a card's price is final or a "From" price (000 §3 Offer card, S-246). */
export const priceTypes = ['final', 'from'] as const;
export type PriceType = (typeof priceTypes)[number];
