import { describe, expect, it } from 'vitest';
import {
  giftcardLines,
  giftcardProblem,
  priceLines,
  promotionProblem,
  type SummaryContent,
  showsRemaining,
  summaryProgramItems,
} from './bookingSummary';
import { checkoutSummary, giftCheckoutSummary, insuredCheckoutSummary } from './fixtures';

const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

const physicalGift: SummaryContent = {
  ...giftCheckoutSummary,
  gift: { format: 'physical', nights: 2, upsellAmount: null },
  breakdown: {
    ...giftCheckoutSummary.breakdown,
    shippingCost: { amount: 0, internationalFee: 1_200 },
    subElementsPrice: 900,
    giftcards: [
      { serialNumber: 'GC-1', usedAmount: 5_000 },
      { serialNumber: 'GC-0', usedAmount: 0 },
    ],
    totalAmount: 45_900,
    remainingAmountToPay: 40_900,
  },
};

describe('priceLines', () => {
  it('G-61 shows the stay alone when nothing else applies, summing to the total', () => {
    const lines = priceLines(checkoutSummary);
    expect(lines).toEqual([{ kind: 'stay', amount: 43_800 }]);
    expect(sum(lines)).toBe(checkoutSummary.breakdown.totalAmount);
  });

  it('adds the insurance and takes the promotion code off', () => {
    const lines = priceLines(insuredCheckoutSummary);
    expect(lines.map((line) => line.kind)).toEqual(['stay', 'insurance', 'promotion']);
    expect(lines[2]?.amount).toBe(-4_380);
    expect(sum(lines)).toBe(insuredCheckoutSummary.breakdown.totalAmount);
  });

  it('shows free shipping, the international fee and the extras of a physical gift', () => {
    const lines = priceLines(physicalGift);
    expect(lines).toEqual([
      { kind: 'stay', amount: 43_800 },
      { kind: 'shipping', amount: 0 },
      { kind: 'internationalFee', amount: 1_200 },
      { kind: 'extras', amount: 900 },
    ]);
    expect(sum(lines)).toBe(physicalGift.breakdown.totalAmount);
  });

  it('shows no shipping for a digital gift', () => {
    expect(priceLines(giftCheckoutSummary).map((line) => line.kind)).toEqual(['stay']);
  });
});

describe('giftcardLines and showsRemaining', () => {
  it('takes each gift card used off the total down to the remaining amount', () => {
    const cards = giftcardLines(physicalGift.breakdown);
    expect(cards).toEqual([{ serialNumber: 'GC-1', amount: -5_000 }]);
    expect(physicalGift.breakdown.totalAmount + sum(cards)).toBe(physicalGift.breakdown.remainingAmountToPay);
    expect(showsRemaining(physicalGift.breakdown)).toBe(true);
  });

  it('hides the remaining amount when it is the total', () => {
    expect(showsRemaining(checkoutSummary.breakdown)).toBe(false);
  });
});

describe('promotionProblem', () => {
  it('says why a code takes nothing off', () => {
    expect(promotionProblem({ code: 'NOPE', status: 'UNKNOWN' })).toBe('promotionUnknown');
    expect(promotionProblem({ code: 'ETE', status: 'NOT_APPLICABLE' })).toBe('promotionNotApplicable');
    expect(promotionProblem({ code: 'HIVER10', status: 'APPLIED' })).toBeNull();
    expect(promotionProblem(null)).toBeNull();
  });
});

describe('giftcardProblem', () => {
  it('S-257 says why a gift card pays nothing', () => {
    const card = (status: 'APPLIED' | 'UNKNOWN' | 'EXPIRED' | 'USED_UP') =>
      giftcardProblem({ serialNumber: 'K7PQ-3M9X-T2HD-8RVA', status });
    expect([card('UNKNOWN'), card('EXPIRED'), card('USED_UP')]).toEqual([
      'giftcardUnknown',
      'giftcardExpired',
      'giftcardUsedUp',
    ]);
    expect(card('APPLIED')).toBeNull();
    expect(giftcardProblem(null)).toBeNull();
  });
});

describe('summaryProgramItems', () => {
  it('gives each activity of the program its chosen day', () => {
    const items = summaryProgramItems(checkoutSummary);
    expect(items.map((item) => item.label)).toEqual(checkoutSummary.programLines.map((line) => line.label));
    expect(items[3]?.day).toEqual({ kind: 'date', date: '2026-12-12' });
    // The dinner names an activity id the activities list does not hold: no day.
    expect(items[2]?.day).toBeNull();
  });

  it('asks to choose a day not chosen yet, and adds activities no line names', () => {
    const items = summaryProgramItems({
      ...checkoutSummary,
      activities: [
        { activityId: 9332, title: 'Massage relaxant de 50 minutes', date: null },
        { activityId: 7001, title: 'Balade en raquettes', date: '2026-12-13' },
      ],
    });
    expect(items[3]?.day).toEqual({ kind: 'toChoose' });
    expect(items[4]).toEqual({
      key: 'activity-7001',
      label: 'Balade en raquettes',
      day: { kind: 'date', date: '2026-12-13' },
    });
  });

  it('shows no day in a gift: its beneficiary chooses', () => {
    expect(summaryProgramItems(giftCheckoutSummary).every((item) => item.day === null)).toBe(true);
  });
});
