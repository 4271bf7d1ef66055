export type { PaxStepperProps } from './PaxStepper';
export { PaxStepper } from './PaxStepper';
