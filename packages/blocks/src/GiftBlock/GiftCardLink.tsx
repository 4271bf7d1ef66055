import type { GiftCard, GiftCardKind } from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import { Link, VisuallyHidden } from '@escale/ui';
import {
  BedDouble,
  CreditCard,
  Gift,
  type IconComponent,
  SquareArrowOutUpRight,
  Ticket,
} from '@escale/ui/icons';
import * as styles from './GiftBlock.css';

const kinds: Record<GiftCardKind, { icon: IconComponent; title: MessageId; text: MessageId }> = {
  singleVoucher: { icon: BedDouble, title: 'giftBlock.singleVoucher', text: 'giftBlock.singleVoucherText' },
  box: { icon: Gift, title: 'giftBlock.box', text: 'giftBlock.boxText' },
  giftcard: { icon: CreditCard, title: 'giftBlock.giftcard', text: 'giftBlock.giftcardText' },
  activity: { icon: Ticket, title: 'giftBlock.activity', text: 'giftBlock.activityText' },
};

export interface GiftCardLinkProps {
  card: GiftCard;
  /** `responsive` (default): a row on mobile, a tile on desktop; `row` everywhere (the gift drawer). */
  layout?: 'responsive' | 'row';
}

/** One gift card: the whole card is a link that opens the gift shop of its kind in a new tab (S-393). */
export function GiftCardLink({ card, layout = 'responsive' }: GiftCardLinkProps) {
  const t = useT();
  const { icon: Icon, title, text } = kinds[card.kind];
  return (
    <Link
      variant="plain"
      href={card.url}
      isExternal
      className={styles.card({ layout })}
      data-kind={card.kind}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon size={24} />
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{t(title)}</span>
        <span className={styles.cardDescription}>{t(text)}</span>
        <VisuallyHidden> {t('link.newTab')}</VisuallyHidden>
      </span>
      <SquareArrowOutUpRight size={18} aria-hidden="true" className={styles.external} />
    </Link>
  );
}
