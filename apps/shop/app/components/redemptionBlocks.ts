/** The beneficiary's booking, once a code opened a voucher: a chunk of its own (see `beneficiary.tsx`). */
export { RedemptionDone, RedemptionForm, StayChoice, VoucherElsewhere } from '@escale/blocks';
