import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './api/orders';
import {
  checkoutFieldErrors,
  checkoutFieldOfIssue,
  checkoutRefusal,
  checkoutStartProblem,
  orderRequestFromForm,
  postedCard,
} from './checkoutOrder';
import { buyerValues } from './fixtures';
import { generateVoucherCode } from './voucherCode';

const criteria =
  'id=100472&offerId=100472&a=2&c=0&b=0&checkin=2026-12-11&night=2&activityDates=9332_2026-12-12';

const form = (fields: Record<string, string>) => new Map(Object.entries(fields));

const filled = {
  criteria,
  ...buyerValues,
  firstName: ' Camille ',
  specialRequest: '  ',
  insuranceChoice: 'FLEXIBLE',
  promotionCode: 'hiver10',
  paymentMethod: 'CARD',
  expectedAmount: '43800',
};

describe('orderRequestFromForm', () => {
  it('S-338…S-341 builds the order of the posted form: buyer, stay, choice, code and total', () => {
    const result = orderRequestFromForm(form(filled), 'fr_FR');
    if (result.kind !== 'order') throw new Error(result.problem);
    expect(result.order.buyer.firstName).toBe('Camille');
    expect(result.order.expectedAmount).toBe(43_800);
    expect(result.order.items.insuranceItem).toEqual({ choice: 'FLEXIBLE', insuranceId: null });
    expect(result.order.items.promotionCodeItem).toEqual({ code: 'HIVER10' });
    expect(result.order.items.shortStayItem?.specialRequest).toBeNull();
    expect(result.order.items.shortStayItem?.reservationCriteria.activityDaySelections).toEqual([
      { activityId: 9332, date: '2026-12-12' },
    ]);
    const order = {
      ...result.order,
      pspAuthorization: { paymentIntentId: 'pi_abcdefgh12', paymentMethod: 'CARD' },
    };
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
  });

  it('S-337 refuses criteria that name no stay, and a malformed promotion code', () => {
    expect(orderRequestFromForm(form({ ...filled, criteria: 'id=5&a=2&c=0&b=0' }), 'fr_FR')).toEqual({
      kind: 'refused',
      problem: 'incomplete',
      errors: {},
    });
    expect(orderRequestFromForm(form({ ...filled, promotionCode: 'x!' }), 'fr_FR')).toEqual({
      kind: 'refused',
      problem: 'fixFields',
      errors: { promotionCode: 'INVALID' },
    });
  });

  it('G-45 orders a stay with the automatic code the page priced when no code is typed', () => {
    const result = orderRequestFromForm(
      form({ ...filled, promotionCode: '', autoPromotionCode: 'AUTO10' }),
      'fr_FR',
    );
    if (result.kind !== 'order') throw new Error(result.problem);
    expect(result.order.items.promotionCodeItem).toEqual({ code: 'AUTO10' });
  });

  it('G-45 a typed code wins over the automatic one; a gift or a malformed automatic code carries none', () => {
    const typed = orderRequestFromForm(form({ ...filled, autoPromotionCode: 'AUTO10' }), 'fr_FR');
    if (typed.kind !== 'order') throw new Error(typed.problem);
    expect(typed.order.items.promotionCodeItem).toEqual({ code: 'HIVER10' });
    const gift = orderRequestFromForm(
      form({
        ...filled,
        criteria: 'id=100472&offerId=100472&a=2&c=0&b=0&giftNights=2&giftFormat=digital',
        promotionCode: '',
        autoPromotionCode: 'AUTO10',
      }),
      'fr_FR',
    );
    if (gift.kind !== 'order') throw new Error(gift.problem);
    expect(gift.order.items.shortStayItem?.gift).not.toBeNull();
    expect(gift.order.items.promotionCodeItem).toBeNull();
    const malformed = orderRequestFromForm(
      form({ ...filled, promotionCode: '', autoPromotionCode: 'x!' }),
      'fr_FR',
    );
    if (malformed.kind !== 'order') throw new Error(malformed.problem);
    expect(malformed.order.items.promotionCodeItem).toBeNull();
  });

  it('S-439 a stay reached from a minisite orders with its id as reservationCriteria.minisiteId; anything else is none', () => {
    const fromMinisite = orderRequestFromForm(form({ ...filled, minisite: '360' }), 'fr_FR');
    if (fromMinisite.kind !== 'order') throw new Error(fromMinisite.problem);
    expect(fromMinisite.order.items.shortStayItem?.reservationCriteria.minisiteId).toBe(360);
    expect(orderRequestSchema.safeParse(fromMinisite.order).success).toBe(true);
    for (const minisite of ['', 'abc', '0', '-4', '1e3']) {
      const result = orderRequestFromForm(form({ ...filled, minisite }), 'fr_FR');
      if (result.kind !== 'order') throw new Error(result.problem);
      expect(result.order.items.shortStayItem?.reservationCriteria.minisiteId, minisite).toBeNull();
    }
  });

  it('S-257 asks the gift card typed to pay, with what the buyer saw left to pay', () => {
    const serial = generateVoucherCode();
    const result = orderRequestFromForm(
      form({ ...filled, giftcard: ` ${serial.toLowerCase()} `, expectedAmountToPay: '13800' }),
      'fr_FR',
    );
    if (result.kind !== 'order') throw new Error(result.problem);
    expect(result.order.items.giftcardItem).toEqual({ serialNumber: serial });
    expect(result.order).toMatchObject({ expectedAmount: 43_800, expectedAmountToPay: 13_800 });
    expect(result.amountToPay).toBe(13_800);
    // Without a gift card, what is left to pay is the total.
    const plain = orderRequestFromForm(form(filled), 'fr_FR');
    expect(plain.kind === 'order' && [plain.amountToPay, plain.order.items.giftcardItem]).toEqual([
      43_800,
      null,
    ]);
    const typo = `${serial.slice(0, -1)}${serial.endsWith('0') ? '1' : '0'}`;
    expect(orderRequestFromForm(form({ ...filled, giftcard: typo }), 'fr_FR')).toEqual({
      kind: 'refused',
      problem: 'fixFields',
      errors: { giftcard: 'INVALID' },
    });
  });

  it('keeps the insurance offer only with INSURANCE, and nothing for an unknown choice', () => {
    const insured = orderRequestFromForm(
      form({ ...filled, insuranceChoice: 'INSURANCE', insuranceId: 'INS-1' }),
      'fr_FR',
    );
    expect(insured.kind === 'order' && insured.order.items.insuranceItem).toEqual({
      choice: 'INSURANCE',
      insuranceId: 'INS-1',
    });
    const unknown = orderRequestFromForm(form({ ...filled, insuranceChoice: 'MAYBE' }), 'fr_FR');
    expect(unknown.kind === 'order' && unknown.order.items.insuranceItem).toBeNull();
  });
});

describe('postedCard', () => {
  it('sends the provider the digits of the number, the expiry and the code', () => {
    expect(
      postedCard(form({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 30', cardCvc: ' 123 ' })),
    ).toEqual({
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });
});

describe('checkoutFieldOfIssue', () => {
  it('names the form field of each API issue path', () => {
    expect(checkoutFieldOfIssue('buyer.email')).toBe('email');
    expect(checkoutFieldOfIssue('buyer.unknown')).toBeNull();
    expect(checkoutFieldOfIssue('items.insuranceItem')).toBe('insuranceChoice');
    expect(checkoutFieldOfIssue('items.promotionCodeItem.code')).toBe('promotionCode');
    expect(checkoutFieldOfIssue('pspAuthorization.paymentMethod')).toBe('paymentMethod');
    expect(checkoutFieldOfIssue('items.shortStayItem.gift.message')).toBe('giftMessage');
    expect(checkoutFieldOfIssue('items.boxItem.fromName')).toBe('giftFrom');
    expect(checkoutFieldOfIssue('items.giftCardItem.message')).toBe('giftMessage');
    expect(checkoutFieldOfIssue('card.number')).toBe('cardNumber');
    expect(checkoutFieldOfIssue('expectedAmount')).toBeNull();
  });

  it('keeps the first issue of each field', () => {
    expect(
      checkoutFieldErrors([
        { path: 'buyer.phoneNumber', code: 'MANDATORY' },
        { path: 'buyer.phoneNumber', code: 'PHONE_INVALID' },
        { path: 'buyer.email', code: 'EMAIL_INVALID' },
      ]),
    ).toEqual({ phoneNumber: 'MANDATORY', email: 'EMAIL_INVALID' });
  });
});

describe('checkoutRefusal', () => {
  it('reads the issue codes, never the English messages', () => {
    expect(
      checkoutRefusal({
        status: 400,
        code: 'BAD_REQUEST',
        issues: [{ path: 'buyer.email', code: 'EMAIL_INVALID', message: 'Some other wording' }],
      }),
    ).toEqual({ problem: 'fixFields', errors: { email: 'EMAIL_INVALID' } });
  });

  it('fails as a whole on a 400 naming no field of the form', () => {
    expect(
      checkoutRefusal({
        status: 400,
        code: 'BAD_REQUEST',
        issues: [{ path: 'expectedAmount', code: 'INVALID' }],
      }),
    ).toEqual({ problem: 'failed', errors: {} });
  });

  it('002 §8 reads the declined card, the new total, the last room gone and a stay not for sale', () => {
    const refusal = (status: number, code: Parameters<typeof checkoutRefusal>[0]['code']) =>
      checkoutRefusal({ status, code, issues: [] });
    expect(refusal(402, 'PAYMENT_DECLINED').problem).toBe('declined');
    expect(refusal(422, 'AMOUNT_MISMATCH').problem).toBe('priceChanged');
    expect(refusal(409, 'SOLD_OUT').problem).toBe('soldOut');
    expect(refusal(422, 'MIN_STAY').problem).toBe('notBookable');
    expect(refusal(404, 'NOT_FOUND').problem).toBe('notBookable');
    expect(refusal(500, 'INTERNAL').problem).toBe('failed');
    expect(refusal(422, 'PROMOTION_NOT_APPLICABLE')).toEqual({
      problem: null,
      errors: { promotionCode: 'INVALID' },
    });
    expect(refusal(422, 'PAYMENT_METHOD_NOT_ELIGIBLE')).toEqual({
      problem: null,
      errors: { paymentMethod: 'INVALID' },
    });
    expect(refusal(422, 'GIFTCARD_NOT_APPLICABLE')).toEqual({
      problem: null,
      errors: { giftcard: 'INVALID' },
    });
    expect(refusal(409, 'GIFTCARD_BALANCE_CHANGED').problem).toBe('priceChanged');
  });

  it('S-343 says why the checkout could not start', () => {
    expect(checkoutStartProblem(409)).toBe('soldOut');
    expect(checkoutStartProblem(422)).toBe('notBookable');
    expect(checkoutStartProblem(null)).toBe('failed');
  });
});
