import { BUYER_EMAIL_PATTERN, type IssueCode } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Heading, TextField } from '@escale/ui';
import { issueMessage, useSingleField } from '../fieldIssues';
import * as styles from './Account.css';

/** Why a sign-in link was refused (`?problem=` of the page the API sends back to). */
export type SignInLinkProblem = 'used' | 'expired' | 'unknown';

export interface SignInFormProps {
  /** The page to come back to, sent with the address. */
  origin: string;
  /** A link refused: used, past its time, or unknown. */
  problem?: SignInLinkProblem | null;
  /** The address the link was just sent to. */
  sentTo?: string | null;
  /** The address was not taken: too many links asked, or the service failed. */
  refusal?: 'tooMany' | 'failed' | null;
  /** The server's issue with the address. */
  emailIssue?: IssueCode | null;
  defaultEmail?: string;
  /** The customer just signed out. */
  signedOut?: boolean;
  isPending?: boolean;
  /** Called with a form whose address passed the browser's check; without it the form posts itself. */
  onSubmit?: (form: HTMLFormElement) => void;
}

const emailIssueOf = (email: string): IssueCode | null =>
  email.trim() === '' ? 'MANDATORY' : BUYER_EMAIL_PATTERN.test(email.trim()) ? null : 'EMAIL_INVALID';

/**
 * Signing in without a password (S-349): the address gets a link that works once, for 15 minutes.
 * A refused link says why above the form.
 */
export function SignInForm({
  origin,
  problem = null,
  sentTo = null,
  refusal = null,
  emailIssue = null,
  defaultEmail = '',
  signedOut = false,
  isPending = false,
  onSubmit,
}: SignInFormProps) {
  const t = useT();
  const { issue, field, fieldRef, submit } = useSingleField({
    defaultValue: defaultEmail,
    issueOf: emailIssueOf,
    serverIssue: emailIssue,
    onSubmit,
  });

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby="signin-title">
      <Heading level={1} id="signin-title">
        {t('account.signIn.title')}
      </Heading>
      {signedOut ? <Alert tone="positive">{t('account.signedOut')}</Alert> : null}
      {problem ? <Alert tone="critical">{t(`account.signIn.problem.${problem}`)}</Alert> : null}
      {refusal ? (
        <Alert tone="critical">
          {t(refusal === 'tooMany' ? 'account.signIn.tooMany' : 'account.signIn.failed')}
        </Alert>
      ) : null}
      {sentTo ? (
        <Alert tone="positive">{t('account.signIn.sent', { email: sentTo })}</Alert>
      ) : (
        <p className={styles.text}>{t('account.signIn.intro')}</p>
      )}
      <input type="hidden" name="origin" value={origin} />
      <div className={styles.field} ref={fieldRef}>
        <TextField
          label={t('account.signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...field}
          errorMessage={issue ? t(issueMessage(issue)) : undefined}
        />
      </div>
      <div>
        <Button type="submit" isPending={isPending}>
          {t('account.signIn.send')}
        </Button>
      </div>
    </form>
  );
}

export interface SignInConfirmProps {
  /** The link's token, posted to `action`. */
  token: string;
  /** Where the token is posted: the API's sessions route, through the shop's origin. */
  action: string;
}

/**
 * The page the mailed link opens: one press signs in on this device. A mail scanner that opens the
 * link uses nothing; the press posts the token once.
 */
export function SignInConfirm({ token, action }: SignInConfirmProps) {
  const t = useT();
  return (
    <form method="post" action={action} className={styles.form} aria-labelledby="signin-confirm-title">
      <Heading level={1} id="signin-confirm-title">
        {t('account.signIn.confirmTitle')}
      </Heading>
      <p className={styles.text}>{t('account.signIn.confirmIntro')}</p>
      <input type="hidden" name="token" value={token} />
      <div>
        <Button type="submit">{t('account.signIn.confirm')}</Button>
      </div>
    </form>
  );
}
