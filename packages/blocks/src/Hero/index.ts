export type { HeroProps } from './Hero';
export { Hero } from './Hero';
