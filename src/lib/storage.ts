/**
 * localStorage when the browser lets us use it, else an in-memory stand-in
 * (private modes, storage disabled, tests under Node): the app keeps working,
 * it just forgets on reload.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

let fallback: KeyValueStorage | undefined;

export function browserStorage(): KeyValueStorage {
  try {
    const ls = globalThis.localStorage;
    if (ls) {
      const probe = '__storage_probe__';
      ls.setItem(probe, probe);
      ls.removeItem(probe);
      return ls;
    }
  } catch {
    // Access denied (e.g. blocked third-party storage): fall through.
  }
  fallback ??= createMemoryStorage();
  return fallback;
}
