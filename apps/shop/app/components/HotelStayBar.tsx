import { BookingDates, type BookingDatesProps, TravellersPicker } from '@escale/blocks';
import { type StayState, withStayDates, withStayPax } from '@escale/domain';
import * as styles from './productPage.css';

export interface HotelStayBarProps extends Pick<BookingDatesProps, 'today' | 'availability' | 'isLoading'> {
  state: StayState;
  onStateChange: (next: StayState) => void;
  isCalendarOpen: boolean;
  onCalendarOpenChange: (isOpen: boolean) => void;
}

/** The hotel page's dates and travellers above its rooms (001 §2.3, S-195). */
export function HotelStayBar({
  state,
  onStateChange: change,
  isCalendarOpen,
  onCalendarOpenChange,
  ...calendar
}: HotelStayBarProps) {
  return (
    <div className={styles.stayBar}>
      <BookingDates
        {...calendar}
        checkin={state.checkin}
        checkout={state.checkout}
        onChange={(dates) => change(withStayDates(state, dates))}
        isOpen={isCalendarOpen}
        onOpenChange={onCalendarOpenChange}
      />
      <TravellersPicker
        value={{ adults: state.adults, children: state.children, babies: state.babies }}
        onChange={(pax) => change(withStayPax(state, pax))}
      />
    </div>
  );
}
