export type { GiftBlockProps } from './GiftBlock';
export { GiftBlock } from './GiftBlock';
export type { GiftCardLinkProps } from './GiftCardLink';
export { GiftCardLink } from './GiftCardLink';
