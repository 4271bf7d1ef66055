export type { CancellationInfoProps } from './CancellationInfo';
export { CancellationInfo } from './CancellationInfo';
export type { CancellationPolicyInput } from './cancellationPolicy';
