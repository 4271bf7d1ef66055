/**
 * The reference a beneficiary quotes for a booked voucher: the first 8 hex digits of the
 * redemption's id, in capitals, as the done page and the booking mail show it.
 */
export const redemptionReference = (redemptionId: string): string => redemptionId.slice(0, 8).toUpperCase();
