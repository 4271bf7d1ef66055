import { type ResponsiveOverlayLayout, Skeleton } from '@escale/ui';
import { lazy, Suspense } from 'react';
import type { StayCalendarProps } from './StayCalendar';
import * as styles from './StayCalendar.css';

/** The desktop calendar's size (two months and its actions), kept by its placeholder so nothing moves. */
const DESKTOP_CALENDAR = { width: 704, height: 461 } as const;

/** The calendar's code loads on first open. */
const StayCalendar = lazy(() => import('./StayCalendar'));

export interface LazyStayCalendarProps extends Omit<StayCalendarProps, 'layout'> {
  /** The overlay it shows in: the mobile months fill a full-screen modal, two months fit the popover. */
  layout: ResponsiveOverlayLayout;
}

/** The stay calendar in a `ResponsiveOverlay`, behind a placeholder of its size while its code loads. */
export function LazyStayCalendar({ layout, ...props }: LazyStayCalendarProps) {
  const isModal = layout === 'modal';
  return (
    <div className={isModal ? styles.fill : styles.popover}>
      <Suspense
        fallback={
          <Skeleton
            shape="rect"
            width={isModal ? '100%' : DESKTOP_CALENDAR.width}
            height={isModal ? '100%' : DESKTOP_CALENDAR.height}
          />
        }
      >
        <StayCalendar {...props} layout={isModal ? 'mobile' : 'desktop'} />
      </Suspense>
    </div>
  );
}
