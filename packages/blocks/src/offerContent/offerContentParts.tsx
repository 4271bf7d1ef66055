import {
  cancellationStatus,
  cardCancellationPolicy,
  durationParts,
  type OfferCancellationPolicy,
  type ProgramLine,
} from '@escale/domain';
import { marketOf, useFormat, useLocale, useT } from '@escale/i18n';
import {
  BedDouble,
  Check,
  CircleCheck,
  Coffee,
  type IconComponent,
  Info,
  Plus,
  UtensilsCrossed,
} from '@escale/ui/icons';
import { useMemo } from 'react';
import { itemList } from '../styles/itemList.css';
import { ThemeIcon } from '../ThemeField';
import * as styles from './offerContentParts.css';

const contentIcons: Record<string, IconComponent> = {
  room: BedDouble,
  breakfast: Coffee,
  dinner: UtensilsCrossed,
};

/**
 * The pictogram of an item of the stay: the room, the breakfast, the dinner, or an activity's group
 * (wellness, sport…, the brand's pictogram for any other). Decorative: the item's title names it.
 */
export function ContentIcon({ icon, size = 24 }: { icon: string; size?: number }) {
  const Icon = contentIcons[icon];
  if (Icon) return <Icon size={size} aria-hidden="true" data-content-icon={icon} />;
  return <ThemeIcon icon={icon} size={size} />;
}

/** An item's picture (decorative, its title names it), or its pictogram when it has none. */
export function ContentMedia({
  imageUrl,
  icon,
  size,
  isPriority = false,
}: {
  imageUrl: string | null;
  icon: string;
  size: 'small' | 'full' | 'banner';
  isPriority?: boolean;
}) {
  return (
    <span className={styles.media({ size })} data-media={imageUrl ? 'image' : 'icon'}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={640}
          height={360}
          loading={isPriority ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.mediaImage}
        />
      ) : (
        <ContentIcon icon={icon} size={size === 'small' ? 24 : 40} />
      )}
    </span>
  );
}

/** Formats a duration in minutes as the locale abbreviates it: "50 min", "2 h", "1 h 30 min". */
export function useDuration() {
  const { tag } = marketOf(useLocale());
  return useMemo(() => {
    const unit = (name: 'hour' | 'minute') =>
      new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short' });
    const hours = unit('hour');
    const minutes = unit('minute');
    return (total: number | null | undefined): string | null => {
      const parts = durationParts(total);
      if (!parts) return null;
      return [
        parts.hours > 0 ? hours.format(parts.hours) : null,
        parts.minutes > 0 ? minutes.format(parts.minutes) : null,
      ]
        .filter((part) => part !== null)
        .join(' ');
    };
  }, [tag]);
}

/**
 * The cancellation line of an offer (S-203, S-313): "Free modification and cancellation until
 * {date}" in the success colour when a deadline exists; otherwise, in the info colour, a prompt to
 * choose dates or "Non-exchangeable and non-refundable".
 */
export function CancellationLine({
  policy,
  hasDates,
}: {
  policy: OfferCancellationPolicy;
  hasDates: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const status = cancellationStatus(cardCancellationPolicy(policy), hasDates);
  const Icon = status.tone === 'positive' ? CircleCheck : Info;
  return (
    <p className={styles.cancellation} data-tone={status.tone} data-status={status.kind}>
      <span className={styles.cancellationIcon} aria-hidden="true">
        <Icon size={16} />
      </span>
      <span>
        {status.kind === 'freeUntil'
          ? t('cancellation.freeUntil', { date: format.date(status.deadline, 'long') })
          : t(`cancellation.${status.kind}`)}
      </span>
    </p>
  );
}

/**
 * The lines of a program (room, breakfasts, dinners, activities), each with its pictogram; the
 * activities in `added` (an extra's) stand out with a plus.
 */
export function ProgramLines({
  lines,
  label,
  added = [],
}: {
  lines: readonly ProgramLine[];
  label?: string;
  added?: readonly number[];
}) {
  return (
    <ul className={itemList} aria-label={label}>
      {lines.map((line) => {
        const isAdded = line.activityId !== null && added.includes(line.activityId);
        return (
          <li
            key={`${line.kind}-${line.activityId ?? line.label}`}
            className={styles.line}
            data-kind={line.kind}
            data-added={isAdded || undefined}
          >
            <span className={styles.lineIcon} aria-hidden="true">
              {isAdded ? (
                <Plus size={16} />
              ) : line.kind === 'activity' ? (
                <Check size={16} />
              ) : (
                <ContentIcon icon={line.kind} size={16} />
              )}
            </span>
            <span>{line.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Formats a price difference in whole euros with its sign: "+50 €", "−10 €" (S-206). */
export function useSignedPrice() {
  const format = useFormat();
  return (cents: number) => `${cents < 0 ? '−' : '+'}${format.price(Math.abs(cents), 'whole')}`;
}

/** A price difference in whole euros with its sign (S-206). */
export function PriceDifference({ cents }: { cents: number }) {
  const signed = useSignedPrice();
  return (
    <span className={styles.difference} data-sign={cents < 0 ? 'minus' : 'plus'}>
      {signed(cents)}
    </span>
  );
}
