/**
 * What the cart and the wishlist say of a change the shopper made: done (or
 * kept by the outbox until the connection returns), or refused and why.
 */
import type { SubmitResult } from '#src/offline/outbox-sync.ts';
import { toast } from './toast.ts';

export const QUEUED_NOTE = 'Hors ligne : la modification sera envoyée au retour de la connexion.';

/** The success toast of a change: `description` when applied, QUEUED_NOTE when kept for later. */
export function toastChange(title: string, result: SubmitResult, description?: string): void {
  toast.success(title, { description: result.status === 'queued' ? QUEUED_NOTE : description });
}

/**
 * Runs `submit` and toasts how it went: `done` (see toastChange), or `failed`
 * with the refusal's message. Resolves true when the change was taken.
 */
export async function submitChange(submit: () => Promise<SubmitResult>, done: string, failed: string, description?: string): Promise<boolean> {
  try {
    toastChange(done, await submit(), description);
    return true;
  } catch (error) {
    toast.error(failed, { description: (error as Error).message });
    return false;
  }
}
