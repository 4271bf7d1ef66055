import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Defaults to `div`; `span` inside text and buttons, `legend` to name a fieldset. */
  elementType?: 'div' | 'span' | 'legend';
  id?: string;
  /** `status` for a message a screen reader announces when it changes. */
  role?: 'status';
  children?: ReactNode;
}

/** Text for assistive technology only: a price's "instead of", a count's unit, a new tab's warning. */
export function VisuallyHidden({ elementType: Element = 'div', id, role, children }: VisuallyHiddenProps) {
  return (
    <Element id={id} role={role} className={visuallyHidden}>
      {children}
    </Element>
  );
}
