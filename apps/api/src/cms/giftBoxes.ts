import {
  type ApiLocale,
  type BoxBlock,
  boxPricing,
  type GiftBox,
  giftBoxRoute,
  giftsRoute,
  isDigitalBoxCode,
} from '@escale/domain';
import type { Selectable } from 'kysely';
import type { Lang } from '../content/locale';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import type { Database } from '../db/database';
import type { GiftBoxesTable } from '../db/schema';
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
