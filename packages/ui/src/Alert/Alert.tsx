import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../i18n/useUiStrings';
import { CircleAlert, CircleCheck, type IconComponent, Info, TriangleAlert, X } from '../icons';
import type { Tone } from '../tones';
import * as styles from './Alert.css';

export interface AlertProps {
  /** `info` (default), `positive`, `critical`, `caution` or `neutral`. */
  tone?: Tone;
  /** A short bold line above the message. */
  title?: string;
  /** The message. */
  children: ReactNode;
  /** A call to action under the message, usually a `Button`. */
  action?: ReactNode;
  /** Shows a close button; the parent removes the alert. */
  onDismiss?: () => void;
  /** The close button's name; defaults to "Dismiss". */
  dismissLabel?: string;
}

const icons: Record<Tone, IconComponent> = {
  info: Info,
  neutral: Info,
  positive: CircleCheck,
  critical: CircleAlert,
  caution: TriangleAlert,
};

/**
 * A message about the page or a task. Critical ones are announced at once (`role="alert"`); other
 * tones politely (`role="status"`), so they wait until the screen reader is done speaking.
 */
export function Alert({ tone = 'info', title, children, action, onDismiss, dismissLabel }: AlertProps) {
  const strings = useUiStrings();
  const Icon = icons[tone];
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} data-tone={tone} className={styles.alert({ tone })}>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={20} />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.body}>{children}</div>
        {action}
      </div>
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton
            label={dismissLabel ?? strings.format('dismiss')}
            icon={<X size={20} />}
            onPress={onDismiss}
          />
        </span>
      ) : null}
    </div>
  );
}
