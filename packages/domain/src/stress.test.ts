import { describe, expect, it } from 'vitest';
import { MAX_STRESS_MESSAGES, ROOMS_LEFT_THRESHOLD, stressMessages } from './stress';

const ids = (offer: Parameters<typeof stressMessages>[0]) => stressMessages(offer).map((m) => m.id);

describe('stressMessages', () => {
  it('S-148 warns about rooms left only at 3 rooms or fewer', () => {
    expect(ROOMS_LEFT_THRESHOLD).toBe(3);
    expect(stressMessages({ availableRooms: 3 })).toEqual([
      { kind: 'scarcity', id: 'roomsLeft', values: { n: 3 } },
    ]);
    expect(stressMessages({ availableRooms: 1 })).toEqual([
      { kind: 'scarcity', id: 'roomsLeft', values: { n: 1 } },
    ]);
    expect(ids({ availableRooms: 4 })).toEqual([]);
    expect(ids({ availableRooms: null })).toEqual([]);
  });

  it('S-148 gives no rooms-left warning for a sold-out offer (0 rooms)', () => {
    expect(ids({ availableRooms: 0 })).toEqual([]);
  });

  it('G-28 maps each signal to its kind', () => {
    expect(stressMessages({ lastMinute: true })).toEqual([{ kind: 'scarcity', id: 'lastMinute' }]);
    expect(stressMessages({ cancellationPolicy: { cancellable: true } })).toEqual([
      { kind: 'reinsurance', id: 'freeCancellation' },
    ]);
    expect(stressMessages({ popular: true })).toEqual([{ kind: 'social', id: 'popular' }]);
    expect(stressMessages({ cancellationPolicy: { cancellable: false }, lastMinute: false })).toEqual([]);
  });

  it('S-149 keeps at most 2 messages, by priority (G-28)', () => {
    expect(MAX_STRESS_MESSAGES).toBe(2);
    const all = {
      availableRooms: 2,
      lastMinute: true,
      cancellationPolicy: { cancellable: true },
      popular: true,
    };
    expect(ids(all)).toEqual(['roomsLeft', 'lastMinute']);
    expect(ids({ ...all, availableRooms: 5 })).toEqual(['lastMinute', 'freeCancellation']);
    expect(ids({ ...all, availableRooms: 5, lastMinute: false })).toEqual(['freeCancellation', 'popular']);
  });
});
