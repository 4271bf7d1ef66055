export type { BadgeProps } from './Badge';
export { Badge } from './Badge';
export type { BadgeTone, BadgeVariant } from './Badge.css';
export { badgeTones, badgeVariants } from './Badge.css';
