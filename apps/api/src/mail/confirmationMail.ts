import type { ApiLocale } from '@escale/domain';
import { formatDate, formatPrice } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import { MAIL_COPY, VOUCHER_COPY } from '../vouchers/copy';
import type { OrderRow, VoucherRow } from '../vouchers/issue';
import { redemptionLink } from '../vouchers/redemptionLink';
import { mailBodies } from './html';
import type { OutgoingMail } from './outbox';

export const ORDER_CONFIRMED = 'ORDER_CONFIRMED';

/** The buyer's confirmation e-mail in the market's language (G-62): a gift's vouchers go with it as PDFs. */
export function confirmationMail(order: OrderRow, vouchers: VoucherRow[]): OutgoingMail {
  const locale = order.locale as ApiLocale;
  const copy = MAIL_COPY[languageOf(locale)];
  const { summary } = order;
  const date = (day: string) => formatDate(day, locale, 'long');
  const voucherCopy = VOUCHER_COPY[languageOf(locale)];
  let label: string;
  let what: string;
  if (summary.box) {
    label = summary.box.title;
    what = copy.box(summary.box.title, summary.box.people);
  } else if (summary.activity) {
    const { activity } = summary;
    label = `${activity.label} (${activity.centre.label}, ${activity.centre.locationLabel})`;
    what = copy.activity(activity.label, voucherCopy.participants(order.adults), activity.ownUse);
  } else if (summary.giftCard) {
    label = voucherCopy.giftCard(formatPrice(summary.giftCard.amount, locale));
    what = voucherCopy.giftCardUse;
  } else {
    const offer = summary.offer as NonNullable<typeof summary.offer>;
    label = `${offer.label} (${offer.hotel.label}, ${offer.hotel.locationLabel})`;
    what = summary.stay
      ? copy.stay(date(summary.stay.checkin), date(summary.stay.checkout))
      : copy.gift(voucherCopy.nights(order.gift?.nights ?? 1));
  }
  const paragraphs = [
    copy.greeting(order.buyer.firstName),
    copy.thanks(label),
    what,
    ...vouchers.map((v) => copy.voucher(v.code, date(v.valid_until))),
    ...order.amounts.giftcards.map((card) =>
      copy.giftcardPaid(card.serialNumber, formatPrice(card.usedAmount, locale)),
    ),
    copy.paid(formatPrice(order.amount_paid, locale)),
    copy.reference(order.reference),
  ];
  const links = vouchers.map((v) => redemptionLink(locale, v.code));
  return {
    orderId: order.id,
    kind: ORDER_CONFIRMED,
    recipient: order.buyer.email,
    subject: copy.subject(order.reference),
    payload: {
      ...mailBodies(languageOf(locale), paragraphs, links, copy.signature),
      voucherCodes: vouchers.map((v) => v.code),
    },
  };
}
