export type { FallbackBlock, FallbackBlocksProps } from './FallbackBlocks';
export { FallbackBlocks } from './FallbackBlocks';
