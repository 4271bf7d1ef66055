import { type ApiLocale, redemptionReference } from '@escale/domain';
import { formatDate, formatPrice } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import { MAIL_COPY, REDEMPTION_MAIL_COPY, VOUCHER_COPY } from '../vouchers/copy';
import { mailBodies } from './html';
import type { OutgoingMail } from './outbox';

export const REDEMPTION_CONFIRMED = 'REDEMPTION_CONFIRMED';

/** A voucher exchanged for its stay, as its beneficiary's mail tells it. */
export interface BookedStay {
  redemptionId: string;
  locale: ApiLocale;
  beneficiary: { firstName: string; email: string };
  offerLabel: string;
  hotel: { label: string; locationLabel: string };
  checkin: string;
  checkout: string;
  nights: number;
  people: number;
  code: string;
  /** Cents paid above the voucher's value; 0 when it covered the stay. */
  supplement: number;
}

/** The beneficiary's booking e-mail in the market's language (S-349). */
export function redemptionMail(stay: BookedStay): OutgoingMail {
  const { locale } = stay;
  const lang = languageOf(locale);
  const copy = REDEMPTION_MAIL_COPY[lang];
  const orderCopy = MAIL_COPY[lang];
  const date = (day: string) => formatDate(day, locale, 'long');
  const paragraphs = [
    orderCopy.greeting(stay.beneficiary.firstName),
    copy.booked(`${stay.offerLabel} (${stay.hotel.label}, ${stay.hotel.locationLabel})`),
    copy.dates(
      date(stay.checkin),
      date(stay.checkout),
      VOUCHER_COPY[lang].nights(stay.nights),
      copy.people(stay.people),
    ),
    copy.voucher(stay.code),
    stay.supplement > 0 ? copy.supplement(formatPrice(stay.supplement, locale)) : copy.covered,
    copy.reference(redemptionReference(stay.redemptionId)),
  ];
  return {
    redemptionId: stay.redemptionId,
    kind: REDEMPTION_CONFIRMED,
    recipient: stay.beneficiary.email,
    subject: copy.subject(stay.hotel.label),
    payload: { ...mailBodies(lang, paragraphs, [], orderCopy.signature), voucherCodes: [] },
  };
}
