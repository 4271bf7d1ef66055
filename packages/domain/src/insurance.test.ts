import { describe, expect, it } from 'vitest';
import type { InsuranceOffer } from './api/orders';
import {
  cancellationPolicyType,
  INSURANCE_CASES_COVERED,
  INSURANCE_REFUND_HOURS,
  insuranceRequested,
  insuranceSelection,
  ownCancellationChoice,
} from './insurance';

const offers: InsuranceOffer[] = [
  { id: 'INS-1', sellPrice: 2_190, cancellationPolicy: 'NON_CANCELLABLE' },
  { id: 'INS-2', sellPrice: 3_400, cancellationPolicy: 'NON_CANCELLABLE' },
];

describe('ownCancellationChoice', () => {
  it('S-318 offers flexible cancellation for a cancellable stay, non-cancellable otherwise', () => {
    expect(ownCancellationChoice({ isCancellable: true })).toBe('FLEXIBLE');
    expect(ownCancellationChoice({ isCancellable: false })).toBe('NON_CANCELLABLE');
  });
});

describe('cancellationPolicyType', () => {
  it('names the policy type, or null without a policy', () => {
    expect(cancellationPolicyType({ isCancellable: true })).toBe('CANCELLABLE');
    expect(cancellationPolicyType({ isCancellable: false })).toBe('NON_CANCELLABLE');
    expect(cancellationPolicyType(null)).toBeNull();
    expect(cancellationPolicyType(undefined)).toBeNull();
  });
});

describe('insuranceSelection', () => {
  it('S-319 reports the insurance with its price', () => {
    expect(insuranceSelection('INSURANCE', 'INS-2', offers)).toEqual({
      choice: 'INSURANCE',
      insuranceId: 'INS-2',
      amount: 3_400,
    });
  });

  it('S-319 reports 0 when not insured, flexible cancellation included', () => {
    expect(insuranceSelection('FLEXIBLE', null, offers)).toEqual({
      choice: 'FLEXIBLE',
      insuranceId: null,
      amount: 0,
    });
    expect(insuranceSelection('NON_CANCELLABLE', 'INS-1', offers)).toEqual({
      choice: 'NON_CANCELLABLE',
      insuranceId: null,
      amount: 0,
    });
  });

  it('refuses an insurance offer that is not offered', () => {
    expect(insuranceSelection('INSURANCE', 'INS-9', offers)).toBeNull();
    expect(insuranceSelection('INSURANCE', null, offers)).toBeNull();
    expect(insuranceSelection('INSURANCE', 'INS-1', [])).toBeNull();
  });
});

describe('insuranceRequested', () => {
  const base = { enabled: true, stayAmount: 43_800, cancellationPolicyType: 'NON_CANCELLABLE' } as const;

  it('S-320 requests insurance when enabled, above 0 and with a policy type', () => {
    expect(insuranceRequested(base)).toBe(true);
    expect(insuranceRequested({ ...base, cancellationPolicyType: 'CANCELLABLE' })).toBe(true);
    expect(insuranceRequested({ ...base, stayAmount: 1 })).toBe(true);
  });

  it('S-320 does not request it when disabled', () => {
    expect(insuranceRequested({ ...base, enabled: false })).toBe(false);
  });

  it('S-320 does not request it for an amount of 0', () => {
    expect(insuranceRequested({ ...base, stayAmount: 0 })).toBe(false);
    expect(insuranceRequested({ ...base, stayAmount: -100 })).toBe(false);
  });

  it('S-320 does not request it without a policy type', () => {
    expect(insuranceRequested({ ...base, cancellationPolicyType: null })).toBe(false);
    expect(insuranceRequested({ ...base, cancellationPolicyType: undefined })).toBe(false);
  });
});

describe('insurance copy constants', () => {
  it('S-322 promises a refund in under 72 hours and more than 25 cases covered', () => {
    expect(INSURANCE_REFUND_HOURS).toBe(72);
    expect(INSURANCE_CASES_COVERED).toBe(25);
  });
});
