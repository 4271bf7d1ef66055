import { type ApiLocale, accountRoutes, marketHref, SIGNIN_LINK_MINUTES } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { type Lang, languageOf } from '../content/locale';
import { mailBodies } from '../mail/html';
import type { OutgoingMail } from '../mail/outbox';
import { MAIL_COPY } from '../vouchers/copy';

export const ACCOUNT_SIGNIN = 'ACCOUNT_SIGNIN';

const LOCAL_SHOP = 'http://127.0.0.1:3000';

interface SigninMailCopy {
  subject: string;
  hello: string;
  click: (minutes: number) => string;
  notYou: string;
}

const SIGNIN_MAIL_COPY: Record<Lang, SigninMailCopy> = {
  fr: {
    subject: 'Votre lien de connexion à Escale',
    hello: 'Bonjour,',
    click: (m) =>
      `Pour vous connecter à votre compte Escale, ouvrez ce lien dans les ${m} minutes. Il ne sert qu’une fois.`,
    notYou: 'Si vous n’avez rien demandé, ignorez ce message : personne ne pourra se connecter sans ce lien.',
  },
  es: {
    subject: 'Tu enlace para iniciar sesión en Escale',
    hello: 'Hola:',
    click: (m) =>
      `Para iniciar sesión en tu cuenta de Escale, abre este enlace en los próximos ${m} minutos. Solo sirve una vez.`,
    notYou: 'Si no lo has pedido, ignora este mensaje: nadie podrá iniciar sesión sin este enlace.',
  },
  it: {
    subject: 'Il tuo link di accesso a Escale',
    hello: 'Ciao,',
    click: (m) =>
      `Per accedere al tuo account Escale, apri questo link entro ${m} minuti. Funziona una sola volta.`,
    notYou: 'Se non l’hai richiesto, ignora questo messaggio: nessuno potrà accedere senza questo link.',
  },
  nl: {
    subject: 'Je inloglink voor Escale',
    hello: 'Hallo,',
    click: (m) =>
      `Open deze link binnen ${m} minuten om in te loggen op je Escale-account. Hij werkt maar één keer.`,
    notYou: 'Heb je niets aangevraagd? Negeer dan dit bericht: zonder deze link kan niemand inloggen.',
  },
};

/** The shop page the link opens: it signs the customer in with the token. */
export function signinLink(locale: ApiLocale, token: string, shopOrigin = process.env.SHOP_ORIGIN): string {
  const path = `${marketHref(marketOf(locale).path, accountRoutes.signIn(''))}`.replace(
    /\?origin=$/,
    `?token=${encodeURIComponent(token)}`,
  );
  return `${(shopOrigin || LOCAL_SHOP).replace(/\/$/, '')}${path}`;
}

/** The customer's sign-in e-mail in the market's language (S-349). */
export function signinMail(link: {
  id: string;
  email: string;
  locale: ApiLocale;
  token: string;
}): OutgoingMail {
  const lang = languageOf(link.locale);
  const copy = SIGNIN_MAIL_COPY[lang];
  return {
    signinLinkId: link.id,
    kind: ACCOUNT_SIGNIN,
    recipient: link.email,
    subject: copy.subject,
    payload: {
      ...mailBodies(
        lang,
        [copy.hello, copy.click(SIGNIN_LINK_MINUTES), copy.notYou],
        [signinLink(link.locale, link.token)],
        MAIL_COPY[lang].signature,
      ),
      voucherCodes: [],
    },
  };
}
