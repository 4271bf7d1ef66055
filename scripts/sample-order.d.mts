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

export declare function boughtGiftcard(api: string, euros: number): Promise<string>;
