/**
 * The wilaya the shopper last chose at checkout, kept on the device so the
 * next checkout starts with it and the product page can name its delivery
 * delay. Personal: sign-out forgets it (decisions.md section 4).
 */
import { useSyncExternalStore } from 'react';
import { browserStorage } from './storage.ts';

const KEY = 'last_wilaya';
const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const n = Number(browserStorage().getItem(KEY));
    return Number.isInteger(n) && n >= 1 && n <= 58 ? n : null;
  } catch {
    return null;
  }
}

function write(code: number | null) {
  try {
    if (code === null) browserStorage().removeItem(KEY);
    else browserStorage().setItem(KEY, String(code));
  } catch {
    // A device that refuses to keep it simply asks again next time.
  }
  for (const listener of listeners) listener();
}

export const lastWilaya = {
  get: read,
  set: (code: number) => write(code),
  forget: () => write(null),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/**
 * The last wilaya, null while hydrating (the server does not know it, and
 * the HTML must match) and when none was chosen; follows other tabs.
 */
export function useLastWilaya(): number | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
