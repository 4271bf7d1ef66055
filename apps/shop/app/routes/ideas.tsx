import { IdeasPage } from '@escale/blocks';
import { ideasRoute, marketHref } from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { apiGet } from '../lib/api';
import { cacheHeaders, loaderHeaders } from '../lib/cachePolicy';
import { marketOfRequest } from '../lib/market';
import { headMeta } from '../lib/seo';
import { useRootData } from '../root';

// The weekend ideas page (001 §2.9, S-390, S-391): ideas by theme, city and gift, and the regions.

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  const page = { locale, origin, title: translate(locale, 'ideas.title') };
  try {
    const ideas = await apiGet('/content/ideas', locale, {}, 'ideas');
    return data({ ...page, description: ideas.intro, ideas }, { headers: cacheHeaders('content') });
  } catch (error) {
    console.error(error);
    // S-391: the page stays, with "Oops, something went wrong".
    return data({ ...page, description: '', ideas: null }, { status: 502, headers: cacheHeaders('private') });
  }
}

export const headers = loaderHeaders;

export const meta: MetaFunction<typeof loader> = headMeta((page) => ({
  path: ideasRoute(),
  image: page.ideas?.sections[0]?.ideas[0]?.cover.sizes['960_540'],
}));

export const ErrorBoundary = RouteErrorBoundary;

export default function IdeasRoute() {
  const { ideas } = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  return (
    <SiteLayout>
      <IdeasPage ideas={ideas} hrefOf={(url) => marketHref(marketPath ?? '', url)} />
    </SiteLayout>
  );
}
