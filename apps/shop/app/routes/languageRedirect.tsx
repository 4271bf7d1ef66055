import { localeFromAcceptLanguage, marketOf } from '@escale/i18n/core';
import { type LoaderFunctionArgs, redirect } from 'react-router';

/** `/` sends each visitor to the market of their browser's language (DESIGN.md): nl-BE to /be/nl. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(marketOf(localeFromAcceptLanguage(request.headers.get('accept-language'))).path, 302);
}
