import { ContactForm, type ContactFormStatus } from '@escale/blocks';
import { CONTACT_THANK_YOU, contactRoute, faqHref } from '@escale/domain';
import { translate } from '@escale/i18n/core';
import { useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import * as layout from '../components/layout.css';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SiteLayout } from '../components/SiteLayout';
import { apiGet } from '../lib/api';
import { cacheHeaders } from '../lib/cachePolicy';
import { contactReasonOf, postContact } from '../lib/contactPost.server';
import { marketOfRequest } from '../lib/market';
import { postedForm } from '../lib/postedForm.server';
import { headMeta } from '../lib/seo';
import { staffCookieHeader } from '../lib/sessionCookies.server';
import { useRootData } from '../root';

// The contact page (002 §2 Contact page, §4, §5; S-417…S-430, G-08, G-58): {market}/contact. A
// reason opens the form; Send checks the fields, proves in the browser that a person sends it, and
// posts to this route's action, which files the request with the CRM and comes back with the
// thank-you. Without scripts the reason's button opens the form and the form posts its token.

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, origin } = marketOfRequest(request);
  const url = new URL(request.url);
  const isSent = url.searchParams.get('ref') === CONTACT_THANK_YOU;
  const formToken = isSent
    ? null
    : await apiGet('/api/crm/form-token', locale, {}, 'contactFormToken')
        .then((answer) => answer.token)
        .catch(() => null);
  return data(
    {
      locale,
      origin,
      title: translate(locale, 'contact.metaTitle'),
      description: translate(locale, 'contact.metaDescription'),
      reason: contactReasonOf(url.searchParams.get('reason')),
      isSent,
      formToken,
      faqHref: faqHref(locale),
    },
    // The form's token is this visitor's.
    { headers: cacheHeaders('private') },
  );
}

export const meta: MetaFunction<typeof loader> = headMeta(() => ({ path: contactRoute() }));

export const ErrorBoundary = RouteErrorBoundary;

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = marketOfRequest(request);
  const outcome = await postContact(locale, await postedForm(request), {
    'x-forwarded-for': context.clientAddress,
    // Customer care's requests need no bot check: the API checks the staff session (S-443).
    ...staffCookieHeader(request),
  });
  if (outcome.kind === 'sent') return redirect(outcome.location, 303);
  return data(outcome, {
    status: outcome.kind === 'refused' ? 400 : outcome.status,
    headers: cacheHeaders('private'),
  });
}

export default function ContactRoute() {
  const { locale, reason, isSent, formToken, faqHref } = useLoaderData<typeof loader>();
  const { isCustomerCare } = useRootData();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [isChecking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);

  // S-426: the challenge runs once the fields are right, and the form posts with its proof; signed-in
  // staff send at once, their session the proof (S-443).
  const send = async (form: HTMLFormElement) => {
    if (isCustomerCare) {
      const formData = new FormData(form);
      formData.delete('formToken');
      submit(formData, { method: 'post' });
      return;
    }
    setChecking(true);
    setCheckFailed(false);
    try {
      const { proveHuman } = await import('../lib/botCheck');
      const formData = new FormData(form);
      formData.set('altcha', await proveHuman(locale));
      formData.delete('formToken');
      submit(formData, { method: 'post' });
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const isSending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const status: ContactFormStatus = isSent
    ? 'sent'
    : isChecking
      ? 'checking'
      : isSending
        ? 'sending'
        : checkFailed || outcome?.kind === 'failed'
          ? 'failed'
          : 'idle';
  return (
    <SiteLayout>
      <div className={layout.content}>
        <div className={layout.narrow}>
          <ContactForm
            reason={outcome?.reason ?? reason}
            defaultValues={outcome?.values}
            errors={outcome?.kind === 'refused' ? outcome.errors : undefined}
            status={status}
            formToken={formToken}
            faqHref={faqHref}
            onSubmit={send}
          />
        </div>
      </div>
    </SiteLayout>
  );
}
