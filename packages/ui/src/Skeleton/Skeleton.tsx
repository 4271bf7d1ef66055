import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { useUiStrings } from '../i18n/useUiStrings';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

/** A length in CSS pixels, or a percentage of the parent. */
export type SkeletonDimension = number | `${number}%`;

export interface SkeletonProps {
  /** `text` (lines as tall as body text), `rect` (an image, a card) or `circle` (an avatar). Defaults to `text`. */
  shape?: 'text' | 'rect' | 'circle';
  /** Defaults to `100%` (text and rect) or 40 px (circle, whose height follows its width). */
  width?: SkeletonDimension;
  /** Height of a `rect`. Defaults to 120 px. */
  height?: SkeletonDimension;
  /** Number of lines of a `text` skeleton; the last of several is shorter. Defaults to 1. */
  lines?: number;
  /** Line height of a `text` skeleton, matching `Text`'s sizes. Defaults to `medium`. */
  size?: keyof typeof styles.lineHeights;
}

const toLength = (value: SkeletonDimension) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder of the final size, shown while content loads so nothing shifts when it arrives.
 * Hidden from assistive technology: wrap skeletons in a `SkeletonGroup` to announce the loading.
 */
export function Skeleton({ shape = 'text', width, height = 120, lines = 1, size = 'medium' }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span
        aria-hidden="true"
        data-shape="text"
        className={styles.lines}
        style={assignInlineVars({
          [styles.width]: toLength(width ?? '100%'),
          [styles.lineHeight]: styles.lineHeights[size],
        })}
      >
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
          <span key={index} className={styles.line}>
            <span className={styles.bar} />
          </span>
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={styles.skeleton({ shape })}
      style={assignInlineVars({
        [styles.width]: toLength(width ?? (shape === 'circle' ? 40 : '100%')),
        [styles.height]: toLength(height),
      })}
    />
  );
}

export interface SkeletonGroupProps {
  /** While true the group is `aria-busy` and a hidden status says it is loading. Defaults to `true`. */
  isLoading?: boolean;
  /** The loading announcement; defaults to "Loading". */
  label?: string;
  /** The skeletons while busy, the content once loaded. */
  children: ReactNode;
}

/**
 * Announces loading for the skeletons inside: `aria-busy` on the region and a polite status
 * that says "Loading" while busy and falls silent once the content is there.
 */
export function SkeletonGroup({ isLoading = true, label, children }: SkeletonGroupProps) {
  const strings = useUiStrings();
  return (
    <div aria-busy={isLoading} data-loading={isLoading || undefined}>
      <VisuallyHidden role="status">{isLoading ? (label ?? strings.format('loading')) : null}</VisuallyHidden>
      {children}
    </div>
  );
}
