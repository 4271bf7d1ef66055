import { VoucherCodeForm } from '@escale/blocks';
import { beneficiaryLoginRoute, marketHref, redemptionFormValues, shownVoucherCode } from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { deferred } from '@escale/ui';
import { useLayoutEffect, useRef } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { cacheHeaders } from '../lib/cachePolicy';
import { isSandboxProvider } from '../lib/checkoutData';
import { marketOfRequest } from '../lib/market';
import { postedForm } from '../lib/postedForm.server';
import { openVoucher, type RedemptionStep, redeem } from '../lib/redemptionSteps.server';
import { headMeta } from '../lib/seo';
import { useRootData } from '../root';

// The beneficiary's page (000 roles; S-349, S-488, S-489, S-490): /beneficiary/login. The voucher's
// code opens what it covers; a single voucher's stay, another it is switched for, or the one chosen
// among a box's, is then booked on a day of its gift calendar, paying only the supplement if any. Every step posts the one form to this route's action, so the page works
// before its code has loaded; with it, the same posts go through the router.

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  // The voucher's QR code links here with its code, which the form shows ready to send.
  const linkedCode = new URL(request.url).searchParams.get('code')?.slice(0, 64) ?? '';
  return data(
    {
      locale,
      origin,
      linkedCode: shownVoucherCode(linkedCode),
      title: translate(locale, 'redemption.metaTitle'),
      description: translate(locale, 'redemption.metaDescription'),
      showSandboxCards: isSandboxProvider(),
    },
    { headers: cacheHeaders('private') },
  );
}

export const meta: MetaFunction<typeof loader> = headMeta(() => ({
  path: beneficiaryLoginRoute(),
  robots: 'noindex, nofollow',
}));

export const ErrorBoundary = RouteErrorBoundary;

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = marketOfRequest(request);
  const form = await postedForm(request);
  const showMonth = form.get('showMonth');
  const step: RedemptionStep =
    form.get('intent') === 'redeem' && !showMonth && !form.get('stays')
      ? await redeem(locale, context.clientAddress, form)
      : await openVoucher(
          locale,
          context.clientAddress,
          redemptionFormValues(form),
          typeof showMonth === 'string' ? showMonth : null,
        );
  const status =
    step.step === 'code' && step.problem ? 400 : step.step === 'voucher' && step.problem ? 422 : 200;
  return data(step, { status, headers: cacheHeaders('private') });
}

/** The booking's form and its outcome: a chunk of their own, loaded once a code opened a voucher. */
const RedemptionForm = deferred(() =>
  import('../components/redemptionBlocks').then((module) => module.RedemptionForm),
);
const RedemptionDone = deferred(() =>
  import('../components/redemptionBlocks').then((module) => module.RedemptionDone),
);
const VoucherElsewhere = deferred(() =>
  import('../components/redemptionBlocks').then((module) => module.VoucherElsewhere),
);
const StayChoice = deferred(() =>
  import('../components/redemptionBlocks').then((module) => module.StayChoice),
);

export default function BeneficiaryPage() {
  const { locale, showSandboxCards, linkedCode } = useLoaderData<typeof loader>();
  const step = useActionData<typeof action>();
  const { marketPath } = useRootData();
  const navigation = useNavigation();
  const submit = useSubmit();
  // Only while the action runs: once it has answered, the step it gave shows while the page's data
  // reloads, and a month or a stay pressed then is a new request, not one sent twice.
  const isPending = navigation.state === 'submitting';
  const pageHref = marketHref(marketPath ?? '', beneficiaryLoginRoute());
  // A new view (the voucher's stays, a stay chosen, the stay booked) starts at the top of the page,
  // with the focus on its content; months, more stays and refusals keep the place and the focus.
  // Before the view is painted, so that nothing focused in it meanwhile loses its focus.
  const view = step?.step === 'voucher' ? `voucher ${step.voucher.stay.offerId}` : (step?.step ?? 'code');
  const shownView = useRef(view);
  useLayoutEffect(() => {
    if (view === shownView.current) return;
    shownView.current = view;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [view]);
  const post = (form: FormData | HTMLFormElement) => {
    RedemptionForm.preload();
    submit(form, { method: 'post' });
  };
  return (
    <SiteLayout flow="gifting">
      <div className={layout.content}>
        <div className={layout.narrow}>
          {!step || step.step === 'code' ? (
            <VoucherCodeForm
              key={step?.key}
              defaultCode={step?.code ?? linkedCode}
              problem={step?.problem}
              codeIssue={step?.codeRefused ? 'INVALID' : null}
              isPending={isPending}
              onSubmit={post}
            />
          ) : step.step === 'stays' ? (
            <StayChoice
              key={step.voucher.code}
              voucher={step.voucher}
              stays={step.stays}
              totalCount={step.totalCount}
              page={step.page}
              nights={step.nights}
              starCounts={step.starCounts}
              stars={step.stars}
              checkinDate={step.checkinDate}
              dayRefused={step.dayRefused}
              stayRefused={step.stayRefused}
              otherCodeHref={pageHref}
              isPending={isPending}
              onSubmit={post}
            />
          ) : step.step === 'elsewhere' ? (
            <VoucherElsewhere voucher={step.voucher} otherCodeHref={pageHref} shopHref={marketPath || '/'} />
          ) : step.step === 'voucher' ? (
            <RedemptionForm
              // The same form across months and refusals: the button pressed keeps the focus.
              key={step.voucher.code}
              locale={locale}
              voucher={step.voucher}
              months={step.calendar}
              earlier={step.earlier}
              later={step.later}
              checkinDate={step.values.checkinDate}
              beneficiary={step.values.beneficiary}
              problem={step.problem}
              errors={step.errors}
              attemptKey={step.key}
              otherCodeHref={pageHref}
              showSandboxCards={showSandboxCards}
              isPending={isPending}
              onSubmit={post}
            />
          ) : (
            <RedemptionDone
              redemption={step.redemption}
              stay={step.stay}
              email={step.email}
              homeHref={marketPath || '/'}
            />
          )}
        </div>
      </div>
    </SiteLayout>
  );
}
