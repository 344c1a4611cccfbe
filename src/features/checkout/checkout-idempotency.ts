/**
 * One confirmation, one order. The Idempotency-Key is made when the shopper
 * confirms a given form content and is reused for every retry of that same
 * content (a double click, a retry after a lost answer or a server fault):
 * the server runs the first request once and replays its answer to the
 * others. A definite answer (an order, or a refusal the server stores with
 * the key) retires the key: the next confirmation is a new request.
 * In memory only, like the form it belongs to.
 */
import { CartNotSentError, isCheckoutOutcomeUnknown } from '#src/api/orders.ts';
import type { CheckoutMode } from './checkout-rules.ts';

export type KeyOutcome = 'settled' | 'unknown';

export interface IdempotencyKeeper {
  /** The key for this request: the pending one when the content is the same, else a new one. */
  keyFor(fingerprint: string): string;
  /** The request's answer: 'settled' retires the key, 'unknown' keeps it for a retry. */
  settle(outcome: KeyOutcome): void;
  /** The key waiting for a retry, if any. */
  readonly pending: { fingerprint: string; key: string } | null;
}

export function createIdempotencyKeeper(makeKey: () => string = () => crypto.randomUUID()): IdempotencyKeeper {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    settle(outcome) {
      if (outcome === 'settled') pending = null;
    },
    get pending() {
      return pending;
    },
  };
}

/** Stable text of a value: object keys sorted, so equal contents give equal fingerprints. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What identifies a checkout request: who orders (customer or guest) and the exact body. */
export function checkoutFingerprint(mode: CheckoutMode, body: object): string {
  return `${mode}:${canonical(body)}`;
}

/**
 * What an attempt's failure means for its key: nothing was sent (the cart
 * could not be sent first) or the outcome is unknown → keep it; a definite
 * answer → retire it.
 */
export function keyOutcomeOf(error: unknown): KeyOutcome {
  return error instanceof CartNotSentError || isCheckoutOutcomeUnknown(error) ? 'unknown' : 'settled';
}
