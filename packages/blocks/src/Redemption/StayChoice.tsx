import { BOX_OFFERS_PAGE_SIZE, type BoxStay, type StarCount, type VoucherView } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, Button, Checkbox, Heading, Link, StarRating, TextField } from '@escale/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import * as styles from './Redemption.css';

export interface StayChoiceProps {
  /** A box's voucher, before one of its stays is chosen; or a single voucher, with its own stay. */
  voucher: VoucherView;
  /** The voucher's stays shown: pages 0 to `page`, 8 a page. */
  stays: readonly BoxStay[];
  /** How many stays there are; "Show more stays" shows the next page while some are hidden. */
  totalCount: number;
  page: number;
  /** The voucher's nights, for 2 people. */
  nights: number;
  /** The filters (S-489): how many stays each star rating keeps, and the ratings and day chosen. */
  starCounts: readonly StarCount[];
  stars?: readonly number[];
  checkinDate?: string;
  /** The day asked could not be searched (past, or after the voucher's validity). */
  dayRefused?: boolean;
  /** The stay chosen is no longer one of the voucher's: said above the list, which takes the focus. */
  stayRefused?: boolean;
  /** Where "Use another code" leads: the page without the voucher. */
  otherCodeHref: string;
  isPending?: boolean;
  /**
   * Called with the form's data and the button pressed (a stay, or more stays); the page posts it.
   * Without it, or before the page's code has loaded, the form posts itself.
   */
  onSubmit?: (data: FormData) => void;
}

/**
 * The stays a voucher is exchanged for, at its beneficiary's page: a box's (S-489), which the box
 * pays in full whatever the day, or those a single voucher can be switched for (S-490), paying what
 * a day costs above its value; "Keep the stay of my gift" goes back to its own. Each stay has
 * "Choose this stay"; filters by stars and arrival day; "Show more stays" shows 8 more, and the
 * first of them takes the focus. One form posted to the page, so it works before its code loads.
 */
export function StayChoice({
  voucher,
  stays,
  totalCount,
  page,
  nights,
  starCounts,
  stars = [],
  checkinDate = '',
  dayRefused = false,
  stayRefused = false,
  otherCodeHref,
  isPending = false,
  onSubmit,
}: StayChoiceProps) {
  const t = useT();
  const format = useFormat();
  const listRef = useRef<HTMLUListElement>(null);
  const shownPage = useRef(page);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (stayRefused) alertRef.current?.focus();
  }, [stayRefused]);

  // "Show more stays" gives the focus to the first stay it added.
  useEffect(() => {
    if (page > shownPage.current) {
      listRef.current?.querySelectorAll<HTMLElement>('button')[BOX_OFFERS_PAGE_SIZE * page]?.focus();
    }
    shownPage.current = page;
  }, [page]);

  // A single voucher's own stay, which its beneficiary may keep; a box's voucher has none.
  const ownStay = voucher.kind === 'SINGLEVOUCHER' ? voucher.stay : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    if (isPending) return;
    onSubmit(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-labelledby="redemption-title">
      <Heading level={1} id="redemption-title">
        {t(ownStay ? 'redemption.switchTitle' : 'redemption.boxTitle')}
      </Heading>
      <input type="hidden" name="code" value={voucher.code} />
      {stayRefused ? (
        <div ref={alertRef} tabIndex={-1}>
          <Alert tone="critical">{t('redemption.stayRefused')}</Alert>
        </div>
      ) : null}
      <section className={styles.summary} aria-labelledby="redemption-gift">
        <Heading level={2} id="redemption-gift">
          {t('redemption.yourGift')}
        </Heading>
        <p className={styles.summaryText} aria-live="polite">
          {t('redemption.staysTerms', {
            count: totalCount,
            nights,
            date: format.date(voucher.validUntil, 'long'),
          })}
        </p>
        <p className={styles.muted}>
          {ownStay
            ? t('redemption.switchIncluded', { amount: format.price(voucher.value) })
            : t('redemption.boxIncluded')}
        </p>
        <p className={styles.muted}>
          {voucher.code} · <Link href={otherCodeHref}>{t('redemption.otherCode')}</Link>
        </p>
        {ownStay ? (
          <div>
            <Button type="submit" name="offerId" value={String(ownStay.offerId)} variant="outline">
              {t('redemption.keepStay', { label: ownStay.label })}
            </Button>
          </div>
        ) : null}
      </section>
      <fieldset className={styles.filters}>
        <legend className={styles.filtersLegend}>{t('redemption.filterStays')}</legend>
        <fieldset className={styles.starFilters}>
          <legend className={styles.starLegend}>{t('filters.stars')}</legend>
          {starCounts
            .filter((value) => value.count > 0 || stars.includes(value.stars))
            .map((value) => (
              <Checkbox
                key={value.stars}
                name="stars"
                value={String(value.stars)}
                label={t('filters.starCount', { stars: value.stars })}
                count={value.count}
                defaultSelected={stars.includes(value.stars)}
              />
            ))}
        </fieldset>
        <TextField
          type="date"
          name="stayDay"
          label={t('redemption.stayDay')}
          isOptional
          defaultValue={checkinDate}
          errorMessage={
            dayRefused
              ? t('redemption.stayDayRefused', { date: format.date(voucher.validUntil, 'long') })
              : undefined
          }
        />
        <div>
          <Button type="submit" name="filter" value="1" variant="outline">
            {t('redemption.showStays')}
          </Button>
        </div>
      </fieldset>
      {stays.length === 0 ? (
        <Alert tone="info">
          {t(stars.length > 0 || checkinDate ? 'redemption.noMatchingStay' : 'redemption.noBoxStay')}
        </Alert>
      ) : (
        <ul ref={listRef} className={styles.stayList}>
          {stays.map((stay) => (
            <li key={stay.offerId} className={styles.stay}>
              <img
                src={stay.imageUrl}
                alt=""
                className={styles.stayImage}
                width={640}
                height={360}
                loading="lazy"
              />
              <div className={styles.stayText}>
                <Heading level={3} size={4} id={`box-stay-${stay.offerId}`}>
                  {stay.label}
                </Heading>
                <p className={styles.summaryText}>{stay.hotel}</p>
                <StarRating count={stay.stars} label={t('card.stars', { count: stay.stars })} />
                <p className={styles.muted}>{stay.place}</p>
              </div>
              <Button
                type="submit"
                name="offerId"
                value={String(stay.offerId)}
                variant="solid"
                aria-describedby={`box-stay-${stay.offerId}`}
              >
                {t('redemption.chooseStay')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {stays.length < totalCount ? (
        <Button type="submit" name="stayPage" value={String(page + 1)} variant="outline">
          {t('redemption.moreStays')}
        </Button>
      ) : null}
    </form>
  );
}
