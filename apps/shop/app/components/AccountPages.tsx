import {
  AccountHome,
  AccountNav,
  type AccountPage,
  ProfileForm,
  SignInConfirm,
  SignInForm,
  TripList,
  WishlistList,
} from '@escale/blocks';
import {
  type AccountRequest,
  accountLinks,
  accountRequestOf,
  marketHref,
  wishlistHrefs,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, useHydrated } from '@escale/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import type { accountAction, accountLoader } from '../lib/accountPages.server';
import { useWishlist } from '../lib/visitorState';
import * as layout from './layout.css';
import { SiteLayout } from './SiteLayout';

type PageData = Awaited<ReturnType<typeof accountLoader>>['data'];
type Answer = Exclude<Awaited<ReturnType<typeof accountAction>>, Response>['data'] | undefined;
type PageOf<K extends PageData['page']> = Extract<PageData, { page: K }>;

/** The site's layout, the account's pages for a signed-in customer, and the page. */
function Shell({
  page,
  current,
  isSignedIn,
  children,
}: {
  page: PageData;
  current?: AccountPage;
  isSignedIn: boolean;
  children: ReactNode;
}) {
  return (
    <SiteLayout>
      <div className={layout.content}>
        <div className={layout.narrow}>
          {isSignedIn ? (
            <AccountNav links={accountLinks(page.marketPath, page.marketPath)} current={current} />
          ) : null}
          {children}
        </div>
      </div>
    </SiteLayout>
  );
}

function Home({ page }: { page: PageOf<'home'> }) {
  // The hash never reaches the server: the request it names is read once the page runs.
  const [request, setRequest] = useState<AccountRequest | null>(null);
  useEffect(() => {
    const read = () => setRequest(accountRequestOf(window.location.hash) ?? null);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const links = accountLinks(page.marketPath, `${page.marketPath}/account/trips`);
  return (
    <Shell page={page} isSignedIn={page.email !== null}>
      <AccountHome email={page.email} request={request} signInHref={links.signIn} tripsHref={links.trips} />
    </Shell>
  );
}

function SignIn({ page, answer }: { page: PageOf<'signIn'>; answer: Answer }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const sent = answer?.form === 'signIn' ? answer : undefined;
  return (
    <Shell page={page} isSignedIn={false}>
      {page.token ? (
        <SignInConfirm token={page.token} action="/api/account/sessions" />
      ) : (
        <SignInForm
          key={sent ? `${sent.email}-${'sent' in sent}` : 'first'}
          origin={page.origin}
          problem={sent ? null : page.problem}
          signedOut={!sent && page.signedOut}
          sentTo={sent && 'sent' in sent ? sent.email : null}
          refusal={sent && 'refusal' in sent ? sent.refusal : null}
          emailIssue={sent && 'emailIssue' in sent ? sent.emailIssue : null}
          defaultEmail={sent?.email ?? ''}
          isPending={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
          onSubmit={(form) => submit(form, { method: 'post' })}
        />
      )}
    </Shell>
  );
}

function Trips({ page }: { page: PageOf<'trips'> }) {
  const t = useT();
  return (
    <Shell page={page} current="trips" isSignedIn>
      <Heading level={1}>{t('header.trips')}</Heading>
      <TripList trips={page.orders} exploreHref={marketHref(page.marketPath, '/search')} />
    </Shell>
  );
}

function Wishlist({ page }: { page: PageOf<'wishlist'> }) {
  const t = useT();
  const wishlist = useWishlist();
  const isHydrated = useHydrated();
  // The server renders the account's; the browser's list, merged with it after sign-in, once the page runs.
  const items = isHydrated ? wishlist.items : (page.accountItems ?? []);
  return (
    <Shell page={page} current="wishlist" isSignedIn={page.accountItems !== null}>
      <Heading level={1}>{t('header.accountWishlist')}</Heading>
      {page.accountItems !== null ? <p>{t('account.wishlist.synced')}</p> : null}
      <WishlistList
        items={wishlistHrefs(items, page.marketPath)}
        onRemoveItem={(item) => {
          const kept = wishlist.items.find((own) => own.type === item.type && own.id === item.id);
          if (kept) wishlist.toggle(kept);
        }}
        searchHref={marketHref(page.marketPath, '/search')}
        isOnSearchPage={false}
        onClose={() => undefined}
        headingLevel={2}
      />
    </Shell>
  );
}

function Profile({ page, answer }: { page: PageOf<'profile'>; answer: Answer }) {
  const t = useT();
  const navigation = useNavigation();
  const submit = useSubmit();
  const saved = answer?.form === 'profile' ? answer : undefined;
  const customer = saved && 'customer' in saved ? saved.customer : page.customer;
  return (
    <Shell page={page} current="profile" isSignedIn>
      <Heading level={1}>{t('header.profile')}</Heading>
      <ProfileForm
        key={`${customer.firstName} ${customer.lastName} ${saved ? 'answered' : ''}`}
        customer={customer}
        issues={saved && 'issues' in saved ? saved.issues : {}}
        saved={Boolean(saved && 'customer' in saved)}
        isPending={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
        onSubmit={(form) => submit(form, { method: 'post' })}
      />
    </Shell>
  );
}

function SignOut({ page }: { page: PageOf<'signOut'> }) {
  const t = useT();
  return (
    <Shell page={page} isSignedIn={page.email !== null}>
      <form method="post">
        <Heading level={1}>{t('header.signOut')}</Heading>
        <p>{t('account.signOut.intro')}</p>
        <button type="submit">{t('header.signOut')}</button>
      </form>
    </Shell>
  );
}

/** The account page the loader answered. */
export function AccountPageView({ page, answer }: { page: PageData; answer: Answer }) {
  switch (page.page) {
    case 'signIn':
      return <SignIn page={page} answer={answer} />;
    case 'trips':
      return <Trips page={page} />;
    case 'wishlist':
      return <Wishlist page={page} />;
    case 'profile':
      return <Profile page={page} answer={answer} />;
    case 'signOut':
      return <SignOut page={page} />;
    default:
      return <Home page={page} />;
  }
}
