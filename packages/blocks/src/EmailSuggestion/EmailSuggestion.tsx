import { applyEmailSuggestion, emailSuggestion } from '@escale/domain';
import { useT } from '@escale/i18n';
import * as styles from './EmailSuggestion.css';

export interface EmailSuggestionProps {
  /** The address as typed. */
  email: string;
  /** Whether to suggest: once the field was left, not while the visitor types. */
  isShown: boolean;
  /** Gets the corrected address when the suggestion is pressed. */
  onApply: (email: string) => void;
}

/**
 * "You mean @gmail.com?" under an email field whose domain is close to a common provider's
 * (002 §5 "Email suggestions", S-416): pressing it applies the correction.
 */
export function EmailSuggestion({ email, isShown, onApply }: EmailSuggestionProps) {
  const t = useT();
  const suggestion = isShown ? emailSuggestion(email) : null;
  return (
    <div className={styles.slot} aria-live="polite">
      {suggestion ? (
        <button
          type="button"
          className={styles.suggestion}
          onClick={() => onApply(applyEmailSuggestion(email, suggestion))}
        >
          {t('buyerForm.emailSuggestion', { suggestion })}
        </button>
      ) : null}
    </div>
  );
}
