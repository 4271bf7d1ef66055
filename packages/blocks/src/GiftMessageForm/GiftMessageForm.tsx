import {
  GIFT_LIMIT_NOTICE_MS,
  GIFT_MESSAGE_LIMITS,
  type GiftMessage,
  type GiftMessageField,
  type GiftMessageIssue,
  giftMessageIssue,
  giftMessageIssues,
  limitGiftMessageField,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { TextField } from '@escale/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './GiftMessageForm.css';

export interface GiftMessageFormProps {
  /** The form's id, for a submit button outside it (a drawer's footer: `form={id}`). */
  id: string;
  value: GiftMessage;
  onChange: (value: GiftMessage) => void;
  /** Called with the values once they pass validation (S-276). */
  onSubmit: (value: GiftMessage) => void;
  /** A mandatory form asks for both fields ("Mandatory field", S-275); by default it is optional. */
  isRequired?: boolean;
  /** Shown after the fields, inside the form: its submit button when it has one. */
  actions?: ReactNode;
}

/**
 * The gift customisation form (001 §3, §5; S-273…S-277): who offers it (text only, 40 characters)
 * and a message (180). Typing past a limit is refused and says so for a second; each field is
 * checked when left and both are checked before the form is sent.
 */
export function GiftMessageForm({
  id,
  value,
  onChange,
  onSubmit,
  isRequired = false,
  actions,
}: GiftMessageFormProps) {
  const t = useT();
  const [overLimit, setOverLimit] = useState<GiftMessageField | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const issueText = (issue: GiftMessageIssue | null) =>
    issue === 'MANDATORY'
      ? t('giftMessageForm.mandatory')
      : issue === 'TEXT_ONLY'
        ? t('giftMessageForm.textOnly')
        : null;
  const change = (field: GiftMessageField, typed: string) => {
    const limited = limitGiftMessageField(field, typed);
    if (limited.isOverLimit) {
      setOverLimit(field);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOverLimit(null), GIFT_LIMIT_NOTICE_MS);
    }
    if (limited.value !== value[field]) onChange({ ...value, [field]: limited.value });
  };
  const errorOf = (field: GiftMessageField) =>
    overLimit === field
      ? t('giftMessageForm.limit', { maxlength: GIFT_MESSAGE_LIMITS[field] })
      : isSubmitted
        ? (issueText(giftMessageIssue(field, value[field], { isRequired })) ?? undefined)
        : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const issues = giftMessageIssues(value, { isRequired });
    const first = (['fromName', 'message'] as const).find((field) => issues[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(value);
  };

  return (
    <form id={id} ref={formRef} noValidate onSubmit={submit} className={styles.form}>
      <TextField
        name="fromName"
        label={t('giftMessageForm.fromName')}
        isOptional={!isRequired}
        isRequired={isRequired}
        mandatoryMessage={t('giftMessageForm.mandatory')}
        value={value.fromName}
        onChange={(typed) => change('fromName', typed)}
        validate={(text) => issueText(giftMessageIssue('fromName', text, { isRequired }))}
        errorMessage={errorOf('fromName')}
        autoComplete="name"
      />
      <TextField
        name="message"
        label={t('giftMessageForm.message')}
        description={t('giftMessageForm.messageMax')}
        isOptional={!isRequired}
        isRequired={isRequired}
        mandatoryMessage={t('giftMessageForm.mandatory')}
        value={value.message}
        onChange={(typed) => change('message', typed)}
        errorMessage={errorOf('message')}
        multiline
        rows={5}
      />
      {actions}
    </form>
  );
}
