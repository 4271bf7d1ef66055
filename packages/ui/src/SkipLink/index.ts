export type { SkipLinkProps } from './SkipLink';
export { SkipLink } from './SkipLink';
