import type { Space } from '@escale/tokens';
import type { ReactNode } from 'react';
import { layoutAtoms } from '../styles/layoutAtoms.css';

export interface InlineProps {
  /** Space between children, across and between lines. Defaults to `2` (8 px). */
  space?: Space;
  alignY?: 'top' | 'center' | 'bottom' | 'baseline';
  align?: 'left' | 'center' | 'right' | 'space-between';
  /** Keeps children on one line. */
  isNoWrap?: boolean;
  as?: 'div' | 'ul' | 'span';
  children: ReactNode;
}

const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;
const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  'space-between': 'space-between',
} as const;

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({
  space = '2',
  alignY = 'center',
  align = 'left',
  isNoWrap = false,
  as: Element = 'div',
  children,
}: InlineProps) {
  return (
    <Element
      className={layoutAtoms({
        display: 'flex',
        flexDirection: 'row',
        flexWrap: isNoWrap ? 'nowrap' : 'wrap',
        gap: space,
        alignItems: alignItems[alignY],
        justifyContent: justify[align],
      })}
    >
      {children}
    </Element>
  );
}
