import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import sprite from './sprite.svg?no-inline';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height, in pixels or any CSS length; 24 by default. */
  size?: number | string;
  strokeWidth?: number | string;
}

/** An icon of the set: a component that draws one symbol of the sprite. */
export type IconComponent = ComponentType<IconProps>;

/**
 * An icon drawn by reference to its symbol in the package's sprite, with lucide's attributes (24 px
 * grid, 2 px round strokes in the current colour). The drawings travel once, in a file the browser
 * caches, instead of inside every page's JavaScript and HTML. Decorative unless named: without a
 * label or role it is hidden from assistive technology.
 */
export function Icon({ name, size = 24, strokeWidth = 2, className, ...rest }: IconProps & { name: string }) {
  const isNamed = Object.keys(rest).some((prop) => prop.startsWith('aria-') || prop === 'role');
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden from assistive technology, unless the caller names it
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx('lucide', `lucide-${name}`, className)}
      aria-hidden={isNamed ? undefined : true}
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
