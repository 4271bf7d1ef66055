import '@fontsource-variable/nunito-sans';
import { I18nProvider, type Locale } from '@escale/i18n';
import { ThemeProvider } from '@escale/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useHref,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { CrashView, NotFoundView } from './lib/errorViews';
import { languageTag, marketOfRequest } from './lib/market';

export function loader({ request }: LoaderFunctionArgs) {
  return marketOfRequest(request);
}

export type RootData = ReturnType<typeof loader>;

/** The market only changes with the path prefix or the customer-care switch. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname.split('/').slice(0, 3).join('/') !==
    nextUrl.pathname.split('/').slice(0, 3).join('/') ||
  currentUrl.searchParams.get('mode') !== nextUrl.searchParams.get('mode');

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root loader has not run');
  return data;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  return (
    <html lang={languageTag(data?.locale ?? 'fr_FR')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

/** Messages, react-aria's router (links and buttons navigate client-side) and the theme. */
function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <I18nProvider locale={locale}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <ThemeProvider theme="escale">{children}</ThemeProvider>
      </RouterProvider>
    </I18nProvider>
  );
}

export default function App() {
  const { locale } = useRootData();
  return (
    <Providers locale={locale}>
      <Outlet />
    </Providers>
  );
}

/** An unknown page is the 404 page (000 §2); anything else that breaks is the crash page (002 §2). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>('root');
  const locale = data?.locale ?? 'fr_FR';
  return (
    <Providers locale={locale}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundView homeHref={data?.marketPath ?? '/'} />
      ) : (
        <CrashView homeHref={data?.marketPath ?? '/'} />
      )}
    </Providers>
  );
}
