export type { IconButtonProps } from './IconButton';
export { IconButton } from './IconButton';
