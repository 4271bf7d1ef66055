export { RedemptionDone, type RedemptionDoneProps } from './RedemptionDone';
export { RedemptionForm, type RedemptionFormProps } from './RedemptionForm';
export { StayChoice, type StayChoiceProps } from './StayChoice';
export { VoucherCodeForm, type VoucherCodeFormProps } from './VoucherCodeForm';
export { VoucherElsewhere, type VoucherElsewhereProps } from './VoucherElsewhere';
