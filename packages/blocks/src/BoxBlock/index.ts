export type { BoxBlockProps } from './BoxBlock';
export { BoxBlock } from './BoxBlock';
