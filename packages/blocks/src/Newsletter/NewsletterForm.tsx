import { buyerFieldIssue } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, TextField } from '@escale/ui';
import { type FormEvent, useRef, useState } from 'react';
import { EmailSuggestion } from '../EmailSuggestion';
import { issueMessage } from '../fieldIssues';
import * as styles from './Newsletter.css';

export interface NewsletterFormProps {
  /** The form's accessible name. */
  label: string;
  /** Sending: the button waits; sent: it stays disabled (S-415). */
  status: 'idle' | 'sending' | 'sent';
  /** Called with a valid address only (S-410). */
  onSubmit: (email: string) => void;
  /** Where the form posts before its code has loaded (the shop's own route). */
  action?: string;
}

/**
 * The newsletter's email form: "Email seems incorrect" once the field is left or on Enter (S-410),
 * a correction of a misspelt provider (S-416), and the subscription sent only for a valid address.
 */
export function NewsletterForm({ label, status, onSubmit, action }: NewsletterFormProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [hasLeft, setLeft] = useState(false);
  const inputRef = useRef<HTMLDivElement>(null);
  const issue = buyerFieldIssue('email', email);
  // Leaving an empty field is no mistake; asking to subscribe with it is.
  const shownIssue = isChecked || (hasLeft && issue !== 'MANDATORY') ? issue : null;
  const focusField = () => inputRef.current?.querySelector('input')?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (issue) {
      focusField();
      return;
    }
    if (status === 'idle') onSubmit(email.trim());
  };

  return (
    <form
      aria-label={label}
      className={styles.form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.field} ref={inputRef}>
        <TextField
          label={t('newsletter.email')}
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setChecked(false);
          }}
          onBlur={() => setLeft(true)}
          errorMessage={shownIssue ? t(issueMessage(shownIssue)) : undefined}
          isDisabled={status === 'sent'}
        />
        <EmailSuggestion
          email={email}
          isShown={hasLeft}
          onApply={(corrected) => {
            setEmail(corrected);
            focusField();
          }}
        />
      </div>
      <span className={styles.submit}>
        <Button type="submit" isPending={status === 'sending'} isDisabled={status === 'sent'}>
          {t('newsletter.subscribe')}
        </Button>
      </span>
    </form>
  );
}
