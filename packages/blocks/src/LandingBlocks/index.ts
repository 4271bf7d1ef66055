export { type HrefOf, JumbotronPromo, LandingTopBar, PromoCards, UspList } from './LandingBlocks';
