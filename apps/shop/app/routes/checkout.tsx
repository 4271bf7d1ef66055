import { CheckoutFormSkeleton, CheckoutUnavailable } from '@escale/blocks';
import {
  type CheckoutState,
  type CheckoutSummary,
  checkoutFormValues,
  checkoutItems,
  confirmationRoute,
  isGiftCheckout,
  marketHref,
  NO_CHECKOUT_CHOICES,
  orderRequestFromForm,
  parseCheckoutHash,
  postedCard,
  productBackHref,
} from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { deferred, SkipLink, useHydrated } from '@escale/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useLocation,
} from 'react-router';
import * as styles from '../components/checkoutPage.css';
import { LaterHeader } from '../components/chrome';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ApiRequestError } from '../lib/api';
import { cacheHeaders } from '../lib/cachePolicy';
import { type CheckoutFailure, failedAttempt, refusalOf } from '../lib/checkoutAttempt';
import {
  createPaymentIntent,
  isSandboxProvider,
  loadCheckoutSummary,
  orderAccessCookie,
  placeOrder,
} from '../lib/checkoutData';
import { marketOfRequest } from '../lib/market';
import { postedForm } from '../lib/postedForm.server';
import { indexableOf, pageMeta } from '../lib/seo';
import { type CheckoutServerData, useCheckoutForm } from '../lib/useCheckoutForm';
import { useRootData } from '../root';

// The booking summary (002 §2, §3, §4; G-61): /checkout with the hash of 002 §2 (or the same
// parameters in the query string, so the page works without JavaScript); an activity voucher's is
// /checkout/{id} (S-286). Every amount comes from
// the API's checkout call; the form posts to this route's action, which places the order once per
// Idempotency-Key and leads to /confirmation/{orderUUID}?status=success&gaId=….

export async function loader({ request }: LoaderFunctionArgs) {
  const market = marketOfRequest(request);
  // Without JavaScript the hash never reaches the server: the same parameters may come as a query.
  const { search } = new URL(request.url);
  const queryState = parseCheckoutHash(search, search);
  let summary: CheckoutSummary | null = null;
  let summaryError: number | null = null;
  if (queryState) {
    try {
      summary = await loadCheckoutSummary(market.locale, checkoutItems(queryState, NO_CHECKOUT_CHOICES));
    } catch (error) {
      summaryError = error instanceof ApiRequestError ? error.status : 500;
    }
  }
  const page = {
    locale: market.locale,
    origin: market.origin,
    // Read here: the browser bundle never carries the other locales' catalogs.
    title: translate(market.locale, 'checkout.metaTitle'),
    queryState,
    summary,
    summaryError,
    idempotencyKey: crypto.randomUUID(),
    showSandboxCards: isSandboxProvider(),
  } satisfies CheckoutServerData & { locale: string; origin: string; title: string };
  return data(page, { headers: cacheHeaders('private') });
}

/** Places the order of the posted form: the card goes to the provider, the rest to the API (S-338…S-341). */
export async function action({ request, context }: ActionFunctionArgs) {
  const market = marketOfRequest(request);
  const form = await postedForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = checkoutFormValues(form);
  const fail = (status: number, failure: CheckoutFailure) => data(failure, { status });
  // The API or the provider down, slow or garbled: the order failed (002 §8), what was typed stays,
  // and the same idempotency key makes sending it again safe.
  const unanswered = (error: unknown) => {
    console.error(error);
    return fail(503, failedAttempt(values, { problem: 'failed', errors: {} }));
  };
  const asked = orderRequestFromForm(form, market.locale);
  if (asked.kind === 'refused') return fail(400, failedAttempt(values, asked));

  // With JavaScript the browser sent the card to the provider and posts only its intent; a gift
  // card paying it all needs no payment.
  let paymentIntentId = field('paymentIntentId');
  if (!paymentIntentId && asked.amountToPay > 0) {
    try {
      const intent = await createPaymentIntent(
        values.paymentMethod === 'WALLET' ? { method: 'wallet' } : { method: 'card', card: postedCard(form) },
        context.clientAddress,
      );
      paymentIntentId = intent.paymentIntentId;
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 400) return unanswered(error);
      return fail(400, failedAttempt(values, { ...refusalOf(error), problem: 'fixFields' }));
    }
  }

  const order = {
    ...asked.order,
    pspAuthorization: paymentIntentId ? { paymentIntentId, paymentMethod: values.paymentMethod } : undefined,
  };
  try {
    const created = await placeOrder(
      order,
      field('idempotencyKey') || crypto.randomUUID(),
      context.clientAddress,
    );
    const gaId = field('gaId') || created.orderUUID;
    const confirmation = marketHref(market.marketPath ?? '', confirmationRoute(created.orderUUID));
    // The confirmation shows the order to this browser only: its token stays in a cookie
    // (docs/decisions.md "Limits").
    const secure =
      new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    return redirect(`${confirmation}?status=success&gaId=${encodeURIComponent(gaId)}`, {
      headers: {
        'Set-Cookie': orderAccessCookie(created.orderUUID, created.accessToken, confirmation, secure),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return unanswered(error);
    const refusal = refusalOf(error);
    // A new total: the summary is priced again so the buyer sees it before confirming.
    const summary =
      refusal.problem === 'priceChanged'
        ? await loadCheckoutSummary(order.locale, order.items, order.buyer.country).catch(() => null)
        : null;
    return fail(error.status, failedAttempt(values, refusal, summary));
  }
}

/** The hash changes on the page itself (wallet loading and error): nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined
    ? defaultShouldRevalidate
    : currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  page
    ? pageMeta({
        indexable: indexableOf(matches),
        title: page.title,
        description: '',
        locale: page.locale,
        origin: page.origin,
        path: '/checkout',
        robots: 'noindex, nofollow',
      })
    : [];

export const ErrorBoundary = RouteErrorBoundary;

/**
 * The form, its payment and its summary. The browser renders it once it has read the stay from the
 * hash, so its code is not part of the page's first load: it loads then, behind a skeleton of the
 * form's own columns. The server renders it in full for a browser without JavaScript.
 */
const LaterCheckoutForm = deferred(
  () => import('../components/checkoutFormBlock').then((module) => module.CheckoutForm),
  { fallback: ({ state }) => <CheckoutFormSkeleton isGift={isGiftCheckout(state)} /> },
);

export default function CheckoutPage() {
  const loaded = useLoaderData<typeof loader>();
  const { marketPath } = useRootData();
  const market = marketPath ?? '';
  const location = useLocation();
  const isHydrated = useHydrated();
  // S-337: the hash (or, before JavaScript, the query) names the stay.
  const state = isHydrated
    ? (parseCheckoutHash(location.hash, location.search) ?? loaded.queryState)
    : loaded.queryState;
  const backHref = state ? productBackHref(market, state) : market || '/';
  return (
    <>
      <SkipLink targetId="main" />
      <LaterHeader variant="checkout" marketPath={market || '/'} backHref={backHref} />
      <main id="main" tabIndex={-1} className={styles.page}>
        {state ? (
          <Checkout
            key={`${JSON.stringify(state.product)}|${state.offerId}|${state.checkin}|${state.nights}|${state.giftNights}`}
            state={state}
          />
        ) : isHydrated ? (
          <CheckoutUnavailable problem="incomplete" href={market || '/'} />
        ) : (
          // Only the browser reads the hash that names the stay: until it has, the page shows its
          // title and the form's placeholders, so the title is painted with the page's first frame
          // and the form takes the placeholders' place; a browser without JavaScript says that the
          // link is incomplete.
          <>
            <div className={styles.withScript}>
              <CheckoutFormSkeleton />
            </div>
            <div className={styles.withoutScript}>
              <CheckoutUnavailable problem="incomplete" href={market || '/'} />
            </div>
          </>
        )}
      </main>
    </>
  );
}

function Checkout({ state }: { state: CheckoutState }) {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<CheckoutFailure>();
  const { marketPath } = useRootData();
  const { startProblem, form } = useCheckoutForm(state, loaded, actionData);
  if (startProblem) {
    return <CheckoutUnavailable problem={startProblem} href={productBackHref(marketPath ?? '', state)} />;
  }
  return <LaterCheckoutForm {...form} />;
}
