export { BoxStayChoice, type BoxStayChoiceProps } from './BoxStayChoice';
export { RedemptionDone, type RedemptionDoneProps } from './RedemptionDone';
export { RedemptionForm, type RedemptionFormProps } from './RedemptionForm';
export { VoucherCodeForm, type VoucherCodeFormProps } from './VoucherCodeForm';
export { VoucherElsewhere, type VoucherElsewhereProps } from './VoucherElsewhere';
