/**
 * localStorage when the browser lets us use it, else an in-memory stand-in
 * (private modes, storage disabled, tests under Node): the app keeps working,
 * it just forgets on reload.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

let fallback: KeyValueStorage | undefined;
/** The last storage probed and whether it took a write: probed once, not on every read. */
let probed: { storage: KeyValueStorage; usable: boolean } | undefined;

/**
 * localStorage if it takes a write, else the in-memory stand-in. The probe
 * (a write and a removal) runs once per storage object: the token and the
 * session are read through here by every card of a product grid, and two
 * extra storage writes per read were a measurable part of a phone's hydration.
 */
export function browserStorage(): KeyValueStorage {
  try {
    // Read through globalThis: a service worker has none (its code shares this module).
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (ls) {
      if (probed?.storage !== ls) {
        let usable = false;
        try {
          const probe = '__storage_probe__';
          ls.setItem(probe, probe);
          ls.removeItem(probe);
          usable = true;
        } catch {
          // Full, or writes refused (some private modes): use memory.
        }
        probed = { storage: ls, usable };
      }
      if (probed.usable) return ls;
    }
  } catch {
    // Access denied (e.g. blocked third-party storage): fall through.
  }
  fallback ??= createMemoryStorage();
  return fallback;
}
