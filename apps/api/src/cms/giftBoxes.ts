import {
  type ApiLocale,
  type BoxBlock,
  type BoxDetail,
  type BoxSummary,
  boxPricing,
  boxPromo,
  type GiftBox,
  type GiftFormat,
  giftBoxRoute,
  giftsRoute,
  isDigitalBoxCode,
  marketHref,
  promoPercent,
} from '@escale/domain';
import { marketOf, markets } from '@escale/i18n/core';
import type { Selectable } from 'kysely';
import type { Lang } from '../content/locale';
import { languageOf } from '../content/locale';
import { image, images, imagesBySize } from '../content/media';
import type { Database } from '../db/database';
import type { GiftBoxesTable } from '../db/schema';
import { notFound } from '../http/errors';
import { names } from '../seed/lang';

// Gift boxes as cards (002 §3 Gift box) and the box block of result pages (002 §3 Box block,
// S-475). The boxes are read once: they do not change while the API runs.

export type GiftBoxRow = Selectable<GiftBoxesTable>;

const boxesOfDb = new WeakMap<Database, Promise<GiftBoxRow[]>>();

/** Every box, by position then format (digital first). */
export function loadGiftBoxes(db: Database): Promise<GiftBoxRow[]> {
  let boxes = boxesOfDb.get(db);
  if (!boxes) {
    boxes = db.selectFrom('gift_boxes').selectAll().orderBy('position').orderBy('format').execute();
    boxes.catch(() => boxesOfDb.delete(db));
    boxesOfDb.set(db, boxes);
  }
  return boxes;
}

/** The boxes a market lists: its digital ones (001 §2.8, 002 §9), in listing order. */
export function listedBoxes(boxes: readonly GiftBoxRow[], locale: ApiLocale): GiftBoxRow[] {
  return boxes.filter((box) => isDigitalBoxCode(box.code) && box.locales.includes(locale));
}

/** The boxes of a market in one medium: its e-boxes (S-298), or its boxes sent by post. */
export function boxesOfMedium(
  boxes: readonly GiftBoxRow[],
  locale: ApiLocale,
  medium: GiftFormat,
): GiftBoxRow[] {
  return medium === 'digital'
    ? listedBoxes(boxes, locale)
    : boxes.filter((box) => box.format === 'physical' && box.locales.includes(locale));
}

/** A box the market sells, by code, or 404. */
export function boxOfCode(boxes: readonly GiftBoxRow[], code: string, locale: ApiLocale): GiftBoxRow {
  const box = boxes.find((row) => row.code === code && row.locales.includes(locale));
  if (!box) throw notFound(`Box ${code}`);
  return box;
}

/** A box as the listing shows it (001 §3 Box product detail, listing variant). */
export function boxSummary(box: GiftBoxRow, lang: Lang): BoxSummary {
  const title = box.titles[lang];
  const pictures = images('box', box.family, box.image_count, title);
  const [main] = pictures as [(typeof pictures)[number]];
  return {
    code: box.code,
    format: box.format,
    title,
    description: box.descriptions[lang],
    includedContent: box.included_content[lang].join('\n'),
    value: box.value,
    referencePrice: box.reference_price,
    price: {
      sellPrice: box.value,
      referencePrice: box.reference_price,
      promo: boxPromo(promoPercent(box.value, box.reference_price)),
    },
    images: pictures,
    mainBySize: main.sizes,
    slug: box.slugs[lang],
    uri: giftBoxRoute(box.slugs[lang], box.code),
    nights: box.nights,
    people: box.people,
    validityMonths: box.validity_months,
    rating: box.rating,
    ratingCount: box.rating_count,
    searchCriteria: { subthemas: box.themes },
  };
}

/**
 * A box's page (S-484): its summary, its formats (S-294), what it is used for, and its SEO data,
 * the alternates in the markets that sell it, each with the slug of its language.
 */
export function boxDetail(boxes: readonly GiftBoxRow[], box: GiftBoxRow, locale: ApiLocale): BoxDetail {
  const lang = languageOf(locale);
  const summary = boxSummary(box, lang);
  const family = boxes.filter((row) => row.family === box.family && row.locales.includes(locale));
  return {
    ...summary,
    formats: family.map((row) => ({
      format: row.format,
      code: row.code,
      uri: giftBoxRoute(row.slugs[lang], row.code),
    })),
    searchCriteriaProperties: { themes: box.themes, countries: box.countries, nights: box.nights },
    imagesBySize: imagesBySize(summary.images),
    pageModel: {
      // A box page is indexed in its digital format only: the physical one is the same box.
      metaRobots: box.format === 'digital' ? 'index,follow' : 'noindex,follow',
      canonicalUrl: marketHref(marketOf(locale).path, summary.uri),
      pageTitle: summary.title,
      alternateUrls: markets
        .filter((market) => box.locales.includes(market.locale))
        .map((market) => ({
          locale: market.locale,
          url: marketHref(market.path, giftBoxRoute(box.slugs[languageOf(market.locale)], box.code)),
        })),
    },
  };
}

export function giftBoxCard(box: GiftBoxRow, lang: Lang, position: number): GiftBox {
  const title = box.titles[lang];
  const slug = box.slugs[lang];
  return {
    id: box.id,
    sku: box.code,
    handle: slug,
    title,
    image: image('box', box.family, 0, title),
    includedContent: box.included_content[lang].join('\n'),
    rating: box.rating,
    ...boxPricing(box.value, box.reference_price),
    url: giftBoxRoute(slug, box.code),
    position,
  };
}

/** Boxes in the block between search results. */
const BOX_BLOCK_SIZE = 6;

const TITLE = names('Nos coffrets cadeaux|Nuestras cajas regalo|I nostri cofanetti regalo|Onze cadeauboxen');
const SUBTITLE = names(
  'Une nuit ou un week-end à offrir, valable 18 mois et échangeable gratuitement.|Una noche o una escapada para regalar, válida 18 meses y con cambio gratuito.|Una notte o un weekend da regalare, valido 18 mesi e con cambio gratuito.|Een nacht of een weekend om cadeau te geven, 18 maanden geldig en gratis te ruilen.',
);
const BUTTON = names(
  'Voir tous les coffrets|Ver todas las cajas regalo|Scopri tutti i cofanetti|Bekijk alle cadeauboxen',
);

export function boxBlock(boxes: readonly GiftBoxRow[], locale: ApiLocale): BoxBlock {
  const lang = languageOf(locale);
  return {
    locale,
    title: TITLE[lang],
    subtitle: SUBTITLE[lang],
    buttonLabel: BUTTON[lang],
    buttonURL: giftsRoute(),
    campaign: 'box-block-serp',
    results: listedBoxes(boxes, locale)
      .slice(0, BOX_BLOCK_SIZE)
      .map((box, position) => giftBoxCard(box, lang, position)),
  };
}
