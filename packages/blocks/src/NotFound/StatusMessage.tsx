import { Heading, Text } from '@escale/ui';
import type { ReactNode } from 'react';
import * as styles from './StatusMessage.css';

export interface StatusMessageProps {
  /** A decorative pictogram, 32 px. */
  icon: ReactNode;
  /** The page's `h1`. */
  title: string;
  text?: string;
  /** The way out, such as a link home. */
  action?: ReactNode;
}

/** The centred message of the 404, expired-offer and crash pages. */
export function StatusMessage({ icon, title, text, action }: StatusMessageProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading level={1}>{title}</Heading>
      {text ? (
        <Text size="large" tone="muted">
          {text}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
