import { CrashView, NotFound } from '@escale/blocks';
import type { Staff } from '@escale/domain';
import { type CompiledMessages, I18nProvider, type Locale, useWholeCatalog } from '@escale/i18n';
import { marketForPath, marketOf } from '@escale/i18n/core';
import { LinkRouterProvider, ThemeProvider, UiStringsProvider } from '@escale/ui';
import { type UiCatalog, uiCatalogFor, uiStringsEn } from '@escale/ui/strings';
import { type ReactNode, use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { belgianChoiceCookie, belgianLanguageOf } from './lib/belgium';
import { brandFontScript, storeBrandFont } from './lib/brandFont';
import { type ChromeData, loadChrome } from './lib/chrome';
import { reportClientError, useClientErrorReporting } from './lib/clientErrors';
import { useCustomerCareMode } from './lib/customerCareMode';
import { appViewOf, languageTag, type MarketContext, marketOfRequest } from './lib/market';
import { messengerAppIdOf } from './lib/messenger.server';
import { useNonce } from './lib/nonce';
import { PageMessageRecorderContext } from './lib/pageMessages';
import { wholeCatalog } from './lib/pageMessages.server';
import { loadStaff } from './lib/staff.server';
import { useLaunchPage } from './lib/track';

export interface RootData extends MarketContext {
  chrome: ChromeData | null;
  /** Whether search engines may index this deployment (INDEXABLE=true, S-447). */
  indexable: boolean;
  /** The messenger's app id where its widget shows (S-354); null where it does not. */
  messengerAppId: string | null;
  /**
   * The compiled messages the page shows, as JSON: the browser loads no other page's or market's
   * messages and no ICU parser. A document's are known once its shell has rendered, and stream
   * after it. One string travels in a third less than the same object in the loader data's encoding.
   */
  messages: string | Promise<string>;
  /** Where the whole catalog is, when `messages` is part of it (`routes/messages.ts`). */
  catalogUrl: string | null;
  /** The words of ui's primitives in the market's language (the browser carries no other). */
  uiStrings: UiCatalog;
  /** The staff member signed in on this browser; customer-care mode gives privileges only then. */
  staff: Staff | null;
  /** Whether the URL or the tab asks for customer-care mode, signed in or not (G-05). */
  isCustomerCareAsked: boolean;
}

/** The market, its locale, customer-care mode and what every page shows around its content. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const market = marketOfRequest(request);
  // A staff session the API cannot confirm gives nothing: the page renders as a visitor's.
  const staff = await loadStaff(request, market.locale).catch(() => null);
  const headers = new Headers();
  const { setCookie } = appViewOf(request);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  const language = belgianLanguageOf(market);
  if (language) headers.append('Set-Cookie', belgianChoiceCookie(language));
  const chrome = market.marketPath ? await loadChrome(market.locale) : null;
  const whole = wholeCatalog(market.locale);
  const recorded = context?.pageMessages !== undefined;
  const root: RootData = {
    ...market,
    isCustomerCare: market.isCustomerCare && staff !== null,
    isCustomerCareAsked: market.isCustomerCare,
    staff,
    chrome,
    indexable: process.env.INDEXABLE === 'true',
    messengerAppId: messengerAppIdOf(market.locale),
    messages: recorded ? (context.pageMessages?.shown ?? '{}') : whole.json,
    catalogUrl: recorded ? `/messages/${market.locale}/${whole.version}` : null,
    uiStrings: uiCatalogFor(marketOf(market.locale).tag),
  };
  return data(root, { headers });
}

// The brand's web font is drawn only from the bytes a previous page stored (`lib/brandFont.ts`).
storeBrandFont();

/** The market only changes with the path prefix; the app view with its switch. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  marketPrefix(currentUrl.pathname) !== marketPrefix(nextUrl.pathname) ||
  currentUrl.searchParams.get('view') !== nextUrl.searchParams.get('view');

const marketPrefix = (pathname: string) => marketForPath(pathname)?.path ?? pathname;

export function useRootData(): RootData {
  const root = useRouteLoaderData<typeof loader>('root');
  const isAsked = useCustomerCareMode();
  if (!root) throw new Error('The root loader has not run');
  // The tab keeps the mode (G-05); its privileges come only with a staff session.
  const isCustomerCare = isAsked && root.staff !== null;
  return isCustomerCare === root.isCustomerCare && isAsked === root.isCustomerCareAsked
    ? root
    : { ...root, isCustomerCare, isCustomerCareAsked: isAsked };
}

/** What a route's `handle` may say about its page. */
interface PageHandle {
  /** The document's language when it is not the market's: `mul` for a page in several languages. */
  lang?: string;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const pageLang = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.lang)
    .findLast(Boolean);
  return (
    <html lang={pageLang ?? languageTag(root?.locale ?? 'fr_FR')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, with the font's storage key.
          dangerouslySetInnerHTML={{ __html: brandFontScript() }}
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Links resolve through the router, except absolute URLs (the help centre), kept as they are. */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) ? href : routed;
}

/**
 * The catalog the page was shown with: a crash while the root loader revalidates (a market switch
 * offline) still speaks the visitor's language.
 */
let shownMessages = '{}';
let shownUiStrings: UiCatalog | undefined;

/**
 * Messages, the links' router (links navigate client-side) and the theme. The server
 * renders with the whole catalog and records what the page shows; the browser hydrates with that.
 */
function Providers({
  locale,
  messages,
  catalogUrl,
  uiStrings,
  children,
}: {
  locale: Locale;
  messages: RootData['messages'];
  catalogUrl: string | null;
  uiStrings: UiCatalog | undefined;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  // The API's paths that the shop's origin serves (a staff sign-in, a voucher's PDF) are no page of
  // the app: the browser itself goes there.
  const navigateTo = useCallback(
    (href: string) =>
      /^\/(api|gateway|content)\//.test(href) ? window.location.assign(href) : navigate(href),
    [navigate],
  );
  const recorder = useContext(PageMessageRecorderContext);
  const json = recorder ? '' : typeof messages === 'string' ? messages : use(messages);
  if (json) shownMessages = json;
  if (uiStrings) shownUiStrings = uiStrings;
  const catalog = useMemo(
    () => recorder?.catalog(locale) ?? (JSON.parse(json) as Partial<CompiledMessages>),
    [recorder, locale, json],
  );
  const loadCatalog = useCallback(async () => {
    const response = await fetch(catalogUrl ?? '');
    if (!response.ok) throw new Error(`The catalog answered ${response.status}`);
    return (await response.json()) as CompiledMessages;
  }, [catalogUrl]);
  return (
    <I18nProvider
      locale={locale}
      messages={catalog}
      loadCatalog={catalogUrl ? loadCatalog : undefined}
      onMessage={recorder?.record}
    >
      <UiStringsProvider catalog={uiStrings ?? shownUiStrings ?? uiStringsEn} locale={marketOf(locale).tag}>
        <LinkRouterProvider navigate={navigateTo} useHref={useLinkHref}>
          <ThemeProvider theme="escale">{children}</ThemeProvider>
        </LinkRouterProvider>
      </UiStringsProvider>
    </I18nProvider>
  );
}

/**
 * The first page came with the messages it shows; another page needs more: it waits for the whole
 * catalog (fetched once the first page was idle), the previous page staying on screen.
 */
function WholeCatalogAfterFirstPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  useWholeCatalog(pathname !== firstPathname);
  return children;
}

/** Marks the document once the page is interactive (tests and tools wait for it). */
function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App() {
  const { locale, messages, catalogUrl, uiStrings } = useRootData();
  useHydrationMark();
  useClientErrorReporting(locale);
  useLaunchPage(locale);
  return (
    <Providers locale={locale} messages={messages} catalogUrl={catalogUrl} uiStrings={uiStrings}>
      <WholeCatalogAfterFirstPage>
        <Outlet />
      </WholeCatalogAfterFirstPage>
    </Providers>
  );
}

/** An unknown page is the 404 page (000 §2); anything else that breaks is the crash page (002 §2). */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  useHydrationMark();
  const homeHref = root?.marketPath ?? '/';
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);
  useEffect(() => {
    if (!isNotFound) reportClientError(error);
  }, [error, isNotFound]);
  return (
    <Providers
      locale={root?.locale ?? 'fr_FR'}
      messages={root?.messages ?? shownMessages}
      catalogUrl={root?.catalogUrl ?? null}
      uiStrings={root?.uiStrings}
    >
      {isNotFound ? (
        <NotFound homeHref={homeHref} />
      ) : (
        <CrashView homeHref={homeHref} retryHref={`${location.pathname}${location.search}${location.hash}`} />
      )}
    </Providers>
  );
}
