/** The colour kind of a stress message (002 §3 Stress message). */
export type StressKind = 'scarcity' | 'reinsurance' | 'social';

/** Which message it is; its text is the message `stress.<id>` (G-28). */
export type StressId = 'roomsLeft' | 'lastMinute' | 'freeCancellation' | 'popular';

export interface StressMessage {
  kind: StressKind;
  id: StressId;
  /** Values of the message, `{ n }` rooms for `roomsLeft`. */
  values?: { n: number };
}

/** The card fields the stress messages read. */
export interface StressOffer {
  availableRooms?: number | null;
  lastMinute?: boolean | null;
  cancellationPolicy?: { cancellable?: boolean | null } | null;
  popular?: boolean | null;
}

/** The rooms-left warning shows at this many rooms or fewer (S-148). */
export const ROOMS_LEFT_THRESHOLD = 3;

/** A card shows at most this many stress messages (S-149). */
export const MAX_STRESS_MESSAGES = 2;

/**
 * A card's stress messages, at most 2 (S-149), by priority (G-28): rooms left (scarcity, only from
 * 1 to 3 rooms: no room left is sold out, not a warning, S-148), last minute (scarcity), free
 * cancellation (reinsurance), popular (social).
 */
export function stressMessages(offer: StressOffer): StressMessage[] {
  const messages: StressMessage[] = [];
  const rooms = offer.availableRooms;
  if (typeof rooms === 'number' && Number.isInteger(rooms) && rooms >= 1 && rooms <= ROOMS_LEFT_THRESHOLD) {
    messages.push({ kind: 'scarcity', id: 'roomsLeft', values: { n: rooms } });
  }
  if (offer.lastMinute) messages.push({ kind: 'scarcity', id: 'lastMinute' });
  if (offer.cancellationPolicy?.cancellable) messages.push({ kind: 'reinsurance', id: 'freeCancellation' });
  if (offer.popular) messages.push({ kind: 'social', id: 'popular' });
  return messages.slice(0, MAX_STRESS_MESSAGES);
}
