export type { BoxProps } from './Box';
export { Box } from './Box';
