export type { CheckoutHeaderProps, HeaderProps, SiteHeaderProps } from './Header';
export { Header } from './Header';
