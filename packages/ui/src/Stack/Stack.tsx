import type { Space } from '@escale/tokens';
import type { ReactNode } from 'react';
import { layoutAtoms } from '../styles/layoutAtoms.css';

export interface StackProps {
  /** Space between children. Defaults to `4` (16 px). */
  space?: Space | Partial<Record<'mobile' | 'tablet' | 'desktop', Space>>;
  align?: 'left' | 'center' | 'right' | 'stretch';
  as?: 'div' | 'ul' | 'ol' | 'section' | 'form' | 'fieldset';
  children: ReactNode;
}

const alignItems = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

/** Children one under the other with even space. */
export function Stack({ space = '4', align = 'stretch', as: Element = 'div', children }: StackProps) {
  return (
    <Element
      className={layoutAtoms({
        display: 'flex',
        flexDirection: 'column',
        gap: space,
        alignItems: alignItems[align],
      })}
    >
      {children}
    </Element>
  );
}
