// A page's share of the catalog, from the shares the build found (messageShares.ts), and the whole
// catalog that browsers load once a page is idle.
import { createHash } from 'node:crypto';
import { type CompiledMessages, compiledMessagesFor, type Locale, type MessageId } from '@escale/i18n/core';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The build's routes as a tree for `matchRoutes`. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { id, path, index, caseSensitive } = route;
    objects.set(
      id,
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: [] },
    );
  }
  const tree: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = objects.get(route.id) as RouteObject;
    const parent = route.parentId ? objects.get(route.parentId) : undefined;
    (parent?.children ?? tree).push(object);
  }
  return tree;
}

/** A page's share of a locale's catalog, as the JSON the root loader sends. */
export type PageMessages = (locale: Locale, pathname: string) => string;

/**
 * The page messages of a built shop: the entry's and the matched routes' shares. One JSON string
 * per locale and route chain, built on first use.
 */
export function pageMessages(build: ServerBuild, shares: Record<string, readonly string[]>): PageMessages {
  const routes = routeTree(build.routes);
  const cache = new Map<string, string>();
  return (locale, pathname) => {
    const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.id ?? '');
    const key = `${locale} ${matched.join(' ')}`;
    let json = cache.get(key);
    if (json === undefined) {
      const files = [build.assets.entry.module, ...matched.map((id) => build.assets.routes[id]?.module)];
      const ids = new Set(files.flatMap((file) => (file ? (shares[file] ?? []) : [])));
      const catalog = compiledMessagesFor(locale);
      json = JSON.stringify(Object.fromEntries([...ids].map((id) => [id, catalog[id as MessageId]])));
      cache.set(key, json);
    }
    return json;
  };
}

interface WholeCatalog {
  json: string;
  /** A hash of the catalog, in its URL: a browser keeps it until the messages change. */
  version: string;
}

const wholeCatalogs = new Map<Locale, WholeCatalog>();

/** A locale's whole compiled catalog as JSON, built once. */
export function wholeCatalog(locale: Locale): WholeCatalog {
  let catalog = wholeCatalogs.get(locale);
  if (!catalog) {
    const json = JSON.stringify(compiledMessagesFor(locale) satisfies CompiledMessages);
    catalog = { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) };
    wholeCatalogs.set(locale, catalog);
  }
  return catalog;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by the production server, which knows the build: without it pages carry every message. */
    pageMessages?: PageMessages;
  }
}
