import type { GiftFormat } from '@escale/domain';
import { locales } from '@escale/i18n/core';
import type { Insertable } from 'kysely';
import type { GiftBoxesTable } from '../db/schema';
import { fold } from '../search/text';
import { BOX_FAMILIES, BOX_VALIDITY_MONTHS, FORMAT_LINES, nightsLine, validityLine } from './copy/giftBoxes';
import { localize, names } from './lang';
import { random } from './random';

// The gift boxes of the catalog: the same rows at every scale, since a box is a product of the
// shop rather than of the hotels it is used in.

/** Pictures per box, shared by its two formats. */
const BOX_IMAGES = 3;
const FIRST_ID = 1001;

/** "Week-end à la mer" → "week-end-a-la-mer". */
function slugify(text: string): string {
  return fold(text.replace(/œ/gi, 'oe').replace(/æ/gi, 'ae')).replace(/ /g, '-');
}

export function buildGiftBoxes(): Insertable<GiftBoxesTable>[] {
  const rows: Insertable<GiftBoxesTable>[] = [];
  BOX_FAMILIES.forEach((box, position) => {
    const titles = names(box.titles);
    const extras = box.extras.map(names);
    const rng = random('box', box.family);
    const rating = box.isNew ? null : rng.int(80, 95) / 10;
    const ratingCount = rating === null ? 0 : rng.int(12, 480);
    const formats: GiftFormat[] = box.physical ? ['digital', 'physical'] : ['digital'];
    for (const format of formats) {
      rows.push({
        id: FIRST_ID + rows.length,
        code: `${box.family}${format === 'digital' ? 'EBOX' : 'BOX'}`,
        family: box.family,
        format,
        slugs: localize((lang) => slugify(titles[lang])),
        titles,
        descriptions: names(box.descriptions),
        included_content: localize((lang) => [
          nightsLine(lang, box.nights, box.people),
          ...extras.map((extra) => extra[lang]),
          FORMAT_LINES[format][lang],
          validityLine(lang, BOX_VALIDITY_MONTHS),
        ]),
        themes: box.themes,
        countries: box.countries ?? [],
        nights: box.nights,
        people: box.people,
        value: box.value,
        reference_price: box.referencePrice ?? null,
        validity_months: BOX_VALIDITY_MONTHS,
        rating,
        rating_count: ratingCount,
        image_count: BOX_IMAGES,
        locales: [...(box.locales ?? locales)],
        position,
      });
    }
  });
  return rows;
}
