import {
  type ApiLocale,
  contactRoute,
  giftCardRoute,
  giftsRoute,
  type PromoBar,
  searchRoute,
} from '@escale/domain';
import { languageOf } from '../content/locale';
import { names } from '../seed/lang';

// The promo bars of each market (002 §2 Promo bar and banners, §3 Promo bar): the page picks the
// first one with links for its page and flow (S-368). The hotel flow has none.

const EXTRA_10 = names(
  '10\u00a0% de réduction supplémentaire appliquée automatiquement sur votre week-end|10\u00a0% de descuento adicional aplicado automáticamente a tu escapada|Sconto extra del 10% applicato automaticamente al tuo weekend|Automatisch 10% extra korting op je weekendje weg',
);
const SEE_WEEKENDS = names('Voir les week-ends|Ver las escapadas|Scopri i weekend|Bekijk de weekendjes');
const QUESTION = names(
  'Une question sur votre séjour ? Notre équipe vous répond du lundi au vendredi|¿Alguna pregunta sobre tu escapada? Nuestro equipo te responde de lunes a viernes|Una domanda sul tuo soggiorno? Il nostro team ti risponde dal lunedì al venerdì|Een vraag over je verblijf? Ons team helpt je van maandag tot en met vrijdag',
);
const GIFT_DELIVERY = names(
  'Livraison offerte en 2 à 4 jours ouvrés, bon cadeau valable 12 mois|Envío gratuito en 2 a 4 días laborables, cheque regalo válido 12 meses|Consegna gratuita in 2-4 giorni lavorativi, buono regalo valido 12 mesi|Gratis levering binnen 2 tot 4 werkdagen, cadeaubon 12 maanden geldig',
);
const GIFT_BOXES = names('Coffrets cadeaux|Cajas regalo|Cofanetti regalo|Cadeauboxen');
const GIFT_CARD = names('Carte cadeau|Tarjeta regalo|Carta regalo|Cadeaukaart');
const ACTIVITIES = names(
  'Activités à la journée : à vivre ou à offrir, valables 12 mois|Actividades de un día: para vivirlas o regalarlas, válidas 12 meses|Attività in giornata: da vivere o da regalare, valide 12 mesi|Dagactiviteiten: om zelf te beleven of cadeau te doen, 12 maanden geldig',
);

/** The markets selling the gift card (001 §9 gift card banner locales). */
export const GIFT_CARD_LOCALES: readonly ApiLocale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];

export function promoBars(locale: ApiLocale): PromoBar[] {
  const lang = languageOf(locale);
  const link = (label: string, url: string, variant: 'default' | 'black' = 'default') => ({
    label,
    url,
    newTab: false,
    variant,
  });
  return [
    {
      internalCode: 'booking-auto-extra-10',
      campaign: 'auto-extra-10',
      category: 'promotion',
      flow: 'booking',
      page: ['home', 'search'],
      links: [
        link(EXTRA_10[lang], searchRoute('booking')),
        link(SEE_WEEKENDS[lang], searchRoute('booking'), 'black'),
      ],
    },
    {
      internalCode: 'booking-product-help',
      category: 'reassurance',
      flow: 'booking',
      page: ['product'],
      links: [link(QUESTION[lang], contactRoute())],
    },
    {
      internalCode: 'gifting-free-delivery',
      campaign: 'gift-delivery',
      category: 'gift',
      flow: 'gifting',
      page: ['home', 'search', 'product'],
      links: [
        link(GIFT_DELIVERY[lang], searchRoute('gifting')),
        link(GIFT_BOXES[lang], giftsRoute(), 'black'),
        ...(GIFT_CARD_LOCALES.includes(locale) ? [link(GIFT_CARD[lang], giftCardRoute(), 'black')] : []),
      ],
    },
    {
      internalCode: 'activity-vouchers',
      category: 'activity',
      flow: 'activity',
      page: ['home', 'search'],
      links: [link(ACTIVITIES[lang], searchRoute('activity'))],
    },
  ];
}
