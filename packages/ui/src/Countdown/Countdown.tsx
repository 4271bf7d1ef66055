import { useEffect, useEffectEvent, useState } from 'react';
import { useUiStrings } from '../i18n/useUiStrings';
import * as styles from './Countdown.css';
import { countdownParts, msUntilNextTick } from './countdownParts';

/** A `Date` or an ISO 8601 date-time with its offset (`2026-06-12T20:00:00+02:00`). */
export type CountdownTime = Date | string;

export interface CountdownProps {
  /** When the countdown reaches zero. */
  endsAt: CountdownTime;
  /** Before this time the countdown renders nothing. */
  startsAt?: CountdownTime;
  /**
   * The current time when first rendered: pass the server's time so the server and the browser
   * render the same text. The countdown ticks from there at the browser's pace.
   */
  now: CountdownTime;
  /** Shows the time left at `now` without ticking (print, visual tests). */
  isPaused?: boolean;
  /** The timer's accessible name; defaults to "Time left". */
  label?: string;
  /** Called once when the countdown reaches zero while ticking. */
  onEnd?: () => void;
  /** The visible text from the time left; defaults to "Ends in 2d 03:04:05". */
  formatTimeLeft?: (time: { days: number; hours: string; minutes: string; seconds: string }) => string;
}

const toMs = (time: CountdownTime) => (typeof time === 'string' ? Date.parse(time) : time.getTime());
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "Ends in 2d 03:04:05" (G-29), ticking each second (001 §9). It renders nothing before
 * `startsAt` and from the end on (001 §4: it shows only between its start and end), so the
 * block around it decides, through `onEnd`, what replaces it. A `timer` is not a live region:
 * screen readers read it when reached instead of announcing every second.
 */
export function Countdown({
  endsAt,
  startsAt,
  now,
  isPaused = false,
  label,
  onEnd,
  formatTimeLeft,
}: CountdownProps) {
  const strings = useUiStrings();
  const endsMs = toMs(endsAt);
  const nowMs = toMs(now);
  const [clock, setClock] = useState({ from: nowMs, time: nowMs });
  const time = clock.from === nowMs ? clock.time : nowMs;
  const end = useEffectEvent(() => onEnd?.());

  useEffect(() => {
    if (isPaused || !(nowMs < endsMs)) return;
    // The browser's clock may differ from `now` (the server's): keep the gap, tick at its pace.
    const offset = nowMs - Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (from: number) => {
      timer = setTimeout(
        () => {
          const current = Date.now() + offset;
          setClock({ from: nowMs, time: current });
          if (current >= endsMs) end();
          else schedule(current);
        },
        msUntilNextTick(endsMs - from),
      );
    };
    schedule(nowMs);
    return () => {
      clearTimeout(timer);
      setClock({ from: nowMs, time: nowMs });
    };
  }, [nowMs, endsMs, isPaused]);

  const parts = countdownParts(endsMs - time);
  if (parts.isOver || (startsAt !== undefined && time < toMs(startsAt))) return null;
  const values = {
    days: parts.days,
    hours: twoDigits(parts.hours),
    minutes: twoDigits(parts.minutes),
    seconds: twoDigits(parts.seconds),
  };
  return (
    <span
      role="timer"
      aria-live="off"
      aria-label={label ?? strings.format('timeLeft')}
      className={styles.countdown}
    >
      {formatTimeLeft?.(values) ?? strings.format(parts.days > 0 ? 'endsInDays' : 'endsIn', values)}
    </span>
  );
}
