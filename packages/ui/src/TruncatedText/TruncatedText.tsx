import { useId, useState } from 'react';
import { useBreakpoint } from '../hooks/useMediaQuery';
import { useUiStrings } from '../i18n/useUiStrings';
import { Text, type TextProps } from '../Text';
import * as styles from './TruncatedText.css';
import { TRUNCATE_DESKTOP, TRUNCATE_MOBILE, truncate } from './truncate';

export interface TruncatedTextProps {
  /** The full text. */
  children: string;
  /** One limit for every viewport; overrides the two below. */
  maxChars?: number;
  /** Limit on mobile (below 768 px). Defaults to 86. */
  maxCharsMobile?: number;
  /** Limit from 768 px (tablet and desktop). Defaults to 250. */
  maxCharsDesktop?: number;
  /** Defaults to `medium`. */
  size?: TextProps['size'];
  /** The toggle's words; default to "See more" and "See less". */
  seeMoreLabel?: string;
  seeLessLabel?: string;
}

/**
 * A text cut at a word boundary with an ellipsis and a "See more" / "See less" toggle; a text
 * short enough shows whole, without a toggle. The limits follow 001 §4 and 002 §4: 86 characters
 * on mobile, 250 otherwise. Server-rendered HTML uses the mobile limit until hydration.
 */
export function TruncatedText({
  children,
  maxChars,
  maxCharsMobile = TRUNCATE_MOBILE,
  maxCharsDesktop = TRUNCATE_DESKTOP,
  size,
  seeMoreLabel,
  seeLessLabel,
}: TruncatedTextProps) {
  const strings = useUiStrings();
  const id = useId();
  const isMobile = useBreakpoint() === 'mobile';
  const [isExpanded, setIsExpanded] = useState(false);
  const cut = truncate(children, maxChars ?? (isMobile ? maxCharsMobile : maxCharsDesktop));
  if (!cut.isTruncated) return <Text size={size}>{children}</Text>;
  return (
    <div className={styles.root} data-expanded={isExpanded || undefined}>
      <Text id={id} size={size}>
        {isExpanded ? children : cut.text}
      </Text>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isExpanded}
        aria-controls={id}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded
          ? (seeLessLabel ?? strings.format('seeLess'))
          : (seeMoreLabel ?? strings.format('seeMore'))}
      </button>
    </div>
  );
}
