import { StaffFunnel } from '@escale/blocks';
import { addDays, type StaffFunnelDay, staffFunnelRoute, staffSignInHref } from '@escale/domain';
import { markets, translate } from '@escale/i18n/core';
import { data, type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { ApiRequestError, apiGet } from '../lib/api';
import { cacheHeaders } from '../lib/cachePolicy';
import { marketClock } from '../lib/clock';
import { languageTag, marketOfRequest } from '../lib/market';
import { headMeta } from '../lib/seo';
import { staffCookieHeader } from '../lib/sessionCookies.server';
import { loadStaff } from '../lib/staff.server';

// The staff's funnel (issue 15 §4): per market and day, from view_item_list to the orders, behind
// the staff sign-in. The last 7 days unless the form asks for others.

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  const url = new URL(request.url);
  if (!(await loadStaff(request, locale))) {
    throw redirect(staffSignInHref(`${url.pathname}${url.search}`, languageTag(locale)));
  }
  const { today } = marketClock(locale);
  const from = url.searchParams.get('from') || addDays(today, -6);
  const to = url.searchParams.get('to') || today;
  const days = await apiGet(
    '/api/staff/funnel',
    locale,
    { from, to },
    'staffFunnel',
    undefined,
    staffCookieHeader(request),
  )
    .then((answer) => answer.days)
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 400) return null;
      throw error;
    });
  const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region' });
  const languages = new Intl.DisplayNames([languageTag(locale)], { type: 'language' });
  const marketNames = Object.fromEntries(
    markets.map((market) => [
      market.locale.toLowerCase(),
      `${names.of(market.country)} · ${languages.of(market.language)}`,
    ]),
  ) as Record<StaffFunnelDay['pos'], string>;
  return data(
    {
      locale,
      origin,
      title: translate(locale, 'staffFunnel.metaTitle'),
      description: '',
      from,
      to,
      days,
      marketNames,
    },
    { status: days === null ? 400 : 200, headers: cacheHeaders('private') },
  );
}

export const meta: MetaFunction<typeof loader> = headMeta(() => ({
  path: staffFunnelRoute(),
  robots: 'noindex, nofollow',
}));

export const ErrorBoundary = RouteErrorBoundary;

export default function StaffFunnelRoute() {
  const { from, to, days, marketNames } = useLoaderData<typeof loader>();
  return (
    <SiteLayout>
      <div className={layout.content}>
        <StaffFunnel from={from} to={to} days={days} marketNames={marketNames} />
      </div>
    </SiteLayout>
  );
}
