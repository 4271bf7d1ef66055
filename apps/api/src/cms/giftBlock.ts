import { type ApiLocale, type GiftContent, giftCardRoute, giftsRoute, searchRoute } from '@escale/domain';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import { names } from '../seed/lang';
import { GIFT_CARD_LOCALES } from './promoBars';

// The gift content of each market (002 §3 Gift content per locale, S-393…S-395): the gift block's
// and the gift drawer's cards. A market without the gift card has no gift card URL, and its card
// is left out (S-394).

const TITLE = names('Offrez une escapade|Regala una escapada|Regala una fuga|Geef een uitje cadeau');
/** The Spanish copy serves es_ES only, which sells no gift card. */
const SUBTITLE = names(
  'Séjour, coffret, carte cadeau ou activité : le cadeau qui laisse le choix des dates.|Escapada, caja regalo o actividad: el regalo que deja elegir las fechas.|Soggiorno, cofanetto, carta regalo o attività: il regalo che lascia scegliere le date.|Verblijf, cadeaubox, cadeaukaart of activiteit: een cadeau waarbij je zelf de data kiest.',
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
