import { localeFromAcceptLanguage, marketOf } from '@escale/i18n/core';
import { type LoaderFunctionArgs, redirect } from 'react-router';

/** `/` sends each visitor to the market of their browser's language (DESIGN.md). */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  const market = marketOf(locale);
  // Belgian visitors choose their language on the splash unless they chose before (G-07).
  const chosen = /(?:^|;\s*)escale_be=(fr|nl)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (market.country === 'BE') return redirect(chosen ? `/be/${chosen}` : '/be', 302);
  return redirect(market.path, 302);
}
