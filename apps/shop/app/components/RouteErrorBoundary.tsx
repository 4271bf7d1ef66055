import { CrashView, NotFound } from '@escale/blocks';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { reportClientError } from '../lib/clientErrors';
import { useRootData } from '../root';
import * as layout from './layout.css';
import { SiteLayout } from './SiteLayout';

/**
 * A page's error boundary: the site's header, menu and footer stay, and the page's place shows the
 * spec's copy: the 404 page for an unknown entity (000 §2), else the crash page "It seems that the
 * page went on holidays" with its home link (002 §2, §8) and a link that loads the page again (the
 * API down or too slow a moment ago may answer now), the error logged (S-458).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { marketPath } = useRootData();
  const location = useLocation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) reportClientError(error);
  }, [error, isNotFound]);
  const homeHref = marketPath ?? '/';
  return (
    <SiteLayout>
      <div className={layout.content}>
        {isNotFound ? (
          <NotFound homeHref={homeHref} />
        ) : (
          <CrashView
            homeHref={homeHref}
            retryHref={`${location.pathname}${location.search}${location.hash}`}
          />
        )}
      </div>
    </SiteLayout>
  );
}
