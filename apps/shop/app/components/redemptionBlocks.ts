/** The beneficiary's booking, once a code opened a voucher: a chunk of its own (see `beneficiary.tsx`). */
export { BoxStayChoice, RedemptionDone, RedemptionForm, VoucherElsewhere } from '@escale/blocks';
