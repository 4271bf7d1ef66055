export type { CoverLinkProps } from './CoverLink';
export { CoverLink } from './CoverLink';
