import type { Lang } from '../content/locale';

// The words of the e-voucher, of the order e-mail and of the beneficiary's booking e-mail, in the
// four languages of the markets.

export interface VoucherCopy {
  title: string;
  /** A gift card's name with its amount. */
  giftCard: (amount: string) => string;
  /** What a gift card buys. */
  giftCardUse: string;
  nights: (nights: number) => string;
  forTwo: string;
  exchangeable: string;
  value: (amount: string) => string;
  code: string;
  validUntil: (date: string) => string;
  from: (name: string) => string;
  howTo: string;
  /** An activity voucher's title, its participants, and how it is booked: with the partner. */
  activityTitle: string;
  participants: (count: number) => string;
  activityHowTo: (partner: string) => string;
}

export const VOUCHER_COPY: Record<Lang, VoucherCopy> = {
  fr: {
    title: 'Bon cadeau',
    giftCard: (amount) => `Carte cadeau de ${amount}`,
    giftCardUse: 'À utiliser pour un séjour, un coffret ou une activité',
    nights: (n) => `${n} ${n > 1 ? 'nuits' : 'nuit'}`,
    forTwo: 'pour 2 personnes',
    exchangeable: 'Échangeable contre un autre séjour',
    value: (amount) => `Valeur : ${amount}`,
    code: 'Code du bon',
    validUntil: (date) => `Valable jusqu’au ${date}`,
    from: (name) => `De la part de ${name}`,
    howTo: 'Pour réserver, scannez le code QR ou rendez-vous sur :',
    activityTitle: 'Bon activité',
    participants: (n) => `pour ${n} ${n > 1 ? 'personnes' : 'personne'}`,
    activityHowTo: (partner) => `Pour réserver votre date, contactez ${partner} en indiquant ce code.`,
  },
  es: {
    title: 'Cheque regalo',
    giftCard: (amount) => `Tarjeta regalo de ${amount}`,
    giftCardUse: 'Para una estancia, una caja regalo o una actividad',
    nights: (n) => `${n} ${n > 1 ? 'noches' : 'noche'}`,
    forTwo: 'para 2 personas',
    exchangeable: 'Canjeable por otra estancia',
    value: (amount) => `Valor: ${amount}`,
    code: 'Código del cheque',
    validUntil: (date) => `Válido hasta el ${date}`,
    from: (name) => `De parte de ${name}`,
    howTo: 'Para reservar, escanea el código QR o visita:',
    activityTitle: 'Bono de actividad',
    participants: (n) => `para ${n} ${n > 1 ? 'personas' : 'persona'}`,
    activityHowTo: (partner) => `Para reservar tu fecha, contacta con ${partner} indicando este código.`,
  },
  it: {
    title: 'Buono regalo',
    giftCard: (amount) => `Carta regalo da ${amount}`,
    giftCardUse: 'Da usare per un soggiorno, un cofanetto o un’attività',
    nights: (n) => `${n} ${n > 1 ? 'notti' : 'notte'}`,
    forTwo: 'per 2 persone',
    exchangeable: 'Cambiabile con un altro soggiorno',
    value: (amount) => `Valore: ${amount}`,
    code: 'Codice del buono',
    validUntil: (date) => `Valido fino al ${date}`,
    from: (name) => `Da parte di ${name}`,
    howTo: 'Per prenotare, scansiona il codice QR o visita:',
    activityTitle: 'Buono attività',
    participants: (n) => `per ${n} ${n > 1 ? 'persone' : 'persona'}`,
    activityHowTo: (partner) => `Per prenotare la data, contatta ${partner} indicando questo codice.`,
  },
  nl: {
    title: 'Cadeaubon',
    giftCard: (amount) => `Cadeaukaart van ${amount}`,
    giftCardUse: 'Te gebruiken voor een verblijf, een cadeaubox of een activiteit',
    nights: (n) => `${n} ${n > 1 ? 'nachten' : 'nacht'}`,
    forTwo: 'voor 2 personen',
    exchangeable: 'Inwisselbaar voor een ander verblijf',
    value: (amount) => `Waarde: ${amount}`,
    code: 'Boncode',
    validUntil: (date) => `Geldig tot en met ${date}`,
    from: (name) => `Van ${name}`,
    howTo: 'Reserveren? Scan de QR-code of ga naar:',
    activityTitle: 'Activiteitenbon',
    participants: (n) => `voor ${n} ${n > 1 ? 'personen' : 'persoon'}`,
    activityHowTo: (partner) => `Boek je datum bij ${partner} en vermeld deze code.`,
  },
};

export interface MailCopy {
  subject: (reference: string) => string;
  greeting: (firstName: string) => string;
  thanks: (label: string) => string;
  stay: (checkin: string, checkout: string) => string;
  gift: (nights: string) => string;
  box: (title: string, people: number) => string;
  /** An activity voucher, for oneself or to offer, and its participants. */
  activity: (title: string, participants: string, ownUse: boolean) => string;
  paid: (amount: string) => string;
  /** "Paid with gift card {serialNumber}: {amount}" */
  giftcardPaid: (serialNumber: string, amount: string) => string;
  reference: (reference: string) => string;
  voucher: (code: string, date: string) => string;
  signature: string;
}

export const MAIL_COPY: Record<Lang, MailCopy> = {
  fr: {
    subject: (ref) => `Votre commande Escale n° ${ref} est confirmée`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: (label) => `Merci pour votre commande : ${label}.`,
    stay: (from, to) => `Séjour du ${from} au ${to}.`,
    gift: (nights) => `Séjour à offrir de ${nights}, pour 2 personnes.`,
    box: (title, people) => `Coffret cadeau « ${title} », pour ${people} personnes.`,
    activity: (title, who, ownUse) =>
      `${ownUse ? 'Bon activité' : 'Bon activité à offrir'} « ${title} », ${who}.`,
    paid: (amount) => `Montant payé : ${amount}`,
    giftcardPaid: (serial, amount) => `Réglé avec la carte cadeau ${serial} : ${amount}`,
    reference: (ref) => `Référence de commande : ${ref}`,
    voucher: (code, date) => `Votre bon cadeau est joint en PDF. Code : ${code}, valable jusqu’au ${date}.`,
    signature: 'L’équipe Escale',
  },
  es: {
    subject: (ref) => `Tu pedido Escale n.º ${ref} está confirmado`,
    greeting: (name) => `Hola, ${name}:`,
    thanks: (label) => `Gracias por tu pedido: ${label}.`,
    stay: (from, to) => `Estancia del ${from} al ${to}.`,
    gift: (nights) => `Estancia para regalar de ${nights}, para 2 personas.`,
    box: (title, people) => `Caja regalo «${title}», para ${people} personas.`,
    activity: (title, who, ownUse) =>
      `${ownUse ? 'Bono de actividad' : 'Bono de actividad para regalar'} «${title}», ${who}.`,
    paid: (amount) => `Importe pagado: ${amount}`,
    giftcardPaid: (serial, amount) => `Pagado con la tarjeta regalo ${serial}: ${amount}`,
    reference: (ref) => `Referencia del pedido: ${ref}`,
    voucher: (code, date) => `Tu cheque regalo va adjunto en PDF. Código: ${code}, válido hasta el ${date}.`,
    signature: 'El equipo de Escale',
  },
  it: {
    subject: (ref) => `Il tuo ordine Escale n. ${ref} è confermato`,
    greeting: (name) => `Ciao ${name},`,
    thanks: (label) => `Grazie per il tuo ordine: ${label}.`,
    stay: (from, to) => `Soggiorno dal ${from} al ${to}.`,
    gift: (nights) => `Soggiorno da regalare di ${nights}, per 2 persone.`,
    box: (title, people) => `Cofanetto regalo «${title}», per ${people} persone.`,
    activity: (title, who, ownUse) =>
      `${ownUse ? 'Buono attività' : 'Buono attività da regalare'} «${title}», ${who}.`,
    paid: (amount) => `Importo pagato: ${amount}`,
    giftcardPaid: (serial, amount) => `Pagato con la carta regalo ${serial}: ${amount}`,
    reference: (ref) => `Riferimento dell’ordine: ${ref}`,
    voucher: (code, date) =>
      `Il tuo buono regalo è allegato in PDF. Codice: ${code}, valido fino al ${date}.`,
    signature: 'Il team Escale',
  },
  nl: {
    subject: (ref) => `Je Escale-bestelling ${ref} is bevestigd`,
    greeting: (name) => `Beste ${name},`,
    thanks: (label) => `Bedankt voor je bestelling: ${label}.`,
    stay: (from, to) => `Verblijf van ${from} tot ${to}.`,
    gift: (nights) => `Cadeauverblijf van ${nights}, voor 2 personen.`,
    box: (title, people) => `Cadeaubox ‘${title}’, voor ${people} personen.`,
    activity: (title, who, ownUse) =>
      `${ownUse ? 'Activiteitenbon' : 'Activiteitenbon om cadeau te doen'} ‘${title}’, ${who}.`,
    paid: (amount) => `Betaald bedrag: ${amount}`,
    giftcardPaid: (serial, amount) => `Betaald met cadeaukaart ${serial}: ${amount}`,
    reference: (ref) => `Bestelnummer: ${ref}`,
    voucher: (code, date) =>
      `Je cadeaubon zit als pdf in de bijlage. Code: ${code}, geldig tot en met ${date}.`,
    signature: 'Het Escale-team',
  },
};

/** The beneficiary's booking mail (S-349); each member's English source in its comment. */
export interface RedemptionMailCopy {
  /** "Your stay at {hotel} is booked" */
  subject: (hotel: string) => string;
  /** "Your stay is booked: {label}." */
  booked: (label: string) => string;
  /** "From {checkin} to {checkout} ({nights}), for {people}." */
  dates: (checkin: string, checkout: string, nights: string, people: string) => string;
  /** "1 person", "{n} people" */
  people: (people: number) => string;
  /** "Gift voucher used: {code}" */
  voucher: (code: string) => string;
  /** "Supplement paid: {amount}" */
  supplement: (amount: string) => string;
  /** "Your gift voucher covers the whole stay: you paid nothing." */
  covered: string;
  /** "Booking reference: {reference}" */
  reference: (reference: string) => string;
}

export const REDEMPTION_MAIL_COPY: Record<Lang, RedemptionMailCopy> = {
  fr: {
    subject: (hotel) => `Votre séjour à ${hotel} est réservé`,
    booked: (label) => `Votre séjour est réservé : ${label}.`,
    dates: (from, to, nights, people) => `Du ${from} au ${to} (${nights}), pour ${people}.`,
    people: (n) => `${n} ${n > 1 ? 'personnes' : 'personne'}`,
    voucher: (code) => `Bon cadeau utilisé : ${code}`,
    supplement: (amount) => `Supplément payé : ${amount}`,
    covered: 'Votre bon cadeau couvre tout le séjour : vous n’avez rien payé.',
    reference: (ref) => `Référence de réservation : ${ref}`,
  },
  es: {
    subject: (hotel) => `Tu estancia en ${hotel} está reservada`,
    booked: (label) => `Tu estancia está reservada: ${label}.`,
    dates: (from, to, nights, people) => `Del ${from} al ${to} (${nights}), para ${people}.`,
    people: (n) => `${n} ${n > 1 ? 'personas' : 'persona'}`,
    voucher: (code) => `Cheque regalo utilizado: ${code}`,
    supplement: (amount) => `Suplemento pagado: ${amount}`,
    covered: 'Tu cheque regalo cubre toda la estancia: no has pagado nada.',
    reference: (ref) => `Referencia de reserva: ${ref}`,
  },
  it: {
    subject: (hotel) => `Il tuo soggiorno presso ${hotel} è prenotato`,
    booked: (label) => `Il tuo soggiorno è prenotato: ${label}.`,
    dates: (from, to, nights, people) => `Dal ${from} al ${to} (${nights}), per ${people}.`,
    people: (n) => `${n} ${n > 1 ? 'persone' : 'persona'}`,
    voucher: (code) => `Buono regalo utilizzato: ${code}`,
    supplement: (amount) => `Supplemento pagato: ${amount}`,
    covered: 'Il tuo buono regalo copre tutto il soggiorno: non hai pagato nulla.',
    reference: (ref) => `Riferimento della prenotazione: ${ref}`,
  },
  nl: {
    subject: (hotel) => `Je verblijf in ${hotel} is geboekt`,
    booked: (label) => `Je verblijf is geboekt: ${label}.`,
    dates: (from, to, nights, people) => `Van ${from} tot ${to} (${nights}), voor ${people}.`,
    people: (n) => `${n} ${n > 1 ? 'personen' : 'persoon'}`,
    voucher: (code) => `Gebruikte cadeaubon: ${code}`,
    supplement: (amount) => `Betaalde toeslag: ${amount}`,
    covered: 'Je cadeaubon dekt het hele verblijf: je hebt niets betaald.',
    reference: (ref) => `Boekingsreferentie: ${ref}`,
  },
};
