export type { BoxCardProps } from './BoxCard';
export { BoxCard } from './BoxCard';
