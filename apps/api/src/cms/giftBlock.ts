import { type ApiLocale, type GiftContent, giftCardRoute, giftsRoute, searchRoute } from '@escale/domain';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import { names } from '../seed/lang';
import { GIFT_CARD_LOCALES } from './promoBars';

// The gift content of each market (002 §3 Gift content per locale, S-393…S-395): the gift block's
// and the gift drawer's cards. A market without the gift card has no gift card URL, and its card
// is left out (S-394).

const TITLE = names('Offrez une escapade|Regala una escapada|Regala una fuga|Geef een uitje cadeau');
/**
 * The Spanish copy serves es_ES only, which sells no gift card. Its claims: 15 years of
 * partnerships and 5000 stays (001 §9, S-392).
 */
const SUBTITLE = names(
  'Séjour, coffret, carte cadeau ou activité : le cadeau qui laisse le choix des dates. 15\u00a0ans de partenariats avec nos hôtels et 5\u00a0000 séjours à offrir.|Escapada, caja regalo o actividad: el regalo que deja elegir las fechas. 15\u00a0años de colaboración con nuestros hoteles y 5000 escapadas para regalar.|Soggiorno, cofanetto, carta regalo o attività: il regalo che lascia scegliere le date. 15 anni di collaborazione con i nostri hotel e 5000 soggiorni da regalare.|Verblijf, cadeaubox, cadeaukaart of activiteit: een cadeau waarbij je zelf de data kiest. 15 jaar samenwerking met onze hotels en 5000 verblijven om cadeau te geven.',
);

export function giftContent(locale: ApiLocale): GiftContent {
  const lang = languageOf(locale);
  const picture = image('content', 'gift-block', 0, TITLE[lang]);
  return {
    locale,
    title: TITLE[lang],
    subtitle: SUBTITLE[lang],
    boxURL: giftsRoute(),
    singleVoucherURL: searchRoute('gifting'),
    ...(GIFT_CARD_LOCALES.includes(locale) ? { giftcardURL: giftCardRoute() } : {}),
    activityOnlyURL: searchRoute('activity'),
    campaign: 'gift-block',
    category: 'gift',
    imageS: picture.sizes['640_360'],
    imageL: picture.sizes['960_540'],
  };
}
