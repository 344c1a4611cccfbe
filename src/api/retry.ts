/** When a failed call is tried again (spec section 9): the queries' defaults and checkout's delays. */
import { onlineManager } from '@tanstack/react-query';
import { isClientError } from './http.ts';

export const MAX_RETRIES = 3;

/** Up to 3 retries; a 4xx is the caller's fault and is never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * 1 s, 2 s, 4 s ... capped at 30 s. Offline there is nothing to wait for:
 * the retry pauses at once until the connection returns, so the screen says
 * 'Vous êtes hors ligne' instead of a skeleton for a second.
 */
export function retryDelay(failureCount: number): number {
  if (!onlineManager.isOnline()) return 0;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
