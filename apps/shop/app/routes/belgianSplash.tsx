import { BelgianSplash } from '@escale/blocks';
import { marketOf } from '@escale/i18n/core';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { belgianChoiceOf } from '../lib/belgium';
import { pageMeta } from '../lib/seo';

/** /be: the Belgian splash (S-361, G-07), or straight to the language chosen before. */
export function loader({ request }: LoaderFunctionArgs) {
  const chosen = belgianChoiceOf(request);
  if (chosen) throw redirect(`/be/${chosen}`, 302);
  return { origin: process.env.PUBLIC_ORIGIN ?? new URL(request.url).origin };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: 'Escale Belgique · België',
    description: 'Escale en français ou in het Nederlands.',
    locale: 'fr_BE',
    origin: data?.origin ?? '',
    path: '/',
    canonicalPath: '/be',
  });

export default function BelgianSplashPage() {
  return <BelgianSplash dutchHref={marketOf('nl_BE').path} frenchHref={marketOf('fr_BE').path} />;
}
