import { type IssueCode, type RedemptionProblem, voucherCodeIssue } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Heading, TextField } from '@escale/ui';
import { useEffect } from 'react';
import { issueMessage, useSingleField } from '../fieldIssues';
import * as styles from './Redemption.css';

export interface VoucherCodeFormProps {
  /** The code typed before a round trip to the server. */
  defaultCode?: string;
  /** Why the last code was refused (unknown, used, expired, too many attempts…). */
  problem?: RedemptionProblem | null;
  /** The code field's issue from the server. */
  codeIssue?: IssueCode | null;
  /** Checking the code: the button waits. */
  isPending?: boolean;
  /**
   * Called with the form of a code that passed the browser's check (its check symbol): the page
   * posts it. Without it, or before the page's code has loaded, the form posts itself.
   */
  onSubmit?: (form: HTMLFormElement) => void;
}

const codeMessage = (issue: IssueCode) =>
  issue === 'MANDATORY' ? issueMessage(issue) : 'redemption.codeInvalid';

/**
 * The beneficiary's first step (S-349): the voucher's code, as printed (case, dashes and spaces do
 * not matter). A typo is caught by the code's check symbol before anything is sent; a code the
 * server refuses shows why above the form, and the field takes the focus again.
 */
export function VoucherCodeForm({
  defaultCode = '',
  problem = null,
  codeIssue = null,
  isPending = false,
  onSubmit,
}: VoucherCodeFormProps) {
  const t = useT();
  const {
    issue: shownIssue,
    field,
    focusField,
    fieldRef,
    submit,
  } = useSingleField({
    defaultValue: defaultCode,
    issueOf: voucherCodeIssue,
    serverIssue: codeIssue,
    onSubmit,
  });

  // A refused code takes the focus back, to be corrected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal moves the focus
  useEffect(() => {
    if (problem) focusField();
  }, [problem]);

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="voucher-code-title"
    >
      <Heading level={1} id="voucher-code-title">
        {t('redemption.title')}
      </Heading>
      <p className={styles.summaryText}>{t('redemption.intro')}</p>
      {problem ? <Alert tone="critical">{t(`redemption.problem.${problem}`)}</Alert> : null}
      <input type="hidden" name="intent" value="login" />
      <div className={styles.codeField} ref={fieldRef}>
        <TextField
          label={t('redemption.code')}
          description={t('redemption.codeHint')}
          name="code"
          autoComplete="off"
          {...field}
          errorMessage={shownIssue ? t(codeMessage(shownIssue)) : undefined}
        />
      </div>
      <div>
        <Button type="submit" isPending={isPending}>
          {t('redemption.showGift')}
        </Button>
      </div>
    </form>
  );
}
