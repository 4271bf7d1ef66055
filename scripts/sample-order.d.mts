import type { OrderItems, OrderRequest } from '@escale/domain';

export declare const SAMPLE_BUYER: OrderRequest['buyer'];
export declare function stayOrderItems(
  offerId: number,
  checkin: string,
  activityIds?: readonly number[],
  nights?: number,
): OrderItems;
export declare function addDays(day: string, days: number): string;
export declare function pricedStayOrder(
  api: string,
  offerId: number,
  checkin: string,
  activityIds: readonly number[],
): Promise<OrderRequest | null>;
export declare function giftStayItems(
  offerId: number,
  nights: number,
  fromName?: string | null,
  message?: string | null,
): OrderItems;
export declare function giftCardItems(euros: number): OrderItems;
export declare function giftBoxItems(code: string): OrderItems;
/** The code of the voucher of a gift bought through the API at `api`. */
export declare function boughtGift(api: string, items: OrderItems, email?: string): Promise<string>;
