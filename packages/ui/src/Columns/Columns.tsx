import type { Space } from '@escale/tokens';
import type { ReactNode } from 'react';
import { layoutAtoms } from '../styles/layoutAtoms.css';

type Count = '1' | '2' | '3' | '4' | '5';

export interface ColumnsProps {
  /** Columns per breakpoint; mobile first. Defaults to one on mobile and `desktop` from 1024 px. */
  columns?: Partial<Record<'mobile' | 'tablet' | 'desktop', Count>>;
  space?: Space;
  as?: 'div' | 'ul' | 'ol';
  children: ReactNode;
}

/** A grid of equal columns that collapses on smaller screens (G-65 breakpoints). */
export function Columns({
  columns = { mobile: '1', desktop: '3' },
  space = '4',
  as: Element = 'div',
  children,
}: ColumnsProps) {
  return (
    <Element className={layoutAtoms({ display: 'grid', gridTemplateColumns: columns, gap: space })}>
      {children}
    </Element>
  );
}
