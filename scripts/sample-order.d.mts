import type { OrderItems, OrderRequest } from '@escale/domain';

export declare const SAMPLE_BUYER: OrderRequest['buyer'];
export declare function stayOrderItems(
  offerId: number,
  checkin: string,
  activityIds?: readonly number[],
  nights?: number,
): OrderItems;
