export type { ButtonLinkProps } from './ButtonLink';
export { ButtonLink } from './ButtonLink';
