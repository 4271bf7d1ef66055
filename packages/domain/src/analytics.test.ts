import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RETRY_INTERVAL_MS,
  ANALYTICS_SESSION_MS,
  CLIENT_ID_POLL_INTERVAL_MS,
  pollClientId,
  sendWithRetries,
  sessionAt,
} from './analytics';

/** A clock the waits move forward, instead of waiting. */
function fakeClock() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('sessionAt', () => {
  const now = Date.UTC(2026, 10, 29, 9);
  let ids = 0;
  const newId = () => {
    ids += 1;
    return `session-${ids}`;
  };

  it('S-457 a session lives 30 minutes after its last hit, then a new one starts', () => {
    const first = sessionAt(null, now, newId);
    const later = sessionAt(first, now + ANALYTICS_SESSION_MS - 1, newId);
    expect(later).toEqual({ id: first.id, lastHitAt: now + ANALYTICS_SESSION_MS - 1 });
    // Each hit keeps it alive: 30 minutes from the last one, not the first.
    expect(sessionAt(later, now + 2 * ANALYTICS_SESSION_MS - 2, newId).id).toBe(first.id);
    const next = sessionAt(later, later.lastHitAt + ANALYTICS_SESSION_MS, newId);
    expect(next.id).not.toBe(first.id);
  });

  it('S-457 a session stored in the future (a clock set back) is not continued', () => {
    expect(sessionAt({ id: 'kept', lastHitAt: now + 60_000 }, now, newId).id).not.toBe('kept');
  });
});

describe('sendWithRetries', () => {
  it('S-457 a failing hit is sent again 4 times, 150 ms apart, then given up', async () => {
    const clock = fakeClock();
    let sends = 0;
    const failing = async () => {
      sends += 1;
      return false;
    };
    expect(await sendWithRetries(failing, clock.wait)).toBe(false);
    expect(sends).toBe(5);
    expect(clock.waits).toEqual([150, 150, 150, 150].map(() => ANALYTICS_RETRY_INTERVAL_MS));
  });

  it('S-457 stops at the first send that goes, and counts a thrown send as failed', async () => {
    const clock = fakeClock();
    let sends = 0;
    const send = async () => {
      sends += 1;
      if (sends === 1) throw new Error('offline');
      return sends === 3;
    };
    expect(await sendWithRetries(send, clock.wait)).toBe(true);
    expect(sends).toBe(3);
    expect(clock.waits).toHaveLength(2);
  });
});

describe('pollClientId', () => {
  it('S-457 looks for the client id 5 times, a second apart', async () => {
    const clock = fakeClock();
    let reads = 0;
    const read = () => {
      reads += 1;
      return reads === 4 ? 'client-1234' : null;
    };
    expect(await pollClientId(read, clock.wait)).toBe('client-1234');
    expect(clock.waits).toEqual([1000, 1000, 1000].map(() => CLIENT_ID_POLL_INTERVAL_MS));
    const never = fakeClock();
    expect(await pollClientId(() => null, never.wait)).toBeNull();
    expect(never.waits).toHaveLength(4);
  });
});
