export type { InlineProps } from './Inline';
export { Inline } from './Inline';
