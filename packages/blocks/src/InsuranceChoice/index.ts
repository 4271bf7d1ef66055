export type { InsuranceChoiceProps, InsuranceChoiceValue } from './InsuranceChoice';
export { InsuranceChoice } from './InsuranceChoice';
