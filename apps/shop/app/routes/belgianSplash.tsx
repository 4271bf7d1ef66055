import { BelgianSplash, type BelgianSplashCopy } from '@escale/blocks';
import { marketOf, translate } from '@escale/i18n/core';
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { belgianChoiceOf } from '../lib/belgium';
import { indexableOf, pageMeta } from '../lib/seo';

/**
 * /be: the Belgian splash (S-361, G-07), or straight to the language chosen before. It has no site
 * chrome, and a crash shows the root's crash page, also without it: the page loads no header, menu
 * or footer code.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const chosen = belgianChoiceOf(request);
  if (chosen) throw redirect(`/be/${chosen}`, 302);
  const copy: BelgianSplashCopy = { nl_BE: copyIn('nl_BE'), fr_BE: copyIn('fr_BE') };
  return { origin: process.env.PUBLIC_ORIGIN ?? new URL(request.url).origin, copy };
}

const copyIn = (locale: 'nl_BE' | 'fr_BE') => ({
  welcome: translate(locale, 'splash.welcome'),
  choose: translate(locale, 'splash.choose'),
  language: translate(locale, 'splash.language'),
});

/**
 * The page speaks Dutch and French, each part marked with its own `lang` (S-361): the document
 * names both (`mul`) rather than the visitor's browser language.
 */
export const handle = { lang: 'mul' };

/** Before a language is chosen, the page speaks both. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    indexable: indexableOf(matches),
    title: data ? `${data.copy.fr_BE.welcome} · ${data.copy.nl_BE.welcome}` : '',
    description: data ? `${data.copy.fr_BE.choose} · ${data.copy.nl_BE.choose}` : '',
    locale: 'fr_BE',
    origin: data?.origin ?? '',
    path: '/',
    canonicalPath: '/be',
  });

export default function BelgianSplashPage() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <main>
      <BelgianSplash copy={copy} dutchHref={marketOf('nl_BE').path} frenchHref={marketOf('fr_BE').path} />
    </main>
  );
}
