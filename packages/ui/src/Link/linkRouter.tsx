import { createContext, type MouseEvent, type ReactNode, useContext, useMemo } from 'react';

interface LinkRouter {
  navigate: (href: string) => void;
  useHref: (href: string) => string;
}

const LinkRouterContext = createContext<LinkRouter | null>(null);

export interface LinkRouterProviderProps {
  /** Client-side navigation to a path of the app. */
  navigate: (href: string) => void;
  /** The `href` a path is rendered with (a base path prepended). Defaults to the path itself. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

const samePath = (href: string) => href;

/**
 * The app's router for every link of ui: `Link`, `ButtonLink`, `Pagination`, a card's pictures.
 * (react-aria's collections, in the combobox and list boxes, hold options, never links: they need
 * no router of their own.)
 */
export function LinkRouterProvider({ navigate, useHref = samePath, children }: LinkRouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>;
}

/** The browser would open the link in this tab: a plain left click on a same-origin link. */
function opensInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.origin === window.location.origin
  );
}

/**
 * The props of a real `<a href>` whose clicks navigate client-side through the app's router when
 * the browser would open it in place; new tabs, downloads and other sites stay the browser's.
 */
export function useRoutedLink(href: string, onPress?: () => void) {
  const router = useContext(LinkRouterContext);
  const resolvedHref = (router?.useHref ?? samePath)(href);
  return {
    href: resolvedHref,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onPress?.();
      if (!router || event.defaultPrevented || !opensInPlace(event)) return;
      event.preventDefault();
      router.navigate(href);
    },
  };
}
