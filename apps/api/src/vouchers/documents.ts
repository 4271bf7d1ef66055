import type { ApiLocale } from '@escale/domain';
import type { Database } from '../db/database';
import type { VoucherDocument } from './pdf';

/** What the PDF of an order's voucher shows; undefined when the order has no voucher of that code. */
export async function voucherDocument(
  db: Database,
  orderId: string,
  code: string,
): Promise<VoucherDocument | undefined> {
  const row = await db
    .selectFrom('vouchers as v')
    .innerJoin('orders as o', 'o.id', 'v.order_id')
    .select([
      'v.code',
      'v.kind',
      'v.nights',
      'v.adults',
      'v.value',
      'v.from_name',
      'v.message',
      'v.valid_until',
      'o.locale',
      'o.summary',
    ])
    .where('v.order_id', '=', orderId)
    .where('v.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const { offer, box, activity } = row.summary;
  const common = {
    code: row.code,
    locale: row.locale as ApiLocale,
    value: row.value,
    fromName: row.from_name,
    message: row.message,
    validUntil: row.valid_until,
  };
  if (row.kind === 'GIFTCARD') return { ...common, product: { kind: 'GIFTCARD' } };
  if (row.kind === 'ACTIVITY' && activity) {
    const { label, locationLabel } = activity.centre;
    return {
      ...common,
      product: {
        kind: 'ACTIVITY',
        title: activity.label,
        lines: [`${label}, ${locationLabel}`],
        partner: label,
        adults: row.adults,
      },
    };
  }
  if (row.kind === 'BOX' && box) {
    return {
      ...common,
      product: { kind: 'BOX', title: box.title, lines: box.includedContent.split('\n'), nights: box.nights },
    };
  }
  return {
    ...common,
    product: {
      kind: 'SINGLEVOUCHER',
      title: offer?.label ?? '',
      lines: offer ? [`${offer.hotel.label}, ${offer.hotel.locationLabel}`] : [],
      nights: row.nights ?? 1,
    },
  };
}
