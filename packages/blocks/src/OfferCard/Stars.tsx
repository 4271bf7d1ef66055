import { useT } from '@escale/i18n';
import { StarRating } from '@escale/ui';

/**
 * A hotel's stars with their spoken label. A module of its own: the booking summary and the hotel
 * summary show stars without loading the card's parts.
 */
export function Stars({ count }: { count: number }) {
  const t = useT();
  return <StarRating count={count} label={t('card.stars', { count })} />;
}
