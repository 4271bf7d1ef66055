import {
  type ApiLocale,
  type ContentPage,
  type ContentPageId,
  contentPageOfSlug,
  contentPageRoute,
  contentPageSlug,
  marketHref,
} from '@escale/domain';
import { marketOf, markets } from '@escale/i18n/core';
import { languageOf } from '../content/locale';
import { names } from '../seed/lang';
import type { Copy } from './text';

// Escale's own pages (the footer's terms, privacy, cookies, partner signup and press room): their
// text in the four languages, one page per slug of a market (footer.ts names the slugs).

interface PageCopy {
  title: Copy;
  description: Copy;
  updatedOn: string;
  sections: { heading: Copy; paragraphs: Copy[] }[];
}

const section = (heading: string, ...paragraphs: string[]) => ({
  heading: names(heading),
  paragraphs: paragraphs.map(names),
});

const PAGES: Record<ContentPageId, PageCopy> = {
  salesTerms: {
    title: names(
      'Conditions générales de vente|Condiciones generales de venta|Condizioni generali di vendita|Algemene verkoopvoorwaarden',
    ),
    description: names(
      'Les conditions auxquelles Escale vend ses séjours, bons cadeaux, coffrets et cartes cadeaux.|Las condiciones en las que Escale vende sus estancias, cheques regalo, cajas y tarjetas regalo.|Le condizioni alle quali Escale vende soggiorni, buoni regalo, cofanetti e gift card.|De voorwaarden waaronder Escale verblijven, cadeaubonnen, cadeauboxen en cadeaukaarten verkoopt.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Prix et paiement|Precios y pago|Prezzi e pagamento|Prijzen en betaling',
        'Les prix sont indiqués en euros, toutes taxes comprises, hors taxe de séjour réglée sur place. Le prix payé est celui affiché au moment de la commande ; il est débité à la confirmation.|Los precios se indican en euros, impuestos incluidos, salvo la tasa turística que se paga en el hotel. El precio pagado es el mostrado al hacer el pedido y se carga al confirmarlo.|I prezzi sono indicati in euro, tasse incluse, esclusa la tassa di soggiorno da pagare in loco. Il prezzo pagato è quello mostrato al momento dell’ordine e viene addebitato alla conferma.|Prijzen staan in euro, inclusief btw, exclusief toeristenbelasting die in het hotel wordt betaald. Je betaalt de prijs die bij de bestelling wordt getoond; het bedrag wordt bij de bevestiging afgeschreven.',
      ),
      section(
        'Annulation|Cancelación|Cancellazione|Annulering',
        'Un séjour annulable peut l’être sans frais jusqu’à la date indiquée dans la confirmation. L’assurance annulation, proposée au paiement, rembourse un séjour non annulable selon ses propres conditions.|Una estancia cancelable puede anularse sin gastos hasta la fecha indicada en la confirmación. El seguro de cancelación, ofrecido en el pago, reembolsa una estancia no cancelable según sus propias condiciones.|Un soggiorno cancellabile può essere annullato senza costi fino alla data indicata nella conferma. L’assicurazione annullamento, proposta al pagamento, rimborsa un soggiorno non cancellabile secondo le sue condizioni.|Een annuleerbaar verblijf kan kosteloos worden geannuleerd tot de datum in de bevestiging. De annuleringsverzekering, aangeboden bij de betaling, vergoedt een niet-annuleerbaar verblijf volgens haar eigen voorwaarden.',
      ),
      section(
        'Cadeaux|Regalos|Regali|Cadeaus',
        'Un bon cadeau est valable un an, un coffret dix-huit mois, pour deux personnes. Il est échangeable contre un autre séjour en payant la différence, et n’est pas remboursable.|Un cheque regalo es válido un año y una caja dieciocho meses, para dos personas. Puede cambiarse por otra estancia pagando la diferencia y no es reembolsable.|Un buono regalo è valido un anno e un cofanetto diciotto mesi, per due persone. Si può cambiare con un altro soggiorno pagando la differenza e non è rimborsabile.|Een cadeaubon is een jaar geldig en een cadeaubox achttien maanden, voor twee personen. Je kunt hem ruilen voor een ander verblijf door het verschil bij te betalen; hij wordt niet terugbetaald.',
      ),
    ],
  },
  usageTerms: {
    title: names(
      'Conditions générales d’utilisation|Condiciones generales de uso|Condizioni generali di utilizzo|Algemene gebruiksvoorwaarden',
    ),
    description: names(
      'Les règles d’utilisation du site Escale.|Las normas de uso del sitio de Escale.|Le regole di utilizzo del sito Escale.|De regels voor het gebruik van de website van Escale.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Objet|Objeto|Oggetto|Onderwerp',
        'Ces conditions s’appliquent à toute visite du site, avec ou sans commande. Naviguer sur le site vaut acceptation de ces conditions.|Estas condiciones se aplican a toda visita al sitio, con o sin pedido. Navegar por el sitio supone aceptarlas.|Queste condizioni si applicano a ogni visita del sito, con o senza ordine. Navigare sul sito equivale ad accettarle.|Deze voorwaarden gelden voor elk bezoek aan de website, met of zonder bestelling. Wie de website gebruikt, aanvaardt ze.',
      ),
      section(
        'Contenus|Contenidos|Contenuti|Inhoud',
        'Les textes, photos et avis publiés sur le site appartiennent à Escale ou à leurs auteurs. Ils ne peuvent être repris sans autorisation.|Los textos, fotos y opiniones publicados en el sitio pertenecen a Escale o a sus autores y no pueden reproducirse sin autorización.|Testi, foto e recensioni pubblicati sul sito appartengono a Escale o ai loro autori e non possono essere ripresi senza autorizzazione.|Teksten, foto’s en beoordelingen op de website zijn van Escale of van hun auteurs en mogen niet zonder toestemming worden overgenomen.',
        'Les avis sont ceux de clients ayant séjourné à l’hôtel après une réservation sur Escale.|Las opiniones son de clientes que se alojaron en el hotel tras reservar en Escale.|Le recensioni sono di clienti che hanno soggiornato in hotel dopo una prenotazione su Escale.|Beoordelingen komen van gasten die na een boeking via Escale in het hotel verbleven.',
      ),
      section(
        'Responsabilité|Responsabilidad|Responsabilità|Aansprakelijkheid',
        'Escale veille à l’exactitude des informations publiées mais ne peut garantir l’absence d’erreur ; un prix manifestement erroné n’engage pas Escale.|Escale cuida la exactitud de la información publicada, pero no puede garantizar que no haya errores; un precio claramente erróneo no compromete a Escale.|Escale cura l’esattezza delle informazioni pubblicate ma non può garantire l’assenza di errori; un prezzo palesemente errato non impegna Escale.|Escale let op de juistheid van de gepubliceerde informatie, maar kan fouten niet uitsluiten; een duidelijk foutieve prijs bindt Escale niet.',
      ),
    ],
  },
  dataProtection: {
    title: names('Protection des données|Protección de datos|Protezione dei dati|Gegevensbescherming'),
    description: names(
      'Comment Escale protège les données de ses clients.|Cómo protege Escale los datos de sus clientes.|Come Escale protegge i dati dei suoi clienti.|Hoe Escale de gegevens van zijn klanten beschermt.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Sécurité|Seguridad|Sicurezza|Beveiliging',
        'Les paiements passent par un prestataire certifié : Escale ne voit ni ne conserve les numéros de carte. Les échanges avec le site sont chiffrés.|Los pagos pasan por un proveedor certificado: Escale no ve ni guarda los números de tarjeta. Las comunicaciones con el sitio están cifradas.|I pagamenti passano da un fornitore certificato: Escale non vede né conserva i numeri di carta. Gli scambi con il sito sono cifrati.|Betalingen lopen via een gecertificeerde dienstverlener: Escale ziet en bewaart geen kaartnummers. Het verkeer met de website is versleuteld.',
      ),
      section(
        'Délégué à la protection des données|Delegado de protección de datos|Responsabile della protezione dei dati|Functionaris voor gegevensbescherming',
        'Pour toute question sur vos données, écrivez à dpo@escale.travel. Vous pouvez aussi saisir l’autorité de protection des données de votre pays.|Para cualquier pregunta sobre tus datos, escribe a dpo@escale.travel. También puedes acudir a la autoridad de protección de datos de tu país.|Per qualsiasi domanda sui tuoi dati, scrivi a dpo@escale.travel. Puoi anche rivolgerti all’autorità per la protezione dei dati del tuo paese.|Met vragen over je gegevens kun je mailen naar dpo@escale.travel. Je kunt ook terecht bij de gegevensbeschermingsautoriteit van je land.',
      ),
    ],
  },
  privacyPolicy: {
    title: names(
      'Politique de confidentialité|Política de privacidad|Informativa sulla privacy|Privacyverklaring',
    ),
    description: names(
      'Les données qu’Escale collecte, pourquoi, combien de temps, et vos droits.|Los datos que recoge Escale, por qué, durante cuánto tiempo y tus derechos.|I dati che Escale raccoglie, perché, per quanto tempo e i tuoi diritti.|Welke gegevens Escale verzamelt, waarom, hoe lang en wat je rechten zijn.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Données collectées|Datos recogidos|Dati raccolti|Verzamelde gegevens',
        'Pour une commande : nom, e-mail, téléphone, adresse de facturation et, pour un cadeau physique, de livraison. Pour la lettre d’information : votre e-mail seulement.|Para un pedido: nombre, e-mail, teléfono, dirección de facturación y, para un regalo físico, de entrega. Para el boletín: solo tu e-mail.|Per un ordine: nome, e-mail, telefono, indirizzo di fatturazione e, per un regalo fisico, di consegna. Per la newsletter: solo la tua e-mail.|Voor een bestelling: naam, e-mail, telefoon, factuuradres en, voor een fysiek cadeau, leveradres. Voor de nieuwsbrief: alleen je e-mailadres.',
      ),
      section(
        'Durée de conservation|Tiempo de conservación|Durata di conservazione|Bewaartermijn',
        'Les données d’une commande sont conservées dix ans pour nos obligations comptables ; celles de la lettre d’information jusqu’à votre désinscription.|Los datos de un pedido se conservan diez años por nuestras obligaciones contables; los del boletín, hasta que te des de baja.|I dati di un ordine sono conservati dieci anni per gli obblighi contabili; quelli della newsletter fino alla disiscrizione.|Bestelgegevens bewaren we tien jaar vanwege onze boekhoudplicht; die van de nieuwsbrief tot je je afmeldt.',
      ),
      section(
        'Vos droits|Tus derechos|I tuoi diritti|Je rechten',
        'Vous pouvez accéder à vos données, les corriger, les effacer ou vous opposer à leur usage en écrivant à dpo@escale.travel.|Puedes acceder a tus datos, corregirlos, borrarlos u oponerte a su uso escribiendo a dpo@escale.travel.|Puoi accedere ai tuoi dati, correggerli, cancellarli o opporti al loro uso scrivendo a dpo@escale.travel.|Je kunt je gegevens inzien, verbeteren, laten wissen of bezwaar maken tegen het gebruik ervan via dpo@escale.travel.',
      ),
    ],
  },
  cookies: {
    title: names('Politique cookies|Política de cookies|Cookie policy|Cookiebeleid'),
    description: names(
      'Les cookies et le stockage qu’utilise le site Escale, et comment les refuser.|Las cookies y el almacenamiento que usa el sitio de Escale y cómo rechazarlos.|I cookie e la memorizzazione usati dal sito Escale e come rifiutarli.|De cookies en opslag die de website van Escale gebruikt, en hoe je ze weigert.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Ce que le site garde|Lo que guarda el sitio|Cosa conserva il sito|Wat de website bewaart',
        'Le site garde dans votre navigateur vos recherches récentes, votre liste d’envies et votre message cadeau, pour vous les rendre à la prochaine visite. Rien de cela n’est envoyé à des tiers.|El sitio guarda en tu navegador tus búsquedas recientes, tu lista de deseos y tu mensaje de regalo para devolvértelos en la próxima visita. Nada de ello se envía a terceros.|Il sito conserva nel browser le tue ricerche recenti, la lista dei desideri e il messaggio del regalo, per ritrovarli alla prossima visita. Nulla viene inviato a terzi.|De website bewaart in je browser je recente zoekopdrachten, je verlanglijst en je cadeauboodschap, zodat je ze bij je volgende bezoek terugvindt. Niets daarvan gaat naar derden.',
      ),
      section(
        'Mesure d’audience|Medición de audiencia|Misurazione del pubblico|Bezoekersstatistieken',
        'Les statistiques de visite ne sont collectées qu’avec votre accord, et vous pouvez le retirer à tout moment depuis le bas de chaque page.|Las estadísticas de visita solo se recogen con tu consentimiento, que puedes retirar en cualquier momento desde el pie de cada página.|Le statistiche di visita sono raccolte solo con il tuo consenso, che puoi revocare in qualsiasi momento dal fondo di ogni pagina.|Bezoekstatistieken worden alleen met je toestemming verzameld; je kunt die op elk moment intrekken onderaan elke pagina.',
      ),
    ],
  },
  partnerSignup: {
    title: names('Devenir partenaire|Hazte socio|Diventa partner|Partner worden'),
    description: names(
      'Hôteliers : rejoignez Escale et proposez vos séjours avec activités à nos clients.|Hoteleros: únanse a Escale y ofrezcan sus estancias con actividades a nuestros clientes.|Albergatori: unitevi a Escale e proponete i vostri soggiorni con attività ai nostri clienti.|Hoteliers: sluit je aan bij Escale en bied je verblijven met activiteiten aan onze klanten aan.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Pourquoi Escale|Por qué Escale|Perché Escale|Waarom Escale',
        'Nos clients cherchent un week-end complet : une chambre, un dîner, un massage ou une visite. Vous composez l’offre, nous la faisons connaître dans six pays.|Nuestros clientes buscan un fin de semana completo: habitación, cena, masaje o visita. Usted compone la oferta y nosotros la damos a conocer en seis países.|I nostri clienti cercano un weekend completo: camera, cena, massaggio o visita. Voi create l’offerta, noi la facciamo conoscere in sei paesi.|Onze klanten zoeken een compleet weekend: een kamer, een diner, een massage of een bezoek. Jij stelt het aanbod samen, wij brengen het onder de aandacht in zes landen.',
      ),
      section(
        'Comment nous rejoindre|Cómo unirse|Come unirsi a noi|Hoe je je aansluit',
        'Écrivez à partenaires@escale.travel avec le nom et la ville de votre hôtel : un chargé de partenariat vous rappelle sous cinq jours ouvrés.|Escriba a partenaires@escale.travel con el nombre y la ciudad de su hotel: un responsable de alianzas le llamará en cinco días laborables.|Scrivete a partenaires@escale.travel con il nome e la città del vostro hotel: un responsabile partnership vi richiamerà entro cinque giorni lavorativi.|Mail naar partenaires@escale.travel met de naam en de plaats van je hotel: een partnermanager belt je binnen vijf werkdagen terug.',
      ),
    ],
  },
  pressRoom: {
    title: names('Espace presse|Sala de prensa|Area stampa|Persruimte'),
    description: names(
      'Contacts presse, chiffres clés et visuels d’Escale.|Contactos de prensa, cifras clave e imágenes de Escale.|Contatti stampa, dati chiave e immagini di Escale.|Perscontacten, kerncijfers en beeldmateriaal van Escale.',
    ),
    updatedOn: '2026-09-01',
    sections: [
      section(
        'Escale en bref|Escale en breve|Escale in breve|Escale in het kort',
        'Escale vend des week-ends à l’hôtel avec activités incluses et des cadeaux à vivre, dans six marchés européens.|Escale vende escapadas de hotel con actividades incluidas y regalos para vivir en seis mercados europeos.|Escale vende weekend in hotel con attività incluse e regali da vivere in sei mercati europei.|Escale verkoopt hotelweekends met inbegrepen activiteiten en belevingscadeaus in zes Europese markten.',
      ),
      section(
        'Contact presse|Contacto de prensa|Contatto stampa|Perscontact',
        'Journalistes, écrivez à presse@escale.travel : nous répondons sous 24 heures et fournissons visuels et chiffres sur demande.|Periodistas, escribid a presse@escale.travel: respondemos en 24 horas y facilitamos imágenes y cifras a petición.|Giornalisti, scrivete a presse@escale.travel: rispondiamo entro 24 ore e forniamo immagini e dati su richiesta.|Journalisten kunnen mailen naar presse@escale.travel: we antwoorden binnen 24 uur en leveren beeld en cijfers op aanvraag.',
      ),
    ],
  },
};

/** The content page of a slug in a market, in the market's language; null when the market has none. */
export function contentPage(locale: ApiLocale, slug: string): ContentPage | null {
  const id = contentPageOfSlug(locale, slug);
  if (!id) return null;
  const page = PAGES[id];
  const lang = languageOf(locale);
  const title = page.title[lang];
  return {
    id,
    title,
    description: page.description[lang],
    updatedOn: page.updatedOn,
    sections: page.sections.map((entry) => ({
      heading: entry.heading[lang],
      paragraphs: entry.paragraphs.map((paragraph) => paragraph[lang]),
    })),
    pageModel: {
      metaRobots: 'index,follow',
      canonicalUrl: marketHref(marketOf(locale).path, contentPageRoute(slug)),
      pageTitle: title,
      // The same page in each market that has it, under its own slug.
      alternateUrls: markets.flatMap((market) => {
        const other = contentPageSlug(market.locale, id);
        return other
          ? [{ locale: market.locale, url: marketHref(market.path, contentPageRoute(other)) }]
          : [];
      }),
    },
  };
}
