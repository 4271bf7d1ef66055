import { useUiStrings } from '../i18n/useUiStrings';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Defaults to `medium` (24 px). */
  size?: 'small' | 'medium' | 'large';
  /** Announced to assistive technology; defaults to "Loading". */
  label?: string;
  /** Shows the label next to the spinner instead of only announcing it. */
  isLabelVisible?: boolean;
}

/** An indeterminate progress indicator, in the colour of the surrounding text. */
export function Spinner({ size = 'medium', label, isLabelVisible = false }: SpinnerProps) {
  const strings = useUiStrings();
  const text = label ?? strings.format('loading');
  return (
    <span role="status" className={styles.wrapper} data-size={size}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {isLabelVisible ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
