import type { ApiLocale, Theme } from '@escale/domain';
import { languageOf } from '../content/locale';
import type { SearchIndex } from '../search/index';
import { names } from '../seed/lang';
import type { Copy } from './text';

/** The themes of the theme selector (002 §3 Theme), in the catalog's order, named in the locale. */
export function themesOf(index: SearchIndex, locale: ApiLocale): Theme[] {
  const lang = languageOf(locale);
  return [...index.themes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, theme]) => ({ id, name: theme.names[lang], icon: theme.icon }));
}

/** The line under a theme when the menu suggests it as "this week's theme" (S-360). */
export const THEME_PITCHES: Record<number, Copy> = {
  12: names(
    'Spa, massages et nuits au calme : offrez-vous une vraie pause cette semaine.|Spa, masajes y noches tranquilas: regálate una pausa de verdad esta semana.|Spa, massaggi e notti tranquille: concediti una vera pausa questa settimana.|Spa, massages en rustige nachten: gun jezelf deze week een echte pauze.',
  ),
  15: names(
    'Tables réputées, cours de cuisine et produits du terroir : un week-end pour les gourmands.|Restaurantes de renombre, clases de cocina y productos locales: una escapada para los más golosos.|Tavole rinomate, corsi di cucina e prodotti del territorio: un weekend per i buongustai.|Geroemde restaurants, kookworkshops en streekproducten: een weekend voor lekkerbekken.',
  ),
  18: names(
    'Hôtels de charme, dîners aux chandelles et grasses matinées : le temps d’un week-end à deux.|Hoteles con encanto, cenas a la luz de las velas y mañanas sin despertador: una escapada en pareja.|Hotel di charme, cene a lume di candela e risvegli senza sveglia: un weekend a due.|Sfeervolle hotels, diners bij kaarslicht en lekker uitslapen: een weekend met z’n tweeën.',
  ),
  21: names(
    'Kayak, golf, équitation : de quoi se dépenser le jour et bien dormir la nuit.|Kayak, golf, equitación: para moverse de día y descansar de noche.|Kayak, golf, equitazione: per muoversi di giorno e riposare la notte.|Kajakken, golfen, paardrijden: overdag actief en ’s nachts goed uitrusten.',
  ),
  24: names(
    'Air iodé, balades sur la plage et activités nautiques : cap sur le bord de mer.|Brisa marina, paseos por la playa y actividades náuticas: rumbo a la costa.|Aria di mare, passeggiate sulla spiaggia e sport acquatici: si parte per la costa.|Zilte zeelucht, strandwandelingen en watersport: op naar de kust.',
  ),
  27: names(
    'Grands espaces, randonnées et chalets douillets : prenez de la hauteur.|Grandes espacios, rutas de senderismo y refugios acogedores: toma altura.|Grandi spazi, escursioni e chalet accoglienti: prendete quota.|Weidse uitzichten, wandelingen en knusse chalets: zoek de hoogte op.',
  ),
  30: names(
    'Musées, châteaux et visites guidées : un week-end pour découvrir autant que pour se reposer.|Museos, castillos y visitas guiadas: una escapada para descubrir y descansar a la vez.|Musei, castelli e visite guidate: un weekend per scoprire e rilassarsi insieme.|Musea, kastelen en rondleidingen: een weekend om te ontdekken én te ontspannen.',
  ),
  33: names(
    'Forêts, lacs et chemins de traverse : une parenthèse au grand air.|Bosques, lagos y caminos rurales: un paréntesis al aire libre.|Boschi, laghi e sentieri: una pausa all’aria aperta.|Bossen, meren en landweggetjes: er even tussenuit in de buitenlucht.',
  ),
  36: names(
    'Caves, dégustations et nuits au milieu des vignes, à savourer avec modération.|Bodegas, catas y noches entre viñedos, para disfrutar con moderación.|Cantine, degustazioni e notti tra i vigneti, da gustare con moderazione.|Wijnkelders, proeverijen en nachten tussen de wijngaarden: geniet met mate.',
  ),
  39: names(
    'Parcs, activités et chambres familiales : des idées pour partir avec les enfants.|Parques, actividades y habitaciones familiares: ideas para viajar con niños.|Parchi, attività e camere familiari: idee per partire con i bambini.|Pretparken, activiteiten en gezinskamers: ideeën om met de kinderen weg te gaan.',
  ),
  42: names(
    'Quartiers à explorer, musées et bonnes tables : l’escapade urbaine par excellence.|Barrios por explorar, museos y buenos restaurantes: la escapada urbana por excelencia.|Quartieri da esplorare, musei e buone tavole: la fuga in città per eccellenza.|Wijken om te verkennen, musea en goede restaurants: de ideale stedentrip.',
  ),
  45: names(
    'Cabanes, bulles et lieux hors du commun : une nuit dont on se souvient longtemps.|Cabañas, burbujas y lugares fuera de lo común: una noche para recordar.|Case sugli alberi, bolle e luoghi fuori dal comune: una notte da ricordare.|Boomhutten, bubbels en bijzondere plekken: een nacht om nooit te vergeten.',
  ),
  48: names(
    'Pistes, raclette et coin du feu : nos meilleures adresses pour un week-end au ski.|Pistas, fondue y chimenea: nuestras mejores direcciones para una escapada de esquí.|Piste, fonduta e camino acceso: i nostri migliori indirizzi per un weekend sulla neve.|Pistes, kaasfondue en een knapperend haardvuur: onze beste adressen voor een skiweekend.',
  ),
};
