import { marketOf } from '@escale/i18n/core';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { apiPostJson } from '../lib/api';
import { marketOfRequest } from '../lib/market';
import { NEWSLETTER_SENT_PARAM } from '../lib/newsletter';
import { postedForm } from '../lib/postedForm.server';

// The footer's newsletter form before its code has loaded, or without JavaScript (S-367): the
// signup goes to the API and the visitor comes back to the page, with the thank-you on success. A
// failure leaves the form unsent, with no message (S-412).

/** The page the form was on, when it is one of the shop's; the market's home otherwise. */
function pageOf(request: Request, home: string): URL {
  const url = new URL(request.url);
  const referer = request.headers.get('referer');
  const page = referer ? new URL(referer, url) : null;
  return page && page.origin === url.origin ? page : new URL(home, url);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, marketPath } = marketOfRequest(request);
  const form = await postedForm(request);
  const email = form.get('email');
  const page = pageOf(request, marketPath ?? '/');
  const { country, language } = marketOf(locale);
  try {
    // The API limits signups per visitor: it counts this visitor's, not the shop's.
    const headers: Record<string, string> = context.clientAddress
      ? { 'x-forwarded-for': context.clientAddress }
      : {};
    await apiPostJson('/gateway/marketing/newsletter', { email, country, language }, 'newsletter', {
      headers,
    });
    page.searchParams.set(NEWSLETTER_SENT_PARAM, 'sent');
  } catch {
    page.searchParams.delete(NEWSLETTER_SENT_PARAM);
  }
  // Back to the footer, where the form was.
  page.hash = 'newsletter';
  return redirect(`${page.pathname}${page.search}${page.hash}`, 303);
}

/** Nothing to show at this address: the market's home. */
export function loader({ request }: ActionFunctionArgs) {
  return redirect(marketOfRequest(request).marketPath ?? '/', 302);
}
