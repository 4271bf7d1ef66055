export type { WalletCheckoutProps, WalletCheckoutState } from './WalletCheckout';
export { WalletCheckout } from './WalletCheckout';
export { walletTrigger } from './walletTrigger';
