import { randomBytes } from 'node:crypto';
import type { paymentIntentRequestSchema } from '@escale/domain';
import { type PaymentMethod, SANDBOX_CARDS } from '@escale/domain';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Logger } from '../logger';

export type PaymentIntentRequest = z.output<typeof paymentIntentRequestSchema>;

/** What the provider answers when an order asks it to hold the amount. */
export type AuthorizationStatus = 'AUTHORIZED' | 'PENDING' | 'DECLINED';

export interface Authorization {
  status: AuthorizationStatus;
  /** The card's last four digits; null for a wallet. */
  last4: string | null;
}

/**
 * A payment provider as the orders use it (DESIGN.md "Payments"): the browser creates an intent
 * with the provider, which keeps the card data; Escale only ever sees the intent's id. An order
 * authorises the amount, then captures it once the room-nights are reserved, or voids it.
 */
export interface PaymentProvider {
  createIntent(request: PaymentIntentRequest): {
    paymentIntentId: string;
    last4: string | null;
    brand: string | null;
  };
  /** Holds `amount` cents on the intent; undefined for an unknown intent. Asked twice, answers the same. */
  authorize(paymentIntentId: string, amount: number, method: PaymentMethod): Authorization | undefined;
  capture(paymentIntentId: string): void;
  void(paymentIntentId: string): void;
  /** The intent's state now: a pending payment is confirmed a moment later; a voided one is declined. */
  status(paymentIntentId: string): AuthorizationStatus | undefined;
  /**
   * The intents holding an authorised amount for `olderThanMs` or more, neither captured nor voided:
   * what reconciliation (reconcile.ts) captures for an order or gives back.
   */
  uncaptured(olderThanMs: number): string[];
}

/**
 * The provider did not answer, or not in time: whether it acted is unknown. Nothing is written for
 * the order, and reconciliation settles the intent later.
 */
export class PaymentProviderUnavailable extends Error {}

type CardOutcome = 'success' | 'declined' | 'pending';

interface Intent {
  method: 'card' | 'wallet';
  outcome: CardOutcome;
  last4: string | null;
  expired: boolean;
  authorized?: { amount: number; at: number; status: AuthorizationStatus };
  state: IntentState;
}

export type IntentState = 'CREATED' | 'AUTHORIZED' | 'CAPTURED' | 'VOIDED';

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

/** Whether an `MM/YY` expiry has passed in the month of `now`. */
function hasExpired(expiry: string, now: Date): boolean {
  const [month = 0, year = 0] = expiry.split('/').map(Number);
  const lastMonth = (2000 + year) * 12 + (month - 1);
  return lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/**
 * The local sandbox: test cards decide the outcome (4242… succeeds, …0002 is declined, …3220 is
 * pending and confirmed `pendingMs` later); any other card passing Luhn succeeds; a wallet always
 * succeeds. Intents live in memory for an hour.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  private readonly intents = new LRUCache<string, Intent>({ max: 50_000, ttl: 3_600_000 });

  constructor(
    private readonly now: () => Date,
    private readonly pendingMs = 1_500,
  ) {}

  createIntent(request: PaymentIntentRequest) {
    const paymentIntentId = `pi_${randomBytes(12).toString('hex')}`;
    if (request.method === 'wallet') {
      this.intents.set(paymentIntentId, {
        method: 'wallet',
        outcome: 'success',
        last4: null,
        expired: false,
        state: 'CREATED',
      });
      return { paymentIntentId, last4: null, brand: 'wallet' };
    }
    // The request's schema has checked the number (Luhn included) and the expiry's shape.
    const { number, expiry } = request.card;
    const outcome: CardOutcome =
      number === SANDBOX_CARDS.declined
        ? 'declined'
        : number === SANDBOX_CARDS.pending
          ? 'pending'
          : 'success';
    const last4 = number.slice(-4);
    this.intents.set(paymentIntentId, {
      method: 'card',
      outcome,
      last4,
      expired: hasExpired(expiry, this.now()),
      state: 'CREATED',
    });
    return { paymentIntentId, last4, brand: brandOf(number) };
  }

  authorize(paymentIntentId: string, amount: number, method: PaymentMethod): Authorization | undefined {
    const intent = this.intents.get(paymentIntentId);
    if (!intent) return undefined;
    if ((method === 'WALLET') !== (intent.method === 'wallet'))
      return { status: 'DECLINED', last4: intent.last4 };
    if (intent.authorized) {
      const same = intent.authorized.amount === amount && intent.state !== 'VOIDED';
      return { status: same ? this.current(intent) : 'DECLINED', last4: intent.last4 };
    }
    const status: AuthorizationStatus =
      intent.outcome === 'declined' || intent.expired
        ? 'DECLINED'
        : intent.outcome === 'pending'
          ? 'PENDING'
          : 'AUTHORIZED';
    intent.authorized = { amount, at: this.now().getTime(), status };
    if (status !== 'DECLINED') intent.state = 'AUTHORIZED';
    return { status, last4: intent.last4 };
  }

  capture(paymentIntentId: string): void {
    const intent = this.intents.get(paymentIntentId);
    if (intent?.state === 'AUTHORIZED') intent.state = 'CAPTURED';
  }

  void(paymentIntentId: string): void {
    const intent = this.intents.get(paymentIntentId);
    if (intent && intent.state !== 'CAPTURED') intent.state = 'VOIDED';
  }

  status(paymentIntentId: string): AuthorizationStatus | undefined {
    const intent = this.intents.get(paymentIntentId);
    if (intent?.state === 'VOIDED') return 'DECLINED';
    return intent?.authorized ? this.current(intent) : undefined;
  }

  uncaptured(olderThanMs: number): string[] {
    const before = this.now().getTime() - olderThanMs;
    return [...this.intents.entries()]
      .filter(([, intent]) => intent.state === 'AUTHORIZED' && (intent.authorized?.at ?? 0) <= before)
      .map(([id]) => id);
  }

  /** Where the intent stands with the provider (tests read it). */
  stateOf(paymentIntentId: string): IntentState | undefined {
    return this.intents.get(paymentIntentId)?.state;
  }

  private current(intent: Intent): AuthorizationStatus {
    const authorized = intent.authorized;
    if (!authorized) return 'DECLINED';
    if (authorized.status === 'PENDING' && this.now().getTime() - authorized.at >= this.pendingMs) {
      return 'AUTHORIZED';
    }
    return authorized.status;
  }
}

/** What settling an intent needs: the provider, and where to say it did not answer. */
interface ProviderDeps {
  payments: PaymentProvider;
  logger: Logger;
}

/**
 * Captures an intent once its order has committed; a provider that does not answer leaves it to
 * reconciliation rather than failing an order that is written.
 */
export function captureOrLeave(deps: ProviderDeps, intent: string) {
  try {
    deps.payments.capture(intent);
  } catch (error) {
    deps.logger.warn({ err: error, intent }, 'capture failed: left to reconciliation');
  }
}

/** Voids an intent; a provider that does not answer leaves it to reconciliation. */
export function voidOrLeave(deps: ProviderDeps, paymentIntentId: string) {
  try {
    deps.payments.void(paymentIntentId);
  } catch (error) {
    deps.logger.warn({ err: error, intent: paymentIntentId }, 'void failed: left to reconciliation');
  }
}
