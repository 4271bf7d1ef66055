import {
  type AvailabilityMap,
  type BookingFlow,
  bookingMainAction,
  bookingProblem,
  type Clock,
  cancellationStatus,
  hasStayDates,
  type OfferListItem,
  type Pax,
  type PossibleNights,
  showsCancellationChoice,
} from '@escale/domain';
import { type MessageId, useFormat, useT } from '@escale/i18n';
import { Alert, Button, RadioGroup, useReducedMotion } from '@escale/ui';
import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { TravellersPicker } from '../TravellersField';
import { ActivityDates } from './ActivityDates';
import { BookingDates } from './BookingDates';
import * as styles from './BookingPanel.css';
import { BookingPrice } from './BookingPrice';
import type { BookingPanelPrice, BookingStay } from './bookingTypes';

/** What the page can ask of the panel, such as the sticky bar's button. */
export interface BookingPanelHandle {
  /**
   * Brings the main button into view, focuses it and does what pressing it does: opens the
   * calendar, shows what is missing, or books.
   */
  pressMainButton: () => void;
}

export interface BookingPanelProps {
  /** `booking`, or `gifting`: no dates nor travellers (gift prices are for 2 adults) and "Offer". */
  flow: BookingFlow;
  /** Today and the hour in the market's time zone: the first selectable day. */
  today: Clock;
  /** The stay of the URL hash: ISO dates or null, and the travellers. */
  stay: BookingStay;
  /** A completed range, or `null` when the dates are cleared (S-233, S-234). */
  onDatesChange: (dates: { checkin: string; checkout: string } | null) => void;
  /** The travellers, when their panel closes with a change (S-235). */
  onTravellersChange: (pax: Pax) => void;
  /** A first date picked in the calendar, before its checkout: the page may fetch the stays it allows. */
  onCheckinPick?: (checkin: string) => void;
  /** The calendar's prices and closed days. */
  availability?: AvailabilityMap;
  /** The lengths of stay allowed from the picked checkin, in nights. */
  possibleNights?: PossibleNights;
  /** The calendar shows price placeholders and says it is looking for availabilities. */
  isAvailabilityLoading?: boolean;
  /** The from-price, the quote, or why there is none. */
  price: BookingPanelPrice;
  /** The chosen activity days, values `{activityId}_{date}` of `quote.activityDates`. */
  selectedActivityDates: readonly string[];
  /** The new activity days: one per activity, matched by the id before the underscore (S-240). */
  onActivityDatesChange: (values: string[]) => void;
  /** The hotel's offers for the stay; with more than one, the cancellation choice shows (S-315). */
  offers: readonly OfferListItem[];
  /** The offer the page shows (`weekendId`). */
  selectedOfferId: number;
  onOfferChange: (offerId: number) => void;
  /**
   * Booking: called by Book when the stay has both dates, a date for each activity and a quote.
   * Gifting: called by Offer; the page decides what follows (the personalise drawer, S-237).
   */
  onBook: () => void;
  /** "See all offers" under "Sorry, no availability on your dates": the page clears the dates (S-209). */
  onSeeAllOffers: () => void;
  /** Under the price: the tourist tax note. */
  taxNote?: ReactNode;
  /** After the cancellation choice: the selected offer's cancellation conditions (hidden in gifting). */
  cancellation?: ReactNode;
  /** In the calendar once dates are chosen: their cancellation deadline and conditions (S-310, S-312). */
  calendarCancellation?: ReactNode;
  /** Under the main button: the payment deferral option. */
  payLater?: ReactNode;
  ref?: Ref<BookingPanelHandle>;
}

const mainLabels: Record<ReturnType<typeof bookingMainAction>['label'], MessageId> = {
  seePrices: 'booking.seePrices',
  book: 'booking.book',
  offer: 'booking.offer',
};

/** The dates a message was raised for: it shows only while they stay the same (S-233). */
const datesKey = (stay: BookingStay) => `${stay.checkin ?? ''}/${stay.checkout ?? ''}`;

/**
 * The booking panel of the stay product page (001 §4 "Booking panel", §5, §8): the price, the
 * dates and travellers, the activity days of the quote, the cancellation choice and the main
 * button. Without dates the button reads "See prices" and opens the calendar (S-232); Book asks for
 * the missing travel dates (S-238) or activity days (S-239) before calling `onBook`. It is
 * controlled: changes go to the page, which reloads the price.
 */
export function BookingPanel({
  flow,
  today,
  stay,
  onDatesChange,
  onTravellersChange,
  onCheckinPick,
  availability,
  possibleNights,
  isAvailabilityLoading = false,
  price,
  selectedActivityDates,
  onActivityDatesChange,
  offers,
  selectedOfferId,
  onOfferChange,
  onBook,
  onSeeAllOffers,
  taxNote,
  cancellation,
  calendarCancellation,
  payLater,
  ref,
}: BookingPanelProps) {
  const t = useT();
  const format = useFormat();
  const reducedMotion = useReducedMotion();
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const [problem, setProblem] = useState<{
    kind: 'chooseDates' | 'chooseActivityDates';
    dates: string;
  } | null>(null);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const activitiesRef = useRef<HTMLFieldSetElement>(null);

  const isGifting = flow === 'gifting';
  const quote = price.status === 'quote' ? price.quote : null;
  const activities = quote?.activityDates ?? [];
  const mainAction = bookingMainAction(flow, stay);
  const isRefused = price.status === 'unavailable' || price.status === 'error';
  const pax: Pax = { adults: stay.adults, children: stay.children, babies: stay.babies };
  // A message shows only for the dates it was raised for: changing them clears it (S-233).
  const shownProblem = problem && problem.dates === datesKey(stay) ? problem.kind : null;
  const attempt = { ...stay, activities, selectedActivityDates };
  const missingActivities =
    shownProblem === 'chooseActivityDates' && bookingProblem(attempt)?.kind === 'chooseActivityDates';

  const press = () => {
    if (mainAction.action === 'offer') {
      if (!isRefused) onBook();
      return;
    }
    if (mainAction.action === 'openCalendar') {
      // S-238: the calendar opens, and the message stays if it closes without dates.
      setProblem({ kind: 'chooseDates', dates: datesKey(stay) });
      setCalendarOpen(true);
      return;
    }
    const found = bookingProblem(attempt);
    if (found?.kind === 'chooseDates') {
      setProblem({ kind: 'chooseDates', dates: datesKey(stay) });
      setCalendarOpen(true);
      return;
    }
    if (found?.kind === 'chooseActivityDates') {
      setProblem({ kind: 'chooseActivityDates', dates: datesKey(stay) });
      const [first] = found.activityIds;
      activitiesRef.current
        ?.querySelector<HTMLSelectElement>(`[data-activity-id="${first}"] select`)
        ?.focus();
      return;
    }
    setProblem(null);
    if (quote) onBook();
  };

  useImperativeHandle(ref, () => ({
    pressMainButton: () => {
      const button = mainButtonRef.current;
      button?.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
      button?.focus({ preventScroll: true });
      press();
    },
  }));

  const hasDates = hasStayDates(stay);
  const offerOptions = offers.map((offer) => {
    const status = cancellationStatus(
      {
        cancellable: offer.cancellationPolicy.isCancellable,
        cancellationDeadline: offer.cancellationPolicy.cancellationDeadline,
      },
      hasDates,
    );
    return {
      value: String(offer.weekendId),
      label: t('booking.offerOption', { label: offer.label, price: format.price(offer.priceInfo.sellPrice) }),
      description:
        status.kind === 'freeUntil'
          ? t('cancellation.freeUntil', { date: format.date(status.deadline, 'long') })
          : t(`cancellation.${status.kind}`),
    };
  });

  return (
    <section
      className={styles.panel}
      aria-label={t(isGifting ? 'booking.giftTitle' : 'booking.title')}
      data-flow={flow}
      data-price-status={price.status}
    >
      <div className={styles.priceArea}>
        {price.status === 'unavailable' ? (
          <Alert
            tone="caution"
            action={
              <Button variant="outline" size="small" onPress={onSeeAllOffers}>
                {t('booking.seeAllOffers')}
              </Button>
            }
          >
            {t('booking.unavailable')}
          </Alert>
        ) : price.status === 'error' ? (
          <Alert tone="critical">{t('booking.noMoreAvailabilities', { product: price.productLabel })}</Alert>
        ) : (
          <BookingPrice price={price} flow={flow} pax={pax} />
        )}
        {taxNote ? <div className={styles.slot}>{taxNote}</div> : null}
      </div>

      {isGifting ? null : (
        <div className={styles.fields}>
          <BookingDates
            checkin={stay.checkin}
            checkout={stay.checkout}
            onChange={onDatesChange}
            onCheckinPick={onCheckinPick}
            today={today}
            availability={availability}
            possibleNights={possibleNights}
            isLoading={isAvailabilityLoading}
            isOpen={isCalendarOpen}
            onOpenChange={setCalendarOpen}
            details={hasDates ? calendarCancellation : null}
          />
          <TravellersPicker value={pax} onChange={onTravellersChange} />
          {shownProblem === 'chooseDates' ? <Alert tone="info">{t('booking.chooseDates')}</Alert> : null}
        </div>
      )}

      {!isGifting && activities.length > 0 ? (
        <ActivityDates
          ref={activitiesRef}
          activities={activities}
          value={selectedActivityDates}
          onChange={onActivityDatesChange}
          showsError={missingActivities}
        />
      ) : null}

      {showsCancellationChoice(flow, offers.length) ? (
        <RadioGroup
          label={t('booking.cancellationChoice')}
          options={offerOptions}
          value={String(selectedOfferId)}
          onChange={(value) => onOfferChange(Number(value))}
        />
      ) : null}
      {!isGifting && cancellation ? <div className={styles.slot}>{cancellation}</div> : null}

      <Button
        ref={mainButtonRef}
        size="large"
        isFullWidth
        isDisabled={isRefused}
        isPending={price.status === 'loading' && mainAction.action === 'book' && hasDates}
        onPress={press}
        data-action={mainAction.action}
      >
        {t(mainLabels[mainAction.label])}
      </Button>
      {payLater ? <div className={styles.slot}>{payLater}</div> : null}
    </section>
  );
}
