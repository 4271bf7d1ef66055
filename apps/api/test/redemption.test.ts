import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  facetsResponseSchema,
  generateVoucherCode,
  giftCalendarSchema,
  type OfferCard,
  type OffersResponse,
  type OrderItems,
  offersResponseSchema,
  redemptionReference,
  redemptionSchema,
  SANDBOX_CARDS,
  voucherViewSchema,
} from '@escale/domain';
import { formatDate, formatPrice } from '@escale/i18n/core';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BUYER } from '../../../scripts/sample-order.mjs';
import { sendDueMail } from '../src/mail/outbox';
import { fileTransport, type MailMessage } from '../src/mail/transport';
import { createTestContext, giftableOffer, type TestContext } from './support';

let ctx: TestContext;
let giftOffer: number;

beforeAll(async () => {
  ctx = await createTestContext();
  giftOffer = await giftableOffer(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

let clients = 0;
/** Each test types its codes from its own address, so the guessing limit of one is not another's. */
const newClient = () => `198.51.100.${++clients}`;

async function post(path: string, body: unknown, client = '192.0.2.1') {
  const response = await ctx.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against their schemas where it matters.
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const giftItems = (): OrderItems => ({
  boxItem: null,
  giftCardItem: null,
  activityItem: null,
  shortStayItem: {
    reservationCriteria: {
      offerId: giftOffer,
      activityDaySelections: [],
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      travelPeriod: null,
      minisiteId: null,
    },
    gift: {
      format: 'digital',
      nights: 2,
      fromName: 'Léa',
      message: '',
      subElementIds: [],
      upsell: 'none',
      bucket: null,
    },
    specialRequest: null,
  },
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

const intent = async (card: string = SANDBOX_CARDS.success) =>
  (
    await post('/gateway/psp/intents', {
      method: 'card',
      card: { number: card, expiry: '12/30', cvc: '123' },
    })
  ).body.paymentIntentId as string;

/** A gift bought through the API: the code of its voucher. */
async function giftVoucher(items: OrderItems = giftItems()): Promise<string> {
  const summary = await post('/api/purchase/checkout', { locale: 'fr_FR', items });
  const created = await post('/route/purchase/orders', {
    locale: 'fr_FR',
    currency: 'EUR',
    expectedAmount: summary.body.breakdown.totalAmount,
    buyer: SAMPLE_BUYER,
    items,
    pspAuthorization: { paymentIntentId: await intent(), paymentMethod: 'CARD' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const voucher = await ctx.db
    .selectFrom('vouchers')
    .select('code')
    .where('order_id', '=', created.body.orderUUID)
    .executeTakeFirstOrThrow();
  return voucher.code;
}

function bookableCheckin(from: string): { checkin: string; price: number } {
  for (let day = from, i = 0; i < 200; i += 1, day = addDays(day, 1)) {
    const quote = ctx.catalog.quote(giftOffer, {
      checkin: day,
      nights: 2,
      pax: { adults: 2, children: 0, babies: 0 },
    });
    if (quote?.bookable) return { checkin: day, price: quote.sellPrice };
  }
  throw new Error(`Offer ${giftOffer} cannot be booked after ${from}`);
}

const setValue = (code: string, value: number) =>
  ctx.db.updateTable('vouchers').set({ value }).where('code', '=', code).execute();

const reservedOn = async (night: string) => {
  const roomId = ctx.catalog.offers.get(giftOffer)?.roomId ?? '';
  const row = await ctx.db
    .selectFrom('allotments')
    .select('reserved')
    .where('room_id', '=', roomId)
    .where('night', '=', night)
    .executeTakeFirstOrThrow();
  return row.reserved;
};

let beneficiaries = 0;
/** A beneficiary of their own, so the mails sent to one are not another test's. */
const newBeneficiary = () => ({
  ...SAMPLE_BUYER,
  firstName: 'Noa',
  email: `noa.${++beneficiaries}@example.es`,
});

const redemption = (
  code: string,
  checkinDate: string,
  expectedSupplement: number,
  paymentIntentId?: string,
  beneficiary = SAMPLE_BUYER,
  locale = 'fr_FR',
) => ({
  code,
  locale,
  checkinDate,
  beneficiary,
  expectedSupplement,
  pspAuthorization: paymentIntentId ? { paymentIntentId, paymentMethod: 'CARD' } : null,
});

const mailsTo = (recipient: string) =>
  ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).execute();

/** A digital box of the fr_FR market bought through the API: its voucher's code and the box. */
async function boxVoucher(): Promise<{ code: string; box: { code: string; nights: number } }> {
  const box = await ctx.db
    .selectFrom('gift_boxes')
    .select(['code', 'nights'])
    .where('format', '=', 'digital')
    .where(sql<boolean>`'fr_FR' = any(locales)`)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const code = await giftVoucher({
    shortStayItem: null,
    boxItem: { code: box.code, format: 'digital', subElementIds: [], fromName: null, message: null },
    giftCardItem: null,
    activityItem: null,
    insuranceItem: null,
    promotionCodeItem: null,
    giftcardItem: null,
  });
  return { code, box };
}

async function get(path: string, client: string) {
  const response = await ctx.request(path, { headers: { 'x-forwarded-for': client } });
  // biome-ignore lint/suspicious/noExplicitAny: answers are parsed with their schemas where it matters.
  return { status: response.status, body: (await response.json()) as any };
}

/** The cards of an offers answer (not its map markers). */
const cardsOf = (answer: OffersResponse) =>
  answer.exactMatch.filter((card): card is OfferCard => 'hotel' in card);

const pax = { adults: 2, children: 0, babies: 0 };

const voucherRow = (code: string) =>
  ctx.db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

/** One symbol of a code changed: the check symbol refuses it. */
const typo = (code: string) => (code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`);

describe('the beneficiary’s login (S-349)', () => {
  it('S-349 opens the voucher from its code typed in lower case without dashes: its stay, value and validity', async () => {
    const code = await giftVoucher();
    const answer = await post('/api/beneficiary/login', {
      code: ` ${code.toLowerCase().replaceAll('-', '')} `,
      locale: 'fr_FR',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = voucherViewSchema.parse(answer.body);
    const offer = ctx.catalog.offers.get(giftOffer);
    expect(view).toMatchObject({ code, kind: 'SINGLEVOUCHER', status: 'ISSUED' });
    expect(view.stay).toMatchObject({
      offerId: giftOffer,
      nights: 2,
      adults: 2,
      hotel: { id: offer?.hotelId },
    });
    expect(view.stay?.label.length).toBeGreaterThan(0);
    expect(view.validUntil).toBe('2027-06-01');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("a box's voucher opens with its box and no stay, and is not redeemed without one of its stays", async () => {
    const { code, box } = await boxVoucher();
    const answer = await post('/api/beneficiary/login', { code, locale: 'fr_FR' });
    expect(answer.status).toBe(200);
    expect(voucherViewSchema.parse(answer.body)).toMatchObject({
      kind: 'BOX',
      boxCode: box.code,
      stay: null,
    });
    const { checkin } = bookableCheckin(addDays(ctx.catalog.clock().date, 7));
    const refused = await post('/api/beneficiary/redemptions', {
      code,
      locale: 'fr_FR',
      checkinDate: checkin,
      beneficiary: SAMPLE_BUYER,
      expectedSupplement: 0,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['offerId']);
  });

  it('S-349 a mistyped code is a 400 naming code (the check symbol), an unknown one 404, an expired one 410 VOUCHER_EXPIRED', async () => {
    const code = await giftVoucher();
    const client = newClient();
    const mistyped = await post('/api/beneficiary/login', { code: typo(code), locale: 'fr_FR' }, client);
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['code']);
    const unknown = await post(
      '/api/beneficiary/login',
      { code: generateVoucherCode(), locale: 'fr_FR' },
      client,
    );
    expect(unknown.status).toBe(404);
    await ctx.db
      .updateTable('vouchers')
      .set({ valid_until: '2026-05-31' })
      .where('code', '=', code)
      .execute();
    const expired = await post('/api/beneficiary/login', { code, locale: 'fr_FR' }, client);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('VOUCHER_EXPIRED');
  });

  it('S-349 after 10 wrong codes in 15 minutes a client waits (429 with Retry-After), even with the right code; others do not', async () => {
    const code = await giftVoucher();
    const guesser = newClient();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await post(
        '/api/beneficiary/login',
        { code: generateVoucherCode(), locale: 'fr_FR' },
        guesser,
      );
      expect(wrong.status).toBe(404);
    }
    const blocked = await post('/api/beneficiary/login', { code, locale: 'fr_FR' }, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    // Counted in the database, so every API process sees the same attempts.
    const stored = await ctx.db
      .selectFrom('voucher_login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client', '=', guesser)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
    const other = await post('/api/beneficiary/login', { code, locale: 'fr_FR' }, newClient());
    expect(other.status).toBe(200);
  });

  it('S-349 refuses a request without a code or locale with 400, and counts nothing', async () => {
    const client = newClient();
    const answer = await post('/api/beneficiary/login', { code: '', locale: 'xx' }, client);
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['code', 'locale']);
    const stored = await ctx.db
      .selectFrom('voucher_login_failures')
      .select('id')
      .where('client', '=', client)
      .execute();
    expect(stored).toHaveLength(0);
  });
});

describe('redeeming a voucher', () => {
  it('books the voucher’s stay on chosen dates: the nights reserved, the voucher used, nothing to pay when it covers the price', async () => {
    const code = await giftVoucher();
    const { checkin, price } = bookableCheckin('2026-07-01');
    await setValue(code, price + 5000);
    const before = await reservedOn(checkin);
    const answer = await post('/api/beneficiary/redemptions', redemption(code, checkin, 0));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(redemptionSchema.parse(answer.body)).toMatchObject({
      code,
      checkin,
      checkout: addDays(checkin, 2),
      stayAmount: price,
      voucherAmount: price,
      supplement: 0,
    });
    expect(await reservedOn(checkin)).toBe(before + 1);
    const again = await post('/api/beneficiary/login', { code, locale: 'fr_FR' }, newClient());
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('VOUCHER_USED');
  });

  it('S-256 the beneficiary pays the price of the dates above the voucher’s value, by card; a refused attempt queues no mail', async () => {
    const code = await giftVoucher();
    const { checkin, price } = bookableCheckin('2026-07-15');
    await setValue(code, price - 1234);
    const beneficiary = newBeneficiary();
    const withoutPayment = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 1234, undefined, beneficiary),
    );
    expect(withoutPayment.status).toBe(400);
    expect(withoutPayment.body.error.issues[0].path).toBe('pspAuthorization');
    const wrongAmount = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 0, await intent(), beneficiary),
    );
    expect(wrongAmount.status).toBe(422);
    expect(wrongAmount.body.error.code).toBe('AMOUNT_MISMATCH');
    const declined = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 1234, await intent(SANDBOX_CARDS.declined), beneficiary),
    );
    expect(declined.status).toBe(402);
    expect(await mailsTo(beneficiary.email)).toEqual([]);
    const paid = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 1234, await intent(), beneficiary),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const [mail, ...more] = await mailsTo(beneficiary.email);
    expect(more).toEqual([]);
    expect(mail?.payload.text).toContain(`Supplément payé : ${formatPrice(1234, 'fr_FR')}`);
    expect(paid.body).toMatchObject({ stayAmount: price, voucherAmount: price - 1234, supplement: 1234 });
    const rows = await ctx.db
      .selectFrom('redemptions')
      .selectAll()
      .where('voucher_code', '=', code)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payment_intent_id).toMatch(/^pi_/);
  });

  it('refuses a checkin after the voucher’s validity with 422 VOUCHER_EXPIRED, and writes nothing, no mail either', async () => {
    const code = await giftVoucher();
    const { checkin } = bookableCheckin('2026-08-01');
    await ctx.db
      .updateTable('vouchers')
      .set({ valid_until: addDays(checkin, -1) })
      .where('code', '=', code)
      .execute();
    const beneficiary = newBeneficiary();
    const answer = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 0, undefined, beneficiary),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('VOUCHER_EXPIRED');
    expect(await mailsTo(beneficiary.email)).toEqual([]);
    const voucher = await ctx.db
      .selectFrom('vouchers')
      .select('status')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(voucher.status).toBe('ISSUED');
  });

  it(`S-349 a voucher is used exactly once: 10 parallel redemptions make 1 booking, 1 mail and 9 VOUCHER_USED (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const code = await giftVoucher();
    const { checkin, price } = bookableCheckin('2026-09-01');
    await setValue(code, price);
    const before = await reservedOn(checkin);
    const beneficiary = newBeneficiary();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/beneficiary/redemptions', redemption(code, checkin, 0, undefined, beneficiary)),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused.every((a) => a.body.error.code === 'VOUCHER_USED')).toBe(true);
    expect(await reservedOn(checkin)).toBe(before + 1);
    const rows = await ctx.db
      .selectFrom('redemptions')
      .select('id')
      .where('voucher_code', '=', code)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await mailsTo(beneficiary.email);
    expect(mails.map((m) => m.redemption_id)).toEqual([rows[0]?.id]);
  });
});

describe('the beneficiary’s booking mail (S-349)', () => {
  it('S-349 a redemption queues one mail for the beneficiary in the redemption’s language: the stay, its dates, the code; a second redemption of the code queues none', async () => {
    const code = await giftVoucher();
    const { checkin, price } = bookableCheckin('2026-12-01');
    await setValue(code, price);
    const view = voucherViewSchema.parse(
      (await post('/api/beneficiary/login', { code, locale: 'es_ES' }, newClient())).body,
    );
    const beneficiary = newBeneficiary();
    const answer = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 0, undefined, beneficiary, 'es_ES'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [mail, ...more] = await mailsTo(beneficiary.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      order_id: null,
      redemption_id: answer.body.redemptionId,
      kind: 'REDEMPTION_CONFIRMED',
      subject: `Tu estancia en ${view.stay?.hotel.label} está reservada`,
      sent_at: null,
    });
    const { text, html, voucherCodes } = mail?.payload ?? { text: '', html: '', voucherCodes: [] };
    expect(voucherCodes).toEqual([]);
    expect(text).toContain('Hola, Noa:');
    expect(text).toContain(`Tu estancia está reservada: ${view.stay?.label} (${view.stay?.hotel.label}, `);
    const date = (day: string) => formatDate(day, 'es_ES', 'long');
    expect(text).toContain(
      `Del ${date(checkin)} al ${date(addDays(checkin, 2))} (2 noches), para 2 personas.`,
    );
    expect(text).toContain(`Cheque regalo utilizado: ${code}`);
    expect(text).toContain('Tu cheque regalo cubre toda la estancia: no has pagado nada.');
    expect(text).toContain(`Referencia de reserva: ${redemptionReference(answer.body.redemptionId)}`);
    expect(html).toContain('<html lang="es">');

    const again = await post(
      '/api/beneficiary/redemptions',
      redemption(code, addDays(checkin, 1), 0, undefined, newBeneficiary(), 'es_ES'),
    );
    expect(again.status).toBe(409);
    const queued = await ctx.db
      .selectFrom('outbox')
      .innerJoin('redemptions', 'redemptions.id', 'outbox.redemption_id')
      .select('outbox.id')
      .where('redemptions.voucher_code', '=', code)
      .execute();
    expect(queued).toHaveLength(1);
  });

  it('S-349 the outbox sends the booking mail once, even with two senders, with no attachment', async () => {
    const code = await giftVoucher();
    const { checkin, price } = bookableCheckin('2027-01-05');
    await setValue(code, price);
    const beneficiary = newBeneficiary();
    const answer = await post(
      '/api/beneficiary/redemptions',
      redemption(code, checkin, 0, undefined, beneficiary),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const dir = mkdtempSync(join(tmpdir(), 'escale-outbox-'));
    try {
      const sends: number[] = [];
      const transport = fileTransport(dir);
      const deps = {
        db: ctx.db,
        from: 'Escale <commandes@escale.example>',
        logger: pino({ level: 'silent' }),
        transport: {
          description: transport.description,
          send: async (message: MailMessage) => {
            sends.push(message.id);
            await transport.send(message);
          },
        },
      };
      await Promise.all([sendDueMail(deps), sendDueMail(deps)]);
      await sendDueMail(deps);
      const [mail] = await mailsTo(beneficiary.email);
      expect(sends.filter((id) => id === mail?.id)).toHaveLength(1);
      expect(mail).toMatchObject({ attempts: 1, last_error: null });
      expect(mail?.sent_at).toBeInstanceOf(Date);
      const eml = readFileSync(join(dir, `${mail?.id}.eml`), 'utf8');
      expect(eml).toContain(`To: ${beneficiary.email}`);
      expect(eml).not.toContain('application/pdf');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the outbox refuses a mail about neither an order nor a redemption, or about both', async () => {
    const code = await giftVoucher();
    const { checkin, price } = bookableCheckin('2027-02-01');
    await setValue(code, price);
    const answer = await post('/api/beneficiary/redemptions', redemption(code, checkin, 0));
    expect(answer.status).toBe(201);
    const voucher = await ctx.db
      .selectFrom('vouchers')
      .select('order_id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const row = { kind: 'TEST', recipient: 'x@example.fr', subject: 's', payload: '{}' };
    await expect(ctx.db.insertInto('outbox').values(row).execute()).rejects.toThrow(/outbox_one_subject/);
    await expect(
      ctx.db
        .insertInto('outbox')
        .values({ ...row, order_id: voucher.order_id, redemption_id: answer.body.redemptionId })
        .execute(),
    ).rejects.toThrow(/outbox_one_subject/);
  });
});

describe('the gift calendar (S-488, S-268)', () => {
  const calendar = (query: string) =>
    ctx.request(`/redeem/weekend/${giftOffer}/packageCheckinPrices.json?locale=fr_FR&${query}`);

  it('S-488 S-268 answers each day of the month from live prices: included up to the gift’s value, the supplement above it, notAvailable when no stay of its nights starts', async () => {
    const { checkin, price } = bookableCheckin('2026-10-01');
    const month = checkin.slice(0, 7);
    const answer = await calendar(`month=${month}&nights=2&adult=2&child=0&baby=0&giftPrice=${price - 1000}`);
    expect(answer.status).toBe(200);
    const { days } = giftCalendarSchema.parse(await answer.json());
    expect(days[checkin]).toEqual({ status: 'supplement', supplement: 1000 });
    const statuses = new Set<string>();
    for (const [day, status] of Object.entries(days)) {
      expect(day.slice(0, 7)).toBe(month);
      const quote = ctx.catalog.quote(giftOffer, {
        checkin: day,
        nights: 2,
        pax: { adults: 2, children: 0, babies: 0 },
      });
      statuses.add(status.status);
      if (!quote?.bookable) expect(status, day).toEqual({ status: 'notAvailable' });
      else if (quote.sellPrice > price - 1000)
        expect(status, day).toEqual({ status: 'supplement', supplement: quote.sellPrice - (price - 1000) });
      else expect(status, day).toEqual({ status: 'included' });
    }
    expect(statuses.size).toBeGreaterThan(1);
    const covered = giftCalendarSchema.parse(
      await (await calendar(`month=${month}&nights=2&giftPrice=${price}`)).json(),
    );
    expect(covered.days[checkin]).toEqual({ status: 'included' });
  });

  it('S-488 refuses a calendar without the gift’s nights (400 naming them)', async () => {
    const answer = await calendar('month=2026-10&giftPrice=abc');
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['giftPrice', 'nights']);
  });

  it('S-489 without a gift value (a box’s stay) every day a stay of its nights can start is included', async () => {
    const { checkin } = bookableCheckin('2026-10-01');
    const month = checkin.slice(0, 7);
    const answer = await calendar(`month=${month}&nights=2`);
    expect(answer.status).toBe(200);
    const { days } = giftCalendarSchema.parse(await answer.json());
    expect(days[checkin]).toEqual({ status: 'included' });
    for (const [day, status] of Object.entries(days)) {
      const quote = ctx.catalog.quote(giftOffer, { checkin: day, nights: 2, pax });
      expect(status, day).toEqual({ status: quote?.bookable ? 'included' : 'notAvailable' });
    }
  });
});

describe('a box’s voucher exchanged for one of its stays (S-489)', () => {
  /** A day, from a week on, that a stay of `offerId` for `nights` can start, with its price. */
  function bookableDay(offerId: number, nights: number): { checkin: string; price: number } {
    for (let day = addDays(ctx.catalog.clock().date, 7), i = 0; i < 200; i += 1, day = addDays(day, 1)) {
      const quote = ctx.catalog.quote(offerId, { checkin: day, nights, pax });
      if (quote?.bookable) return { checkin: day, price: quote.sellPrice };
    }
    throw new Error(`Offer ${offerId} cannot be booked`);
  }

  it('S-489 the box’s stays for its voucher: the hotels of the box’s listing, 8 per page, facets that count them, and with a checkin day only stays that can start then', async () => {
    const client = newClient();
    const { code, box } = await boxVoucher();
    const listing = offersResponseSchema.parse(
      (await get(`/gateway/boxes/${box.code}/offers?locale=fr_FR&limit=48`, client)).body,
    );
    const first = await get(`/api/beneficiary/boxes/offers?code=${code}&locale=fr_FR`, client);
    expect(first.status).toBe(200);
    const stays = offersResponseSchema.parse(first.body);
    // Each of the box's packages, up to 20 a hotel: a page of 8.
    expect(stays.exactMatch.length).toBe(Math.min(8, stays.searchDetails.totalCount));
    expect(stays.searchDetails).toMatchObject({ night: box.nights, adult: 2, checkin: null });
    const all = offersResponseSchema.parse(
      (await get(`/api/beneficiary/boxes/offers?code=${code}&locale=fr_FR&limit=48`, client)).body,
    );
    expect(cardsOf(all)).toHaveLength(stays.searchDetails.totalCount);
    const hotelsOf = (answer: typeof all) =>
      [...new Set(cardsOf(answer).map((card) => card.hotel.id))].sort();
    expect(hotelsOf(all)).toEqual(hotelsOf(listing));

    const facets = await get(`/api/beneficiary/boxes/facets?code=${code}&locale=fr_FR`, client);
    expect(facets.status).toBe(200);
    const parsed = facetsResponseSchema.parse(facets.body);
    expect(parsed.totalCount).toBe(stays.searchDetails.totalCount);
    const starred = parsed.stars.reduce((sum, star) => sum + star.count, 0);
    expect(starred).toBeGreaterThan(0);
    expect(starred).toBeLessThanOrEqual(parsed.totalCount);

    // Filtered by stars: the stays of those hotels only, and the facets count them, the stars' own
    // counts staying what they were (each value counts as if it alone were chosen).
    const star = parsed.stars.find((value) => value.count > 0 && value.count < parsed.totalCount);
    if (!star) throw new Error('The box’s hotels all have the same stars');
    const filtered = offersResponseSchema.parse(
      (
        await get(
          `/api/beneficiary/boxes/offers?code=${code}&locale=fr_FR&limit=48&stars=${star.value}`,
          client,
        )
      ).body,
    );
    expect(cardsOf(filtered).length).toBe(star.count);
    expect(cardsOf(filtered).every((card) => card.hotel.stars === star.value)).toBe(true);
    const narrowed = facetsResponseSchema.parse(
      (await get(`/api/beneficiary/boxes/facets?code=${code}&locale=fr_FR&stars=${star.value}`, client)).body,
    );
    expect(narrowed.totalCount).toBe(star.count);
    expect(narrowed.stars).toEqual(parsed.stars);

    const [firstStay] = cardsOf(all);
    if (!firstStay) throw new Error('The box has no stay');
    const { checkin } = bookableDay(firstStay.id, box.nights);
    const onDay = offersResponseSchema.parse(
      (
        await get(
          `/api/beneficiary/boxes/offers?code=${code}&locale=fr_FR&checkinDate=${checkin}&limit=48`,
          client,
        )
      ).body,
    );
    expect(onDay.searchDetails.checkin).toBe(checkin);
    expect(cardsOf(onDay).map((card) => card.id)).toContain(firstStay.id);
    for (const card of cardsOf(onDay)) {
      expect(
        ctx.catalog.quote(card.id, { checkin, nights: box.nights, pax })?.bookable,
        String(card.id),
      ).toBe(true);
    }
  });

  it('S-489 the voucher is exchanged for a stay of the box, which the box pays in full; a stay of another box is refused, and the code is used after', async () => {
    const client = newClient();
    const { code, box } = await boxVoucher();
    const all = offersResponseSchema.parse(
      (await get(`/api/beneficiary/boxes/offers?code=${code}&locale=fr_FR&limit=48`, client)).body,
    );
    const [chosen] = cardsOf(all);
    if (!chosen) throw new Error('The box has no stay');
    const opened = await post(
      '/api/beneficiary/login',
      { code, locale: 'fr_FR', offerId: chosen.id },
      client,
    );
    expect(opened.status).toBe(200);
    expect(voucherViewSchema.parse(opened.body).stay).toMatchObject({
      offerId: chosen.id,
      nights: box.nights,
      adults: 2,
      hotel: { id: chosen.hotel.id },
    });

    const boxStays = new Set(cardsOf(all).map((card) => card.id));
    const elsewhere = [...ctx.catalog.offers.keys()].find((id) => !boxStays.has(id));
    const { checkin, price } = bookableDay(chosen.id, box.nights);
    const asked = { ...redemption(code, checkin, 0), beneficiary: newBeneficiary() };
    const refused = await post('/api/beneficiary/redemptions', { ...asked, offerId: elsewhere }, client);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'VOUCHER_NOT_A_STAY', issues: [{ path: 'offerId' }] });
    expect(await mailsTo(asked.beneficiary.email)).toHaveLength(0);

    const done = await post('/api/beneficiary/redemptions', { ...asked, offerId: chosen.id }, client);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(redemptionSchema.parse(done.body)).toMatchObject({
      offerId: chosen.id,
      checkin,
      checkout: addDays(checkin, box.nights),
      stayAmount: price,
      voucherAmount: price,
      supplement: 0,
    });
    expect(await mailsTo(asked.beneficiary.email)).toHaveLength(1);
    const used = await get(`/api/beneficiary/boxes/offers?code=${code}&locale=fr_FR`, client);
    expect(used.status).toBe(409);
    expect(used.body.error.code).toBe('VOUCHER_USED');
  });

  it('S-489 the box’s stays are a box voucher’s only: a single voucher gets 422, a wrong code 404 and counts as a wrong guess', async () => {
    const client = newClient();
    const single = await giftVoucher();
    const notBox = await get(`/api/beneficiary/boxes/offers?code=${single}&locale=fr_FR`, client);
    expect(notBox.status).toBe(422);
    expect(notBox.body.error.code).toBe('VOUCHER_NOT_A_STAY');
    const unknown = generateVoucherCode();
    const missing = await get(`/api/beneficiary/boxes/facets?code=${unknown}&locale=fr_FR`, client);
    expect(missing.status).toBe(404);
    const failures = await ctx.db
      .selectFrom('voucher_login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client', '=', client)
      .executeTakeFirstOrThrow();
    expect(Number(failures.count)).toBe(1);
    const badQuery = await get(
      `/api/beneficiary/boxes/offers?locale=fr_FR&numberOfPackagesPerHotel=99`,
      client,
    );
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'code',
      'numberOfPackagesPerHotel',
    ]);
  });
});

describe('a single voucher switched for another stay (S-490)', () => {
  it('S-490 the stays of a single voucher: giftable stays of its nights, its own among them; within its value only those priced up to it', async () => {
    const client = newClient();
    const code = await giftVoucher();
    const voucher = await voucherRow(code);
    const path = `/api/beneficiary/single-vouchers/offers?code=${code}&locale=fr_FR&limit=48&hotelId=`;
    const ownHotel = ctx.catalog.offers.get(giftOffer)?.hotelId;
    const answer = await get(`${path}${ownHotel}`, client);
    expect(answer.status).toBe(200);
    const own = offersResponseSchema.parse(answer.body);
    expect(own.searchDetails).toMatchObject({ night: 2, adult: 2 });
    expect(cardsOf(own).map((card) => card.id)).toContain(giftOffer);
    const all = offersResponseSchema.parse(
      (await get(`/api/beneficiary/single-vouchers/offers?code=${code}&locale=fr_FR&limit=48`, client)).body,
    );
    const within = offersResponseSchema.parse(
      (
        await get(
          `/api/beneficiary/single-vouchers/offers?code=${code}&locale=fr_FR&limit=48&matchOfferRangePriceWithGiftAmount=true`,
          client,
        )
      ).body,
    );
    expect(within.searchDetails.totalCount).toBeLessThan(all.searchDetails.totalCount);
    expect(within.searchDetails.totalCount).toBeGreaterThan(0);
    for (const card of cardsOf(within))
      expect(card.sellPrice, String(card.id)).toBeLessThanOrEqual(voucher.value);
    const facets = facetsResponseSchema.parse(
      (await get(`/api/beneficiary/single-vouchers/facets?code=${code}&locale=fr_FR`, client)).body,
    );
    expect(facets.totalCount).toBe(all.searchDetails.totalCount);
    const box = await boxVoucher();
    const refused = await get(
      `/api/beneficiary/single-vouchers/offers?code=${box.code}&locale=fr_FR`,
      client,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('VOUCHER_NOT_A_STAY');
  });

  it('S-490 a single voucher is switched for another stay, paying the difference by card; a stay it cannot be switched for is refused', async () => {
    const client = newClient();
    const code = await giftVoucher();
    const voucher = await voucherRow(code);
    const all = offersResponseSchema.parse(
      (await get(`/api/beneficiary/single-vouchers/offers?code=${code}&locale=fr_FR&limit=48`, client)).body,
    );
    // A dearer stay than the gift, on a day it can start.
    let switched: { offerId: number; checkin: string; price: number } | null = null;
    for (const card of cardsOf(all)) {
      if (card.id === giftOffer || switched) continue;
      for (let day = addDays(ctx.catalog.clock().date, 7), i = 0; i < 120; i += 1, day = addDays(day, 1)) {
        const quote = ctx.catalog.quote(card.id, { checkin: day, nights: 2, pax });
        if (quote?.bookable && quote.sellPrice > voucher.value) {
          switched = { offerId: card.id, checkin: day, price: quote.sellPrice };
          break;
        }
      }
    }
    if (!switched) throw new Error('No dearer stay to switch to');
    const opened = await post(
      '/api/beneficiary/login',
      { code, locale: 'fr_FR', offerId: switched.offerId },
      client,
    );
    expect(voucherViewSchema.parse(opened.body).stay).toMatchObject({ offerId: switched.offerId, nights: 2 });

    const listed = new Set(cardsOf(all).map((card) => card.id));
    const notGiftable = [...ctx.catalog.offers.keys()].find((id) => !listed.has(id));
    const beneficiary = newBeneficiary();
    const supplement = switched.price - voucher.value;
    const asked = { ...redemption(code, switched.checkin, supplement, await intent(), beneficiary) };
    const refused = await post('/api/beneficiary/redemptions', { ...asked, offerId: notGiftable }, client);
    expect(refused.status).toBe(422);
    expect(refused.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['offerId']);

    const done = await post(
      '/api/beneficiary/redemptions',
      {
        ...redemption(code, switched.checkin, supplement, await intent(), beneficiary),
        offerId: switched.offerId,
      },
      client,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(redemptionSchema.parse(done.body)).toMatchObject({
      offerId: switched.offerId,
      stayAmount: switched.price,
      voucherAmount: voucher.value,
      supplement,
    });
  });
});
