import {
  type Flow,
  type PackageItem,
  showsUpsellExtras,
  UPSELL_NAVIGATION_DELAY_MS,
  type Upsell,
  upsellPriceDifference,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Button, Heading } from '@escale/ui';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { ContentMedia, PriceDifference, ProgramLines } from '../offerContent/offerContentParts';
import * as styles from './UpsellExtras.css';

export interface UpsellExtrasProps {
  /** The extras of the offer shown (GET product/{id}/upsells): offers of the same room adding activities. */
  upsells: readonly Upsell[];
  /**
   * The offer the one shown adds extras to (the product page's `upsellOf`), when it does: "Remove"
   * goes back to it (S-307). `extras` are what it adds (the package summary's `extra`).
   */
  addedTo?: { id: number; label: string; extras?: readonly PackageItem[] } | null;
  /** In gifting, extras are offered only for a one-night gift (S-308). */
  flow: Flow;
  /** The gift's nights, in gifting. */
  giftNights?: number | null;
  /** The nights chosen (the dates' length, or the gift's nights): each extra shows its difference for them (S-309). */
  nights?: number | null;
  /** Whether the extras were priced for dates. */
  hasDates?: boolean;
  /**
   * Called `UPSELL_NAVIGATION_DELAY_MS` (500 ms) after "Add" or "Remove" with the offer to show: the
   * extra's, or the offer it was added to (S-306, S-307). New `upsells` or `addedTo` end the wait.
   */
  onNavigate: (offerId: number) => void;
  /** The level of the section's heading; 2 by default. */
  headingLevel?: 2 | 3;
}

interface Pending {
  action: 'add' | 'remove';
  offerId: number;
}

interface Pressed extends Pending {
  upsells: readonly Upsell[];
  addedToId: number | undefined;
}

/**
 * The upsell extras (001 §3 Upsell, §4 Upsell extras; S-306…S-309): each extra with its picture,
 * label, price difference (for the length of stay, rounded up to the euro), its program lines (the
 * activities it adds stand out) and "Add"; the extras already added with "Remove". A press shows
 * "We are adding your extra ..." or "We are removing your extra ..." and, after 500 ms, asks the
 * page for the changed offer. In gifting, nothing shows unless the gift is for one night.
 */
export function UpsellExtras({
  upsells,
  addedTo,
  flow,
  giftNights,
  nights,
  hasDates = false,
  onNavigate,
  headingLevel = 2,
}: UpsellExtrasProps) {
  const t = useT();
  const headingId = useId();
  const navigate = useEffectEvent((offerId: number) => onNavigate(offerId));
  const addedToId = addedTo?.id;
  // The press, for the extras it was made on: another offer's extras end the wait.
  const [pressed, setPressed] = useState<Pressed | null>(null);
  const pending = pressed && pressed.upsells === upsells && pressed.addedToId === addedToId ? pressed : null;
  // One change at a time: buttons keep their focus but do nothing while the page changes offer.
  const press = (action: Pending['action'], offerId: number) => {
    if (!pending) setPressed({ action, offerId, upsells, addedToId });
  };

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => navigate(pending.offerId), UPSELL_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!showsUpsellExtras({ flow, giftNights })) return null;
  if (upsells.length === 0 && !addedTo) return null;

  const Title = headingLevel === 2 ? 'h3' : 'h4';
  const addedTitles = addedTo?.extras?.map((extra) => extra.title) ?? [];
  const addedName = addedTitles.length > 0 ? addedTitles.join(', ') : t('upsell.added');
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('upsell.title')}
      </Heading>
      <div role="status" className={styles.status}>
        {pending ? t(pending.action === 'add' ? 'upsell.adding' : 'upsell.removing') : null}
      </div>
      <ul className={styles.list}>
        {addedTo ? (
          <li>
            <article className={styles.card} data-variant="added" aria-labelledby={`${headingId}-added`}>
              <div className={styles.head}>
                {addedTo.extras?.[0] ? (
                  <ContentMedia
                    imageUrl={addedTo.extras[0].imageUrl}
                    icon={addedTo.extras[0].icon}
                    size="small"
                  />
                ) : null}
                <div className={styles.titles}>
                  <Title id={`${headingId}-added`} className={styles.title}>
                    {addedName}
                  </Title>
                  <p className={styles.subtitle}>{t('upsell.addedTo', { offer: addedTo.label })}</p>
                </div>
              </div>
              <div className={styles.footerEnd}>
                <Button
                  variant="outline"
                  tone="neutral"
                  aria-disabled={pending !== null || undefined}
                  aria-label={t('upsell.removeExtra', { label: addedName })}
                  onPress={() => press('remove', addedTo.id)}
                >
                  {t('upsell.remove')}
                </Button>
              </div>
            </article>
          </li>
        ) : null}
        {upsells.map((upsell) => {
          const titleId = `${headingId}-${upsell.id}`;
          const difference = upsellPriceDifference(upsell, { nights, hasDates });
          return (
            <li key={upsell.id}>
              <article className={styles.card} data-variant="extra" aria-labelledby={titleId}>
                <div className={styles.head}>
                  <ContentMedia
                    imageUrl={upsell.imagesBySize['640_360'][0] ?? null}
                    icon="activity"
                    size="small"
                  />
                  <div className={styles.titles}>
                    <Title id={titleId} className={styles.title}>
                      {upsell.label}
                    </Title>
                  </div>
                </div>
                <ProgramLines lines={upsell.programLines} added={upsell.activityIds} />
                <div className={styles.footer}>
                  <span className={styles.price}>
                    <PriceDifference cents={difference} />
                    {nights ? <span className={styles.per}>{t('upsell.forNights', { nights })}</span> : null}
                  </span>
                  <Button
                    aria-disabled={pending !== null || undefined}
                    aria-label={t('upsell.addExtra', { label: upsell.label })}
                    onPress={() => press('add', upsell.id)}
                  >
                    {t('upsell.add')}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
