import { isLocale } from '@escale/i18n/core';
import type { LoaderFunctionArgs } from 'react-router';
import { CACHE_POLICIES } from '../lib/cachePolicy';
import { wholeCatalog } from '../lib/pageMessages.server';

/**
 * A locale's whole compiled catalog (`/messages/fr_FR/{version}`), which a browser loads once its
 * first page is idle. Its URL names its version: kept for a year, unless the version is not today's.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isLocale(params.locale)) return new Response('No such locale', { status: 404 });
  const { json, version } = wholeCatalog(params.locale);
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': params.version === version ? CACHE_POLICIES.immutable : CACHE_POLICIES.private,
    },
  });
}
