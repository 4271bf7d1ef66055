// The pages the shop links to before they exist, each with the issue that builds it. The link checker
// (links.spec.ts) lets a link to these answer 404 and to nothing else; it fails when an entry answers
// anything but 404 (the page was built: remove the entry) or when no link leads to it any more.
// Those issues empty this file.

export interface KnownMissing {
  /** Routes under a market's path; `:name` stands for one path segment. */
  routes: readonly string[];
  /** The issue that builds the pages. */
  issue: 14 | 15;
  what: string;
}

export const KNOWN_MISSING: readonly KnownMissing[] = [
  { routes: ['/account', '/account/:page', '/account/settings/:page'], issue: 15, what: 'the account pages' },
];

/** The entry a route under a market belongs to, if any. */
export function knownMissingOf(route: string): KnownMissing | undefined {
  const segments = route.split('/');
  return KNOWN_MISSING.find((entry) =>
    entry.routes.some((pattern) => {
      const parts = pattern.split('/');
      return (
        parts.length === segments.length &&
        parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''))
      );
    }),
  );
}
