import type { CardCancellationPolicy } from '@escale/domain';

/** A cancellation policy as cards (`cancellable`) or quotes and offer lists (`isCancellable`) carry it. */
export type CancellationPolicyInput =
  | CardCancellationPolicy
  | { isCancellable: boolean; cancellationDeadline: string | null };

export function toCardPolicy(policy: CancellationPolicyInput): CardCancellationPolicy {
  return 'cancellable' in policy
    ? policy
    : { cancellable: policy.isCancellable, cancellationDeadline: policy.cancellationDeadline };
}
