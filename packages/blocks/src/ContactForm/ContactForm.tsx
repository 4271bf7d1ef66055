import {
  CONTACT_DESCRIPTION_MAX,
  type ContactField,
  type ContactIssue,
  type ContactReason,
  type ContactValues,
  contactFieldIssue,
  contactFields,
  contactFieldsOf,
  contactReasons,
  validateContact,
} from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import { Alert, Button, Heading, Link, Select, TextField, type TextFieldProps } from '@escale/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { EmailSuggestion } from '../EmailSuggestion';
import { issueMessage } from '../fieldIssues';
import * as styles from './ContactForm.css';

/** Sending: the bot check runs, then the post; `failed` after a post the server did not take. */
export type ContactFormStatus = 'idle' | 'checking' | 'sending' | 'failed' | 'sent';

export interface ContactFormProps {
  /** The reason chosen (from the page's address without scripts); none shows the select alone. */
  reason?: ContactReason | null;
  /** What was typed before a round trip to the server. */
  defaultValues?: ContactValues;
  /** The server's issues, each shown until its field is edited. */
  errors?: Partial<Record<ContactField, ContactIssue>>;
  status?: ContactFormStatus;
  /** The FAQ site the intro and the error point to. */
  faqHref: string;
  /** The token a form sent without scripts carries instead of the bot check. */
  formToken?: string | null;
  /**
   * Called with the form once every field passed its check: the page runs the bot check and
   * posts it. Before the page's code has loaded, the form posts itself.
   */
  onSubmit?: (form: HTMLFormElement) => void;
}

type TextContactField = Exclude<ContactField, 'description'>;

const FIELDS: Record<
  TextContactField,
  Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'type' | 'maxLength'> & { label: MessageId }
> = {
  bookingNumber: { label: 'contact.bookingNumber', inputMode: 'numeric', autoComplete: 'off', maxLength: 8 },
  name: { label: 'contact.name', autoComplete: 'name', maxLength: 120 },
  // A text input with the email keyboard: the browser's own check would block the submit.
  email: { label: 'buyerForm.email', autoComplete: 'email', inputMode: 'email', maxLength: 120 },
  phone: {
    label: 'buyerForm.phoneNumber',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    maxLength: 40,
  },
};

const isReason = (value: string): value is ContactReason =>
  (contactReasons as readonly string[]).includes(value);

/**
 * The contact page's form (002 §2 Contact page, §4, §5; S-417…S-424, S-429, S-430): a reason
 * first, then the fields it asks for, each mandatory and checked once left (a booking number of 8
 * digits but for a question about an activity, a name in letters, a valid e-mail, a phone number).
 * Send checks every field, focuses the first wrong one, and hands the form to the page, which
 * proves the sender is a person before it posts. Without scripts, a button under the reason opens
 * the form, which posts with its token.
 */
export function ContactForm({
  reason: shownReason = null,
  defaultValues = {},
  errors,
  status = 'idle',
  faqHref,
  formToken,
  onSubmit,
}: ContactFormProps) {
  const t = useT();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<ContactReason | null>(shownReason);
  const [values, setValues] = useState<ContactValues>(defaultValues);
  const [showAll, setShowAll] = useState(false);
  const [emailLeft, setEmailLeft] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(new Set());
  const isBusy = status === 'checking' || status === 'sending';

  // The server's refusal takes the focus to its first field; its failure to the message.
  useEffect(() => {
    const first = contactFields.find((field) => errors?.[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!edited.has(field)) setEdited(new Set(edited).add(field));
  };
  const errorOf = (field: ContactField): string | undefined => {
    const server = edited.has(field) ? undefined : errors?.[field];
    const client = showAll && reason ? contactFieldIssue(reason, field, values[field]) : null;
    const issue = server ?? client;
    return issue ? t(issueMessage(issue)) : undefined;
  };
  const check = (field: ContactField) => (value: string) => {
    const issue = reason ? contactFieldIssue(reason, field, value) : null;
    return issue && issue !== 'MANDATORY' ? t(issueMessage(issue)) : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!reason) return;
    const form = event.currentTarget;
    const issues = validateContact(reason, values);
    const first = contactFields.find((field) => issues[field]);
    if (first) {
      event.preventDefault();
      setShowAll(true);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (onSubmit) {
      event.preventDefault();
      onSubmit(form);
    }
  };

  const textField = (field: TextContactField) => {
    const { label, ...input } = FIELDS[field];
    return (
      <TextField
        {...input}
        label={t(label)}
        name={field}
        isRequired
        value={values[field] ?? ''}
        onChange={(value) => set(field, value)}
        onBlur={field === 'email' ? () => setEmailLeft(true) : undefined}
        validate={check(field)}
        errorMessage={errorOf(field)}
        description={field === 'bookingNumber' ? t('contact.bookingNumberHint') : undefined}
      />
    );
  };

  const fields = reason ? contactFieldsOf(reason) : [];
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {t('contact.title')}
      </Heading>
      <p className={styles.intro}>
        {t('contact.intro')}{' '}
        <Link href={faqHref} isExternal>
          {t('contact.faq')}
        </Link>
      </p>
      {status === 'sent' ? (
        <Alert tone="positive">{t('contact.success')}</Alert>
      ) : (
        <>
          <form method="get" className={styles.reasonForm}>
            <div className={styles.reasonField}>
              <Select
                label={t('contact.reason')}
                name="reason"
                placeholder={t('contact.reasonPlaceholder')}
                isRequired
                options={contactReasons.map((value) => ({ value, label: t(`contact.reason.${value}`) }))}
                value={reason ?? ''}
                onChange={(value) => {
                  if (isReason(value)) setReason(value);
                }}
              />
            </div>
            {/* Without scripts the reason's button opens the form. Never shown with scripts, so the form
                does not move as the page takes over, under a press on its Send. */}
            <noscript>
              <div>
                <Button type="submit" variant="outline">
                  {t('contact.continue')}
                </Button>
              </div>
            </noscript>
          </form>
          {reason ? (
            <form
              ref={formRef}
              method="post"
              className={styles.form}
              onSubmit={submit}
              noValidate
              aria-label={t(`contact.reason.${reason}`)}
            >
              <input type="hidden" name="reason" value={reason} />
              {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
              <div className={styles.honeypot} aria-hidden="true">
                <label>
                  {t('contact.honeypot')}
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              {fields.includes('bookingNumber') ? (
                <div className={styles.bookingNumber}>{textField('bookingNumber')}</div>
              ) : null}
              {textField('name')}
              <div>
                {textField('email')}
                <EmailSuggestion
                  email={values.email ?? ''}
                  isShown={emailLeft}
                  onApply={(email) => {
                    set('email', email);
                    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
                  }}
                />
              </div>
              {textField('phone')}
              <TextField
                label={t('contact.description')}
                name="description"
                isRequired
                multiline
                rows={6}
                maxLength={CONTACT_DESCRIPTION_MAX}
                value={values.description ?? ''}
                onChange={(value) => set('description', value)}
                validate={check('description')}
                errorMessage={errorOf('description')}
              />
              {status === 'failed' ? <Alert tone="critical">{t('contact.error')}</Alert> : null}
              <div className={styles.actions}>
                <Button type="submit" isPending={isBusy}>
                  {t('contact.send')}
                </Button>
                {status === 'checking' ? (
                  <p className={styles.checking} role="status">
                    {t('contact.checking')}
                  </p>
                ) : null}
              </div>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
