/**
 * Toasts (decisions.md section 3) for the screens whose actions show them.
 * Sonner is imported asynchronously: its module inserts its stylesheet into
 * the document when it is evaluated, and as a static import of the catalogue
 * cards' buttons that style recalculation and Sonner's own code ran inside
 * the task that evaluated the page's code, right after hydration. Loaded as
 * soon as this module is, it is evaluated in a task of its own, and it is
 * there before the shopper's first tap, offline included (the connection may
 * drop before the service worker keeps it).
 *
 * A toast asked for while Sonner's code could not be fetched is shown when
 * the connection returns.
 */
import type { ExternalToast } from 'sonner';
import { requestToaster } from './toaster-request.ts';

type Kind = 'success' | 'error' | 'info';

let sonner: Promise<typeof import('sonner')> | null = null;
const loadSonner = () =>
  (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  }));

// Fetched now, evaluated when it arrives (never on the server).
if (typeof window !== 'undefined') void loadSonner().catch(() => undefined);

function show(kind: Kind, title: string, options?: ExternalToast): void {
  requestToaster();
  loadSonner().then(
    ({ toast: sonnerToast }) => void sonnerToast[kind](title, options),
    () => window.addEventListener('online', () => show(kind, title, options), { once: true }),
  );
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
};
