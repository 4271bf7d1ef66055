import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiLocale,
  addDays,
  type GiftItem,
  generateVoucherCode,
  giftPriceSchema,
  isValidVoucherCode,
  type OrderItems,
  type OrderRequest,
  orderSchema,
  SANDBOX_CARDS,
} from '@escale/domain';
import { sql } from 'kysely';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BUYER } from '../../../scripts/sample-order.mjs';
import { OutboxMailer } from '../src/mail/mailer';
import { type OutboxDeps, sendDueMail } from '../src/mail/outbox';
import { fileTransport, type MailMessage, type MailTransport } from '../src/mail/transport';
import { readOrderAnswer } from './orderSupport';
import { createTestContext, giftableOffer, stayOf, type TestContext } from './support';

let ctx: TestContext;
let giftOffer: number;
let outboxDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  giftOffer = await giftableOffer(ctx);
  outboxDir = mkdtempSync(join(tmpdir(), 'escale-outbox-'));
});
afterAll(async () => {
  await ctx?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown) {
  const response = await ctx.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against their schemas where it matters.
  return { status: response.status, body: (await response.json()) as any };
}

const giftItems = (gift: Partial<GiftItem> = {}): OrderItems => ({
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
      message: 'Joyeux anniversaire !',
      subElementIds: [],
      upsell: 'none',
      bucket: null,
      ...gift,
    },
    specialRequest: null,
  },
  boxItem: null,
  giftCardItem: null,
  activityItem: null,
  insuranceItem: null,
  promotionCodeItem: null,
  giftcardItem: null,
});

/** A priced order for `items`, paid with a sandbox card. */
async function orderOf(items: OrderItems, locale: ApiLocale = 'fr_FR', card: string = SANDBOX_CARDS.success) {
  const summary = await post('/api/purchase/checkout', { locale, items });
  expect(summary.status, JSON.stringify(summary.body)).toBe(200);
  const intent = await post('/gateway/psp/intents', {
    method: 'card',
    card: { number: card, expiry: '12/30', cvc: '123' },
  });
  return {
    locale,
    currency: 'EUR',
    expectedAmount: summary.body.breakdown.totalAmount,
    buyer: SAMPLE_BUYER,
    items,
    pspAuthorization: { paymentIntentId: intent.body.paymentIntentId, paymentMethod: 'CARD' },
  } as OrderRequest;
}

async function place(order: OrderRequest): Promise<string> {
  const created = await post('/route/purchase/orders', order);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.orderUUID;
}

const vouchersOf = (orderId: string) =>
  ctx.db.selectFrom('vouchers').selectAll().where('order_id', '=', orderId).execute();
const mailsOf = (orderId: string) =>
  ctx.db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).execute();

/** WinAnsi is Latin-1 but for 0x80…0x9F; the few of those the voucher draws. */
const WIN_ANSI_EXTRA: Record<number, string> = {
  128: '€',
  133: '…',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
};
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join('');

/** The text a PDF draws with the standard fonts (hex strings of WinAnsi codes in its content streams). */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; subject?: string; text: string }> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = ref instanceof PDFRawStream ? ref : page.node.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        text += `${winAnsi(Buffer.from(hex ?? '', 'hex'))} `;
      }
    }
  }
  return { pages: doc.getPageCount(), subject: doc.getSubject(), text };
}

function countingTransport(inner: MailTransport, sends: number[]): MailTransport {
  return {
    description: inner.description,
    send: async (message: MailMessage) => {
      sends.push(message.id);
      await inner.send(message);
    },
  };
}

const outboxDeps = (transport: MailTransport): OutboxDeps => ({
  db: ctx.db,
  transport,
  from: 'Escale <commandes@escale.example>',
  logger: pino({ level: 'silent' }),
});

describe('vouchers of a gift order', () => {
  it('a confirmed gift order creates one voucher with a valid code, in the order’s transaction', async () => {
    const order = await orderOf(giftItems());
    const orderId = await place(order);
    const [voucher, ...others] = await vouchersOf(orderId);
    expect(others).toEqual([]);
    expect(isValidVoucherCode(voucher?.code ?? '')).toBe(true);
    expect(voucher).toMatchObject({
      kind: 'SINGLEVOUCHER',
      offer_id: giftOffer,
      nights: 2,
      adults: 2,
      value: order.expectedAmount,
      format: 'digital',
      from_name: 'Léa',
      message: 'Joyeux anniversaire !',
      // Bought on 2026-06-01 (the test clock): valid one year (S-281).
      valid_until: '2027-06-01',
      status: 'ISSUED',
    });
    const [mail] = await mailsOf(orderId);
    expect(mail?.payload.voucherCodes).toEqual([voucher?.code]);

    // A voucher that cannot be written leaves no order behind either.
    await sql`create function refuse_voucher() returns trigger language plpgsql as $$
      begin raise exception 'no vouchers today'; end $$`.execute(ctx.db);
    await sql`create trigger refuse_voucher before insert on vouchers
      for each row execute function refuse_voucher()`.execute(ctx.db);
    try {
      const countOrders = async () =>
        Number((await sql<{ n: number }>`select count(*) as n from orders`.execute(ctx.db)).rows[0]?.n);
      const before = await countOrders();
      const refused = await post('/route/purchase/orders', await orderOf(giftItems()));
      expect(refused.status).toBe(500);
      expect(await countOrders()).toBe(before);
    } finally {
      await sql`drop trigger refuse_voucher on vouchers`.execute(ctx.db);
      await sql`drop function refuse_voucher()`.execute(ctx.db);
    }
  });

  it('a stay order gets no voucher, and its confirmation mail is queued with the order', async () => {
    let checkin = '2026-07-01';
    const pax = { adults: 2, children: 0, babies: 0 };
    while (!ctx.catalog.quote(giftOffer, { checkin, nights: 2, pax })?.bookable)
      checkin = addDays(checkin, 1);
    const items = giftItems();
    stayOf(items).gift = null;
    stayOf(items).reservationCriteria.travelPeriod = {
      checkinDate: checkin,
      checkoutDate: addDays(checkin, 2),
    };
    const summary = await post('/api/purchase/checkout', { locale: 'fr_FR', items });
    stayOf(items).reservationCriteria.activityDaySelections = summary.body.activities.map(
      (a: { activityId: number }) => ({ activityId: a.activityId, date: addDays(checkin, 1) }),
    );
    items.insuranceItem = {
      choice: summary.body.cancellationPolicy.isCancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE',
      insuranceId: null,
    };
    const orderId = await place(await orderOf(items));
    expect(await vouchersOf(orderId)).toEqual([]);
    const mails = await mailsOf(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'ORDER_CONFIRMED', recipient: SAMPLE_BUYER.email, sent_at: null });
    expect(mails[0]?.payload.voucherCodes).toEqual([]);
    const read = orderSchema.parse((await (await readOrderAnswer(ctx, orderId)).json()) as unknown);
    expect(read.vouchers).toEqual([]);
  });

  it('a pending gift order gets its voucher and mail once it is confirmed, and only once', async () => {
    const orderId = await place(await orderOf(giftItems(), 'fr_FR', SANDBOX_CARDS.pending));
    expect(await vouchersOf(orderId)).toEqual([]);
    expect(await mailsOf(orderId)).toEqual([]);
    // The sandbox confirms it 50 ms later, when the order is next read.
    await new Promise((resolve) => setTimeout(resolve, 80));
    const reads = await Promise.all(
      [1, 2, 3].map(async () => orderSchema.parse(await (await readOrderAnswer(ctx, orderId)).json())),
    );
    const vouchers = await vouchersOf(orderId);
    expect(vouchers).toHaveLength(1);
    expect(await mailsOf(orderId)).toHaveLength(1);
    const code = vouchers[0]?.code ?? '';
    for (const read of reads) {
      expect(read.status).toBe('CONFIRMED');
      expect(read.vouchers).toEqual([
        {
          code,
          validUntil: '2027-06-01',
          format: 'digital',
          pdfUrl: `/api/orders/${orderId}/vouchers/${code}.pdf`,
        },
      ]);
    }
  });

  it('refuses a gift sender name that is not text, and writes nothing', async () => {
    const before = await ctx.db.selectFrom('vouchers').select('code').execute();
    const order = await orderOf(giftItems());
    const refused = await post('/route/purchase/orders', {
      ...order,
      items: giftItems({ fromName: '<b>Léa</b>', message: 'x'.repeat(181) }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'items.shortStayItem.gift.fromName',
      'items.shortStayItem.gift.message',
    ]);
    expect(await ctx.db.selectFrom('vouchers').select('code').execute()).toHaveLength(before.length);
  });
});

describe('GET /api/product/{id}/gift-price and the gift upsell', () => {
  const giftPrice = async (offerId: number, query = 'locale=fr_FR&nights=2') => {
    const response = await ctx.request(`/api/product/${offerId}/gift-price?${query}`);
    return { status: response.status, body: await response.json() };
  };

  it('S-270 prices the Essential bucket at the minimum fare, Serenity and Liberty above it', async () => {
    const { status, body } = await giftPrice(giftOffer);
    expect(status).toBe(200);
    const price = giftPriceSchema.parse(body);
    expect(price.nights).toBe(2);
    expect(price.sellPrices.map((p) => p.bucket)).toEqual([1, 2, 3]);
    const [essential, serenity, liberty] = price.sellPrices.map((p) => p.sellPrice);
    expect(essential).toBe(price.lowTierPrice);
    expect(serenity).toBeGreaterThanOrEqual(essential ?? 0);
    expect(liberty).toBeGreaterThanOrEqual(serenity ?? 0);
    // The checkout of the gift without the upsell charges the minimum fare.
    const summary = await post('/api/purchase/checkout', { locale: 'fr_FR', items: giftItems() });
    expect(summary.body.breakdown.stayAmount).toBe(price.lowTierPrice);
    expect(summary.body.gift.upsellAmount).toBeNull();
  });

  it('S-267 a gift with the availability upsell costs the Liberty price, and its voucher is worth it', async () => {
    const price = giftPriceSchema.parse((await giftPrice(giftOffer)).body);
    expect(price.extraUpsellAvailabilityAmount).toBeGreaterThan(0);
    expect(price.upsellAvailabilityPrice).toBe(price.sellPrices[2]?.sellPrice);
    const order = await orderOf(giftItems({ upsell: 'availability' }));
    expect(order.expectedAmount).toBe(price.upsellAvailabilityPrice);
    const summary = await post('/api/purchase/checkout', {
      locale: 'fr_FR',
      items: giftItems({ upsell: 'availability' }),
    });
    expect(summary.body.gift.upsellAmount).toBe(price.extraUpsellAvailabilityAmount);
    const [voucher] = await vouchersOf(await place(order));
    expect(voucher?.value).toBe(price.upsellAvailabilityPrice);
  });

  it('S-270 a gift of a bucket costs its price; the upsell adds nothing to Liberty', async () => {
    const price = giftPriceSchema.parse((await giftPrice(giftOffer)).body);
    const [, serenity, liberty] = price.sellPrices.map((p) => p.sellPrice);
    const priced = async (gift: Partial<GiftItem>) =>
      (await post('/api/purchase/checkout', { locale: 'fr_FR', items: giftItems(gift) })).body;
    expect((await priced({ bucket: 2 })).breakdown.stayAmount).toBe(serenity);
    const libertyGift = await priced({ bucket: 3, upsell: 'availability' });
    expect([libertyGift.breakdown.stayAmount, libertyGift.gift.upsellAmount]).toEqual([liberty, null]);
    const refused = await post('/api/purchase/checkout', {
      locale: 'fr_FR',
      items: giftItems({ bucket: 4 as 3 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((i: { path: string }) => i.path)).toEqual([
      'items.shortStayItem.gift.bucket',
    ]);
  });

  it('refuses a stay that is not giftable, nights it cannot sell and a bad query, naming the field', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select id from offers where not giftable order by id limit 1`.execute(ctx.db);
    const notGiftable = await giftPrice(rows[0]?.id ?? 0);
    expect([notGiftable.status, notGiftable.body.error.code]).toEqual([422, 'NOT_GIFTABLE']);
    const tooLong = await giftPrice(giftOffer, 'locale=fr_FR&nights=14');
    expect([tooLong.status, tooLong.body.error.issues[0].path]).toEqual([422, 'nights']);
    const bad = await giftPrice(giftOffer, 'locale=fr_FR&nights=0');
    expect([bad.status, bad.body.error.issues[0].path]).toEqual([400, 'nights']);
    expect((await giftPrice(999_999_999)).status).toBe(404);
  });
});

describe('GET /api/orders/{orderUUID}/vouchers/{code}.pdf', () => {
  it('S-281 names the box, what it holds and its nights for 2 people; a gift card its amount', async () => {
    const { rows } = await sql<{ code: string }>`select code from gift_boxes
      where format = 'digital' and 'es_ES' = any (locales) order by position limit 1`.execute(ctx.db);
    const boxOrder = await orderOf(
      {
        shortStayItem: null,
        boxItem: {
          code: rows[0]?.code ?? '',
          format: 'digital',
          subElementIds: [],
          fromName: 'Ana',
          message: null,
        },
        giftCardItem: null,
        activityItem: null,
        insuranceItem: null,
        promotionCodeItem: null,
        giftcardItem: null,
      },
      'es_ES',
    );
    const boxRead = orderSchema.parse(await (await readOrderAnswer(ctx, await place(boxOrder))).json());
    const boxPdf = await pdfText(
      new Uint8Array(await (await ctx.request(boxRead.vouchers[0]?.pdfUrl ?? '')).arrayBuffer()),
    );
    const summaryBox = boxRead.summary.box;
    expect(boxPdf.text).toContain('Cheque regalo');
    expect(boxPdf.text).toContain(summaryBox?.title.split(' ')[0]);
    expect(boxPdf.text).toContain(summaryBox?.includedContent.split('\n')[0]?.split(' ')[0]);
    expect(boxPdf.text).toContain(`para 2 personas`);
    expect(boxPdf.text).toContain('De parte de Ana');

    const cardOrder = await orderOf(
      {
        shortStayItem: null,
        boxItem: null,
        giftCardItem: { amount: 7_500, format: 'digital', fromName: null, message: 'Para ti' },
        activityItem: null,
        insuranceItem: null,
        promotionCodeItem: null,
        giftcardItem: null,
      },
      'it_IT',
    );
    const cardRead = orderSchema.parse(await (await readOrderAnswer(ctx, await place(cardOrder))).json());
    const cardPdf = await pdfText(
      new Uint8Array(await (await ctx.request(cardRead.vouchers[0]?.pdfUrl ?? '')).arrayBuffer()),
    );
    expect(cardPdf.text).toMatch(/Carta regalo da 75\s€/);
    expect(cardPdf.text).toContain('“Para ti”');
    expect(cardPdf.text).not.toContain('notti');
  });

  it('answers the e-voucher as a one-page PDF with the code, the stay and the message, in the order’s language', async () => {
    const orderId = await place(
      await orderOf(
        giftItems({ fromName: 'Sanne', message: 'Fijne verjaardag 🎉 — veel liefs ❤ Zoë & Őrs' }),
        'nl_BE',
      ),
    );
    const read = orderSchema.parse(await (await readOrderAnswer(ctx, orderId)).json());
    const voucher = read.vouchers[0];
    expect(voucher).toBeDefined();
    const response = await ctx.request(voucher?.pdfUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages).toBe(1);
    expect(pdf.subject).toBe(voucher?.code);
    expect(pdf.text).toContain(voucher?.code);
    expect(pdf.text).toContain('Cadeaubon');
    expect(pdf.text).toContain('2 nachten, voor 2 personen');
    expect(pdf.text).toMatch(/Waarde: €\s\d+/);
    expect(pdf.text).toContain(read.summary.offer?.label);
    // The emoji are dropped, the dash and ë kept, Ő drawn as O.
    expect(pdf.text).toContain('“Fijne verjaardag — veel liefs Zoë & Ors”');
    expect(pdf.text).toContain('Van Sanne');
    expect(pdf.text).toContain('Geldig tot en met 1 juni 2027');
    expect(pdf.text).toContain(`/be/nl/beneficiary/login?code=${voucher?.code}`);

    // Typed in lower case without hyphens, the code still finds its voucher.
    const typed = voucher?.code.replaceAll('-', '').toLowerCase();
    expect((await ctx.request(`/api/orders/${orderId}/vouchers/${typed}.pdf`)).status).toBe(200);
  });

  it('draws a gift message written as markup as its text, in a PDF answered with nosniff and a policy that runs nothing', async () => {
    const script = '<script>alert(1)</script>';
    const image = '<img src=x onerror=alert(2)>';
    const orderId = await place(await orderOf(giftItems({ message: `${script} ${image}` })));
    const [voucher] = await vouchersOf(orderId);
    const response = await ctx.request(`/api/orders/${orderId}/vouchers/${voucher?.code}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.text).toContain(script);
    expect(pdf.text).toContain(image);
    // The buyer's mail carries no markup it was given: every word of it is escaped text.
    const [mail] = await mailsOf(orderId);
    expect(mail?.payload.html).not.toMatch(/<(script|img)\b/i);
  });

  it('answers 404 for an unknown order or a code of another order, 400 for what is not a code', async () => {
    const orderId = await place(await orderOf(giftItems()));
    const [voucher] = await vouchersOf(orderId);
    const code = voucher?.code ?? '';
    const other = await place(await orderOf(giftItems()));
    for (const path of [
      `/api/orders/${randomUUID()}/vouchers/${code}.pdf`,
      `/api/orders/${other}/vouchers/${code}.pdf`,
      `/api/orders/${orderId}/vouchers/${generateVoucherCode()}.pdf`,
    ]) {
      const response = await ctx.request(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
    const typo = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    const bad = await ctx.request(`/api/orders/${orderId}/vouchers/${typo}.pdf`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues.map((i: { path: string }) => i.path)).toEqual(['code']);
  });

  it('is listed in the OpenAPI document as a PDF answer', async () => {
    const doc = await (await ctx.request('/api/openapi.json')).json();
    const operation = doc.paths['/api/orders/{orderUUID}/vouchers/{code}.pdf']?.get;
    expect(Object.keys(operation?.responses['200'].content ?? {})).toEqual(['application/pdf']);
  });
});

describe('the mail outbox', () => {
  it('writes exactly one .eml per order, the vouchers attached, even when two senders run at once', async () => {
    const orderId = await place(await orderOf(giftItems(), 'es_ES'));
    const [voucher] = await vouchersOf(orderId);
    const sends: number[] = [];
    const transport = countingTransport(fileTransport(outboxDir), sends);
    const [first, second] = await Promise.all([
      sendDueMail(outboxDeps(transport)),
      sendDueMail(outboxDeps(transport)),
    ]);
    expect(new Set(sends).size).toBe(sends.length);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(sends.length);
    expect(await sendDueMail(outboxDeps(transport))).toEqual({ sent: 0, failed: 0 });

    const [mail] = await mailsOf(orderId);
    expect(mail).toMatchObject({ attempts: 1, last_error: null });
    expect(mail?.sent_at).toBeInstanceOf(Date);
    expect(mail?.subject).toMatch(/^Tu pedido Escale n\.º \d{8} está confirmado$/);
    expect(readdirSync(outboxDir).filter((name) => name === `${mail?.id}.eml`)).toHaveLength(1);
    const eml = readFileSync(join(outboxDir, `${mail?.id}.eml`), 'latin1');
    expect(eml).toContain(`To: ${SAMPLE_BUYER.email}`);
    expect(eml).toContain('Content-Type: application/pdf');
    expect(eml).toContain(`escale-${voucher?.code}.pdf`);
    expect(readdirSync(outboxDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('records a failing transport’s error, retries later and sends once it works', async () => {
    const orderId = await place(await orderOf(giftItems()));
    const failing: MailTransport = {
      description: 'down',
      send: async () => {
        throw new Error('451 Try again later');
      },
    };
    const outcome = await sendDueMail(outboxDeps(failing));
    expect(outcome.failed).toBeGreaterThanOrEqual(1);
    let [mail] = await mailsOf(orderId);
    expect(mail).toMatchObject({ attempts: 1, sent_at: null, last_error: '451 Try again later' });
    expect(mail?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: a pass now leaves it alone.
    const sends: number[] = [];
    const working = countingTransport(fileTransport(outboxDir), sends);
    await sendDueMail(outboxDeps(working));
    expect(sends).not.toContain(mail?.id);

    await ctx.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', orderId)
      .execute();
    await sendDueMail(outboxDeps(working));
    expect(sends.filter((id) => id === mail?.id)).toHaveLength(1);
    [mail] = await mailsOf(orderId);
    expect(mail).toMatchObject({ attempts: 2, last_error: null });
    expect(mail?.sent_at).toBeInstanceOf(Date);
  });

  it('the mailer sends what an order queued when kicked, and stops cleanly', async () => {
    const orderId = await place(await orderOf(giftItems()));
    const sends: number[] = [];
    const mailer = new OutboxMailer(outboxDeps(countingTransport(fileTransport(outboxDir), sends)), 60_000);
    mailer.start();
    mailer.kick();
    await mailer.stop();
    const [mail] = await mailsOf(orderId);
    expect(sends).toContain(mail?.id);
    expect(mail?.sent_at).toBeInstanceOf(Date);
  });
});
