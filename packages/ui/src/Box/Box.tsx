import type { Sprinkles } from '@escale/tokens';
// A subpath of its own: the atoms' stylesheet comes only with Box, not with every import of tokens.
import { sprinkles } from '@escale/tokens/sprinkles';
import { clsx } from 'clsx';
import type { AllHTMLAttributes, ElementType, ReactNode, Ref } from 'react';

export type BoxProps = Sprinkles & {
  as?: ElementType;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Internal: primitives of this package add their own class. */
  className?: string;
} & Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className' | 'style'>;

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The layout atom: any element with spacing, flex and colour props from the tokens. */
export function Box({ as: Element = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else native[key] = value;
  }
  return (
    <Element className={clsx(sprinkles(atoms as Sprinkles), className)} {...native}>
      {children}
    </Element>
  );
}
