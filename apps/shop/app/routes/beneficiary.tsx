import { VoucherCodeForm } from '@escale/blocks';
import {
  apiErrorOf,
  beneficiaryLoginRoute,
  isStayVoucher,
  marketHref,
  postedCard,
  REDEMPTION_CALENDAR_MONTHS,
  type Redemption,
  type RedemptionFieldErrors,
  type RedemptionFormValues,
  type RedemptionProblem,
  redemptionCalendar,
  redemptionFormValues,
  redemptionMonths,
  redemptionRefusal,
  redemptionRequestFromForm,
  shownVoucherCode,
  supplementOf,
  type VoucherView,
} from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { translate } from '@escale/i18n/core';
import { deferred } from '@escale/ui';
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
import { ApiRequestError } from '../lib/api';
import { cacheHeaders } from '../lib/cachePolicy';
import { createPaymentIntent, isSandboxProvider } from '../lib/checkoutData';
import { marketClock } from '../lib/clock';
import { marketOfRequest } from '../lib/market';
import { redeemVoucher, voucherCalendar, voucherLogin } from '../lib/redemptionData';
import { indexableOf, pageMeta } from '../lib/seo';
import { useRootData } from '../root';

// The beneficiary's page (000 roles; S-349, S-488): /beneficiary/login. The voucher's code opens
// what it covers; a single voucher's stay is then booked on a day of its gift calendar, paying only
// the supplement if any. Every step posts the one form to this route's action, so the page works
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

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  page
    ? pageMeta({
        indexable: indexableOf(matches),
        title: page.title,
        description: page.description,
        locale: page.locale,
        origin: page.origin,
        path: beneficiaryLoginRoute(),
        robots: 'noindex, nofollow',
      })
    : [];

export const ErrorBoundary = RouteErrorBoundary;

type StayVoucher = VoucherView & { stay: NonNullable<VoucherView['stay']> };

type Step =
  | { step: 'code'; code: string; problem: RedemptionProblem | null; codeRefused: boolean; key: string }
  | { step: 'elsewhere'; voucher: VoucherView }
  | {
      step: 'voucher';
      voucher: StayVoucher;
      calendar: ReturnType<typeof redemptionCalendar>;
      earlier: string | null;
      later: string | null;
      values: RedemptionFormValues;
      problem: RedemptionProblem | null;
      errors: RedemptionFieldErrors;
      key: string;
    }
  | { step: 'done'; redemption: Redemption; stay: StayVoucher['stay'] };

const refusalOf = (error: ApiRequestError) => {
  const body = apiErrorOf(error.body);
  return redemptionRefusal({ status: error.status, code: body?.code ?? null, issues: body?.issues ?? [] });
};

/** The voucher's calendar from `month`; a month the API does not sell yet shows no day to choose. */
async function calendarOf(voucher: StayVoucher, locale: Locale, asked: string | null) {
  const window = redemptionMonths(marketClock(locale).today, voucher.validUntil, asked);
  const answer = await voucherCalendar(voucher, locale, window.first, REDEMPTION_CALENDAR_MONTHS).catch(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 400) return { days: {} };
      throw error;
    },
  );
  return { ...window, calendar: redemptionCalendar(answer.days, window.months, voucher.validUntil) };
}

/** What the code opens: its stay with the calendar, a voucher booked elsewhere, or the code refused. */
async function openVoucher(
  locale: Locale,
  clientAddress: string | undefined,
  values: RedemptionFormValues,
  month: string | null,
  refusal: { problem: RedemptionProblem | null; errors: RedemptionFieldErrors } = {
    problem: null,
    errors: {},
  },
): Promise<Step> {
  const key = crypto.randomUUID();
  let voucher: VoucherView;
  try {
    voucher = await voucherLogin(values.code, locale, clientAddress);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const { problem, errors } = refusalOf(error);
    return {
      step: 'code',
      code: shownVoucherCode(values.code),
      problem,
      codeRefused: Boolean(errors.code),
      key,
    };
  }
  if (!isStayVoucher(voucher)) return { step: 'elsewhere', voucher };
  const { calendar, earlier, later } = await calendarOf(
    voucher,
    locale,
    month ?? values.checkinDate.slice(0, 7),
  );
  return { step: 'voucher', voucher, calendar, earlier, later, values, ...refusal, key };
}

/** The stay booked on the chosen day, its supplement paid by card; or the refusal with the form as typed. */
async function redeem(locale: Locale, clientAddress: string | undefined, form: FormData): Promise<Step> {
  const values = redemptionFormValues(form);
  const asked = redemptionRequestFromForm(form, locale);
  if (asked.kind === 'refused') {
    return openVoucher(locale, clientAddress, values, null, { problem: 'fixFields', errors: asked.errors });
  }
  const opened = await openVoucher(locale, clientAddress, values, null);
  if (opened.step !== 'voucher') return opened;
  // Without JavaScript the page posts no amount: the one its calendar showed for the day is taken.
  const supplement = form.get('expectedSupplement')
    ? asked.request.expectedSupplement
    : (supplementOf(opened.calendar, values.checkinDate) ?? 0);
  try {
    const pspAuthorization =
      supplement > 0
        ? {
            paymentIntentId: (await createPaymentIntent({ method: 'card', card: postedCard(form) }))
              .paymentIntentId,
            paymentMethod: 'CARD' as const,
          }
        : null;
    const redemption = await redeemVoucher({
      ...asked.request,
      expectedSupplement: supplement,
      pspAuthorization,
    });
    return { step: 'done', redemption, stay: opened.voucher.stay };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const refusal = refusalOf(error);
    return openVoucher(locale, clientAddress, values, null, refusal);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = marketOfRequest(request);
  const form = await request.formData();
  const showMonth = form.get('showMonth');
  const step =
    form.get('intent') === 'redeem' && !showMonth
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

export default function BeneficiaryPage() {
  const { locale, showSandboxCards, linkedCode } = useLoaderData<typeof loader>();
  const step = useActionData<typeof action>();
  const { marketPath } = useRootData();
  const navigation = useNavigation();
  const submit = useSubmit();
  const isPending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const pageHref = marketHref(marketPath ?? '', beneficiaryLoginRoute());
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
          ) : step.step === 'elsewhere' ? (
            <VoucherElsewhere voucher={step.voucher} otherCodeHref={pageHref} />
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
            <RedemptionDone redemption={step.redemption} stay={step.stay} homeHref={marketPath || '/'} />
          )}
        </div>
      </div>
    </SiteLayout>
  );
}
