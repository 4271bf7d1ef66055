import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useActionData, useLoaderData } from 'react-router';
import { AccountPageView } from '../components/AccountPages';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { accountAction, accountLoader } from '../lib/accountPages.server';
import { headMeta } from '../lib/seo';

// The customer's account (S-349, S-355, G-06, G-49, G-64): /account (the entry, with `#r=` of the
// header's booking lookup), /account/signin?origin={url}, /account/trips, /account/wishlist,
// /account/settings/profile and /account/signout. One module serves them all, so that their code is
// one chunk of its own and adds nothing to the other pages'. Nothing else of the shop needs an account.

export const loader = ({ request }: LoaderFunctionArgs) => accountLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) =>
  accountAction(request, context.clientAddress);

export const meta: MetaFunction<typeof loader> = headMeta((page) => ({
  path: page.path,
  robots: 'noindex, nofollow',
}));

export const ErrorBoundary = RouteErrorBoundary;

export default function AccountRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <AccountPageView page={page} answer={answer} />;
}
