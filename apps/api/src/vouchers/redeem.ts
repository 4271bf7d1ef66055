import { randomUUID } from 'node:crypto';
import {
  type ApiLocale,
  type beneficiaryBoxOffersQuerySchema,
  isValidVoucherCode,
  NOT_BOOKABLE_MESSAGE,
  normaliseVoucherCode,
  type Redemption,
  type redemptionRequestSchema,
  type VoucherView,
  voucherCoverage,
  voucherSupplement,
} from '@escale/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../app';
import { loadGiftBoxes } from '../cms/giftBoxes';
import type { Database } from '../db/database';
import { clientAddress } from '../http/clientAddress';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { redemptionMail } from '../mail/redemptionMail';
import { giftcardBalance } from '../orders/giftcards';
import { captureOrLeave, voidOrLeave } from '../orders/payments';
import { authorizeOrRefuse, isUniqueViolation, type OrderDeps, reserve, SoldOut } from '../orders/placeOrder';
import { catalogOffer, loadOffer } from '../product/load';
import { UNBOOKABLE_TEXT } from '../product/stayChecks';
import { boxCriteria } from '../search/boxOffers';
import type { Search } from '../search/query';
import { isVoucherStay, type StayScope, voucherStaysSearch } from '../search/voucherStays';
import type { VoucherRow } from './issue';

// A gift's beneficiary (000 roles; S-349): the code opens what the voucher covers, and the voucher
// is exchanged for its stay exactly once, in the transaction that reserves the room-nights.

/** Wrong codes a client may type in a window before it has to wait (against guessing). */
export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** 429 with Retry-After when `client` typed too many wrong codes within the window. */
async function refuseWhenGuessing(deps: AppDeps, c: Context, client: string): Promise<void> {
  const since = new Date(deps.now().getTime() - LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  const failures = await deps.db
    .selectFrom('voucher_login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('client', '=', client)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(failures.count) < LOGIN_FAILURES_ALLOWED) return;
  const oldest = new Date(failures.oldest as Date).getTime();
  const wait = Math.max(
    1,
    Math.ceil((oldest + LOGIN_FAILURE_WINDOW_SECONDS * 1000 - deps.now().getTime()) / 1000),
  );
  c.header('Retry-After', String(wait));
  throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong voucher codes; try again later', [
    { path: 'code', message: `Try again in ${wait} seconds` },
  ]);
}

const recordFailure = (db: Database, client: string, at: Date) =>
  db.insertInto('voucher_login_failures').values({ client, failed_at: at }).execute();

/** 409 when the voucher was exchanged already, 410 when past its validity. */
function checkUsable(voucher: Pick<VoucherRow, 'status' | 'valid_until'>, today: string): void {
  if (voucher.status === 'REDEEMED') {
    throw new ApiError(409, 'VOUCHER_USED', 'This voucher has already been used', [
      { path: 'code', message: 'Already used' },
    ]);
  }
  if (voucher.valid_until < today) {
    throw new ApiError(410, 'VOUCHER_EXPIRED', `This voucher expired on ${voucher.valid_until}`, [
      { path: 'code', message: 'Expired' },
    ]);
  }
}

const findVoucher = (db: Database, code: string) =>
  db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();

/**
 * The usable voucher of a typed code: a malformed or unknown code counts against the client, which
 * waits once it typed too many; a used or expired voucher is refused with its own code.
 */
async function voucherOfCode(deps: AppDeps, c: Context, code: string): Promise<VoucherRow> {
  const client = clientAddress(c);
  await refuseWhenGuessing(deps, c, client);
  if (!isValidVoucherCode(code)) {
    await recordFailure(deps.db, client, deps.now());
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: code', [
      { path: 'code', message: 'Voucher code seems incorrect' },
    ]);
  }
  const voucher = await findVoucher(deps.db, normaliseVoucherCode(code));
  if (!voucher) {
    await recordFailure(deps.db, client, deps.now());
    throw new ApiError(404, 'NOT_FOUND', 'No voucher has this code', [
      { path: 'code', message: 'Unknown code' },
    ]);
  }
  checkUsable(voucher, deps.catalog.clock().date);
  return voucher;
}

const notForThat = (voucher: VoucherRow, what: string) =>
  new ApiError(422, 'VOUCHER_NOT_A_STAY', `This voucher is not ${what}`, [
    { path: 'code', message: `A ${voucher.kind} voucher` },
  ]);

/**
 * The stays a voucher is exchanged for (S-489, S-490): a box's, whatever the market it was bought
 * in; for a single voucher any giftable stay of its nights (within its value with `withinValue`),
 * its own or another, paying the difference. A gift card's is for none: it pays at the checkout.
 */
async function scopeOf(deps: AppDeps, voucher: VoucherRow, withinValue = false): Promise<StayScope> {
  if (voucher.kind === 'BOX') {
    const box = voucher.box_code
      ? (await loadGiftBoxes(deps.db)).find((row) => row.code === voucher.box_code)
      : undefined;
    if (!box) throw notForThat(voucher, 'a box’s');
    return { nights: box.nights, criteria: boxCriteria(box) };
  }
  if (voucher.kind !== 'SINGLEVOUCHER' || voucher.nights === null) throw notForThat(voucher, 'for a stay');
  const priceMax = withinValue ? Math.floor(voucher.value / voucher.nights) : null;
  return {
    nights: voucher.nights,
    criteria: { themes: null, countries: null, giftableOnly: true, priceMax },
  };
}

/**
 * The stay a voucher is exchanged for: `offerId` when it is one of the voucher's stays, else a
 * single voucher's own (a box's voucher has none: its stay must be chosen).
 */
async function stayOf(
  deps: AppDeps,
  voucher: VoucherRow,
  offerId: number | undefined,
  locale: ApiLocale,
): Promise<{ offerId: number; nights: number }> {
  const scope = await scopeOf(deps, voucher);
  const own = voucher.kind === 'SINGLEVOUCHER' ? voucher.offer_id : null;
  if (offerId === undefined || offerId === own) {
    if (own === null) {
      throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: offerId', [
        { path: 'offerId', message: 'Mandatory field' },
      ]);
    }
    return { offerId: own, nights: scope.nights };
  }
  if (!isVoucherStay(deps.search, scope, offerId, locale)) {
    throw new ApiError(422, 'VOUCHER_NOT_A_STAY', `Offer ${offerId} is not one of the voucher’s stays`, [
      { path: 'offerId', message: 'Not one of the voucher’s stays' },
    ]);
  }
  return { offerId, nights: scope.nights };
}

/**
 * What a voucher covers, for its beneficiary: its stay (a box's: the one chosen, if any), or none
 * for a gift card (its balance).
 */
async function viewOf(
  deps: AppDeps,
  voucher: VoucherRow,
  locale: ApiLocale,
  offerId: number | undefined,
): Promise<VoucherView> {
  const base = {
    code: voucher.code,
    kind: voucher.kind,
    status: voucher.status,
    value: voucher.value,
    validUntil: voucher.valid_until,
    boxCode: voucher.box_code,
    balance:
      voucher.kind === 'GIFTCARD'
        ? (await giftcardBalance(deps.db, voucher.code, deps.catalog.clock().date)).balance
        : null,
  };
  if (
    voucher.kind === 'GIFTCARD' ||
    voucher.kind === 'ACTIVITY' ||
    (voucher.kind === 'BOX' && offerId === undefined)
  ) {
    return { ...base, stay: null };
  }
  const stay = await stayOf(deps, voucher, offerId, locale);
  const { row, views } = await loadOffer(deps, stay.offerId, locale);
  return {
    ...base,
    stay: {
      offerId: stay.offerId,
      label: row.labels[views.lang],
      hotel: { id: views.content.hotel.id, label: views.content.hotel.label },
      nights: stay.nights,
      adults: voucher.adults,
    },
  };
}

/** POST /api/beneficiary/login: what a voucher's code opens (a box's: with the stay chosen, if any). */
export async function beneficiaryLogin(
  deps: AppDeps,
  c: Context,
  login: { code: string; locale: ApiLocale; offerId?: number },
): Promise<VoucherView> {
  const voucher = await voucherOfCode(deps, c, login.code);
  return viewOf(deps, voucher, login.locale, login.offerId);
}

/**
 * The search of the stays a voucher of `kind` is exchanged for (a box's: S-489; a single voucher's:
 * S-490), from the voucher's code; 422 for a voucher of another kind.
 */
export async function voucherStaysOf(
  deps: AppDeps,
  c: Context,
  kind: 'BOX' | 'SINGLEVOUCHER',
  query: z.output<typeof beneficiaryBoxOffersQuerySchema> & { matchOfferRangePriceWithGiftAmount?: boolean },
): Promise<Search> {
  const voucher = await voucherOfCode(deps, c, query.code);
  if (voucher.kind !== kind) throw notForThat(voucher, kind === 'BOX' ? 'a box’s' : 'a single voucher');
  const scope = await scopeOf(deps, voucher, query.matchOfferRangePriceWithGiftAmount);
  const checkinDate = query.checkinDate ?? query.checkin;
  if (checkinDate && checkinDate > voucher.valid_until) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: checkinDate', [
      { path: 'checkinDate', message: `On or before ${voucher.valid_until}` },
    ]);
  }
  return voucherStaysSearch(deps.search, scope, { ...query, checkinDate });
}

class VoucherUsed extends Error {}

/**
 * POST /api/beneficiary/redemptions: the voucher's stay on the chosen dates, for 2 adults; the
 * beneficiary pays the price of those dates above the voucher's value. The voucher row is locked,
 * so of concurrent redemptions one reserves the nights and queues the beneficiary's mail, and the
 * others find it used.
 */
export async function redeemVoucher(
  deps: OrderDeps,
  request: z.output<typeof redemptionRequestSchema>,
): Promise<Redemption> {
  const voucher = await findVoucher(deps.db, request.code);
  if (!voucher)
    throw new ApiError(404, 'NOT_FOUND', 'No voucher has this code', [
      { path: 'code', message: 'Unknown code' },
    ]);
  const today = deps.catalog.clock().date;
  checkUsable(voucher, today);
  const stay = await stayOf(deps, voucher, request.offerId, request.locale);
  if (request.checkinDate > voucher.valid_until) {
    throw new ApiError(422, 'VOUCHER_EXPIRED', `The voucher is valid until ${voucher.valid_until}`, [
      { path: 'checkinDate', message: `On or before ${voucher.valid_until}` },
    ]);
  }
  const pax = { adults: voucher.adults, children: 0, babies: 0 };
  const quote = deps.catalog.quote(stay.offerId, {
    checkin: request.checkinDate,
    nights: stay.nights,
    pax,
  });
  if (!quote?.bookable) {
    const reason = quote?.reason ?? 'INACTIVE';
    throw new ApiError(reason === 'SOLD_OUT' ? 409 : 422, reason, NOT_BOOKABLE_MESSAGE, [
      { path: 'checkinDate', message: UNBOOKABLE_TEXT[reason] },
    ]);
  }
  const supplement = voucherSupplement(voucherCoverage(voucher), quote.sellPrice);
  if (request.expectedSupplement !== supplement) {
    throw new ApiError(
      422,
      'AMOUNT_MISMATCH',
      `The supplement is ${supplement}, not ${request.expectedSupplement}`,
      [{ path: 'expectedSupplement', message: `Expected ${supplement}` }],
    );
  }
  // The words of the beneficiary's mail, read before any payment is authorised.
  const offer = await loadOffer(deps, stay.offerId, request.locale);
  const payment = request.pspAuthorization;
  if (supplement > 0 && !payment) {
    throw new ApiError(400, 'BAD_REQUEST', 'Invalid request: pspAuthorization', [
      { path: 'pspAuthorization', message: 'Mandatory field' },
    ]);
  }
  if (supplement > 0 && payment) {
    const authorization = authorizeOrRefuse(deps, payment.paymentIntentId, supplement, payment.paymentMethod);
    if (!authorization) {
      throw new ApiError(422, 'PAYMENT_INTENT_UNKNOWN', 'The payment was not started with the provider', [
        { path: 'pspAuthorization.paymentIntentId', message: 'Unknown payment intent' },
      ]);
    }
    if (authorization.status !== 'AUTHORIZED') {
      throw new ApiError(402, 'PAYMENT_DECLINED', 'The payment was declined', [
        { path: 'pspAuthorization', message: 'Declined' },
      ]);
    }
  }
  const paymentIntentId = supplement > 0 ? (payment?.paymentIntentId ?? null) : null;

  const id = randomUUID();
  const mail = redemptionMail({
    redemptionId: id,
    locale: request.locale,
    beneficiary: request.beneficiary,
    offerLabel: offer.row.labels[offer.views.lang],
    hotel: { label: offer.views.content.hotel.label, locationLabel: offer.views.location().label },
    checkin: quote.checkin,
    checkout: quote.checkout,
    nights: stay.nights,
    people: pax.adults,
    code: voucher.code,
    supplement,
  });
  const reservation = {
    roomId: catalogOffer(deps, stay.offerId).roomId,
    nbRooms: quote.nbRooms,
    checkin: request.checkinDate,
    nights: stay.nights,
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('vouchers')
        .select('status')
        .where('code', '=', voucher.code)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.status === 'REDEEMED') throw new VoucherUsed();
      await reserve(trx, reservation, id);
      await trx
        .updateTable('vouchers')
        .set({ status: 'REDEEMED' })
        .where('code', '=', voucher.code)
        .execute();
      await trx
        .insertInto('redemptions')
        .values({
          id,
          voucher_code: voucher.code,
          offer_id: stay.offerId,
          checkin: quote.checkin,
          checkout: quote.checkout,
          beneficiary: JSON.stringify(request.beneficiary),
          stay_amount: quote.sellPrice,
          voucher_amount: quote.sellPrice - supplement,
          supplement,
          payment_intent_id: paymentIntentId,
        })
        .execute();
      await enqueueMail(trx, mail);
    });
  } catch (error) {
    // The intent already paid for another redemption is that one's: it is not given back here.
    const paidElsewhere = isUniqueViolation(error, 'redemptions_payment_intent_id_key');
    if (paymentIntentId && !paidElsewhere) voidOrLeave(deps, paymentIntentId);
    if (error instanceof VoucherUsed || isUniqueViolation(error, 'redemptions_voucher_code_key')) {
      throw new ApiError(409, 'VOUCHER_USED', 'This voucher has already been used', [
        { path: 'code', message: 'Already used' },
      ]);
    }
    if (error instanceof SoldOut) {
      throw new ApiError(409, 'SOLD_OUT', 'The last room was just booked', [
        { path: 'checkinDate', message: 'A night of the stay is sold out' },
      ]);
    }
    if (paidElsewhere) {
      throw new ApiError(409, 'PAYMENT_ALREADY_USED', 'This payment already paid for an order', [
        { path: 'pspAuthorization.paymentIntentId', message: 'Already used' },
      ]);
    }
    throw error;
  }
  if (paymentIntentId) captureOrLeave(deps, paymentIntentId);
  await deps.catalog.reloadRooms(deps.db, [reservation.roomId]);
  deps.mailer?.kick();
  deps.logger.info({ redemption: id, offer: stay.offerId, supplement }, 'voucher redeemed');
  return {
    redemptionId: id,
    code: voucher.code,
    offerId: stay.offerId,
    checkin: quote.checkin,
    checkout: quote.checkout,
    stayAmount: quote.sellPrice,
    voucherAmount: quote.sellPrice - supplement,
    supplement,
  };
}
