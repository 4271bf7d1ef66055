import { BoxListing } from '@escale/blocks';
import { type BoxSummary, marketHref } from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { loadBoxes } from '../lib/boxData';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { marketOfRequest } from '../lib/market';
import { headMeta } from '../lib/seo';
import { useRootData } from '../root';

// The gift-box listing (001 §2.8, S-298, S-452): the market's e-boxes, "noindex, follow".

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  const page = {
    locale,
    origin,
    title: translate(locale, 'boxListing.title'),
    description: translate(locale, 'boxListing.intro'),
  };
  try {
    const { boxes } = await loadBoxes(locale);
    return data({ ...page, boxes, hasError: false }, { headers: cacheHeaders('content') });
  } catch {
    // S-301: the page stays, with "Oops, something went wrong".
    return data({ ...page, boxes: [] as BoxSummary[], hasError: true }, { status: 502 });
  }
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = headMeta((page) => ({
  path: '/gifts',
  robots: 'noindex, follow',
  image: page.boxes[0]?.mainBySize['960_540'],
}));

export const ErrorBoundary = RouteErrorBoundary;

export default function GiftsPage() {
  const { boxes, hasError } = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  const market = marketPath ?? '';
  return (
    <SiteLayout flow="gifting">
      <div className={layout.content}>
        <BoxListing boxes={boxes} hasError={hasError} hrefOf={(box) => marketHref(market, box.uri)} />
      </div>
    </SiteLayout>
  );
}
