import { type Customer, type IssueCode, profileIssues } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, TextField } from '@escale/ui';
import { type FormEvent, useRef, useState } from 'react';
import { issueMessage } from '../fieldIssues';
import * as styles from './Account.css';

type NameField = 'firstName' | 'lastName';

export interface ProfileFormProps {
  customer: Customer;
  /** The server's issues with the names last sent. */
  issues?: Partial<Record<NameField, IssueCode>>;
  /** The names were just saved. */
  saved?: boolean;
  isPending?: boolean;
  /** Called with a form whose names passed the browser's check; without it the form posts itself. */
  onSubmit?: (form: HTMLFormElement) => void;
}

const fieldLabels = { firstName: 'buyerForm.firstName', lastName: 'buyerForm.lastName' } as const;

/** The profile (S-349): the e-mail address the customer signs in with, and their names to edit. */
export function ProfileForm({
  customer,
  issues = {},
  saved = false,
  isPending = false,
  onSubmit,
}: ProfileFormProps) {
  const t = useT();
  const [names, setNames] = useState({ firstName: customer.firstName, lastName: customer.lastName });
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const browserIssues = checked ? profileIssues(names) : {};
  const shown = (field: NameField): IssueCode | undefined =>
    browserIssues[field] ?? (names[field] === customer[field] || !checked ? issues[field] : undefined);
  const hasIssues = Object.keys(issues).length > 0 || Object.keys(browserIssues).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setChecked(true);
    const found = profileIssues(names);
    const first = (Object.keys(found) as NameField[])[0];
    if (first) {
      event.preventDefault();
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    if (onSubmit) {
      event.preventDefault();
      onSubmit(event.currentTarget);
    }
  };

  return (
    <form ref={formRef} method="post" className={styles.form} onSubmit={submit} noValidate>
      {saved && !hasIssues ? <Alert tone="positive">{t('account.profile.saved')}</Alert> : null}
      {hasIssues ? <Alert tone="critical">{t('account.profile.fixFields')}</Alert> : null}
      <div className={styles.field}>
        <TextField
          label={t('account.signIn.email')}
          description={t('account.profile.emailHint')}
          name="email"
          value={customer.email}
          isReadOnly
        />
      </div>
      {(['firstName', 'lastName'] as const).map((field) => {
        const issue = shown(field);
        return (
          <div key={field} className={styles.field}>
            <TextField
              label={t(fieldLabels[field])}
              name={field}
              autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
              maxLength={50}
              value={names[field]}
              onChange={(value) => setNames((current) => ({ ...current, [field]: value }))}
              errorMessage={issue ? t(issueMessage(issue)) : undefined}
            />
          </div>
        );
      })}
      <div>
        <Button type="submit" isPending={isPending}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
