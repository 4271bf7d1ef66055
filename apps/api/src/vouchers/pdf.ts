import type { ApiLocale } from '@escale/domain';
import { formatDate, formatPrice } from '@escale/i18n/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { languageOf } from '../content/locale';
import { VOUCHER_COPY } from './copy';
import { redemptionLink } from './redemptionLink';
import { drawableText, wrapText } from './winAnsi';

// The e-voucher (S-281): one A4 page in the market's language with the code, a QR code of the
// redemption link, the stay or the box with its nights for 2 people (or the gift card's amount, or
// the activity with its participants and its partner), the value, the gift message and the validity.

export interface VoucherDocument {
  code: string;
  locale: ApiLocale;
  /** A stay or a box: its title, the lines under it (the hotel and place, or what the box holds), its nights. */
  product:
    | { kind: 'SINGLEVOUCHER' | 'BOX'; title: string; lines: string[]; nights: number }
    | { kind: 'GIFTCARD' }
    | { kind: 'ACTIVITY'; title: string; lines: string[]; partner: string; adults: number };
  /** Cents. */
  value: number;
  fromName: string | null;
  message: string | null;
  validUntil: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.16);
const BRAND = rgb(0.06, 0.36, 0.42);
const MUTED = rgb(0.38, 0.38, 0.42);

/** The QR code's dark modules as squares, with `x`, `y` its bottom-left corner. */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      // A hair wider than a cell, so neighbouring squares leave no seam when printed.
      page.drawRectangle({
        x: x + col * cell,
        y: y + size - (row + 1) * cell,
        width: cell + 0.2,
        height: cell + 0.2,
        color: rgb(0, 0, 0),
      });
    }
  }
}

export async function renderVoucherPdf(voucher: VoucherDocument): Promise<Uint8Array> {
  const copy = VOUCHER_COPY[languageOf(voucher.locale)];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = voucher.product.kind === 'ACTIVITY' ? copy.activityTitle : copy.title;
  doc.setTitle(`${title} ${voucher.code}`);
  doc.setSubject(voucher.code);
  doc.setLanguage(voucher.locale.replace('_', '-'));
  doc.setProducer('Escale');
  doc.setCreator('Escale');

  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = INK, gap = 8) => {
    for (const line of wrapText(drawableText(text, font), font, size, width)) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
  };

  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
  write('Escale', bold, 14, BRAND, 18);
  write(title, bold, 30, INK, 16);
  const { product } = voucher;
  const value = formatPrice(voucher.value, voucher.locale);
  if (product.kind === 'GIFTCARD') {
    write(copy.giftCard(value), bold, 16);
    write(copy.giftCardUse, regular, 12, MUTED, 20);
  } else if (product.kind === 'ACTIVITY') {
    write(product.title, bold, 16);
    for (const line of product.lines) write(line, regular, 12, MUTED, 6);
    y -= 8;
    write(copy.participants(product.adults), regular, 13);
    write(copy.value(value), regular, 13);
    write(copy.activityHowTo(product.partner), regular, 11, MUTED, 20);
  } else {
    write(product.title, bold, 16);
    for (const line of product.lines) write(line, regular, 12, MUTED, 6);
    y -= 8;
    write(`${copy.nights(product.nights)}, ${copy.forTwo}`, regular, 13);
    write(copy.value(value), regular, 13);
    write(copy.exchangeable, regular, 11, MUTED, 20);
  }

  if (voucher.message) write(`“${voucher.message}”`, regular, 13, INK, 6);
  if (voucher.fromName) write(copy.from(voucher.fromName), bold, 12, INK, 6);
  y -= 18;

  write(copy.code, regular, 11, MUTED, 6);
  write(voucher.code, bold, 24, INK, 10);
  write(copy.validUntil(formatDate(voucher.validUntil, voucher.locale, 'long')), regular, 12, INK, 24);

  const link = redemptionLink(voucher.locale, voucher.code);
  const qrSize = 140;
  if (y - qrSize < MARGIN + 40) y = MARGIN + 40 + qrSize;
  drawQrCode(page, link, MARGIN, y - qrSize, qrSize);
  y -= qrSize + 14;
  write(copy.howTo, regular, 10, MUTED, 4);
  write(link, regular, 9, BRAND, 4);

  return doc.save();
}
