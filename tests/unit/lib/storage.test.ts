import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createMemoryStorage } from '#src/lib/storage.ts';

/** A localStorage stand-in that counts its writes (and may refuse them). */
function countingStorage(refuseWrites = false) {
  const data = new Map<string, string>();
  const calls = { setItem: 0, removeItem: 0, getItem: 0 };
  const storage = {
    getItem: (key: string) => (calls.getItem++, data.get(key) ?? null),
    setItem: (key: string, value: string) => {
      calls.setItem++;
      if (refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => (calls.removeItem++, void data.delete(key)),
  } as unknown as Storage;
  return { storage, calls, data };
}

describe('browserStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('probes localStorage once, then reads without writing', () => {
    const { storage, calls } = countingStorage();
    vi.stubGlobal('localStorage', storage);
    for (let i = 0; i < 20; i++) expect(browserStorage().getItem('customer_token')).toBeNull();
    expect(calls.setItem).toBe(1);
    expect(calls.removeItem).toBe(1);
    expect(calls.getItem).toBe(20);
  });

  it('keeps what is written in localStorage itself', () => {
    const { storage, data } = countingStorage();
    vi.stubGlobal('localStorage', storage);
    browserStorage().setItem('customer_token', 'abc');
    expect(data.get('customer_token')).toBe('abc');
    expect(browserStorage().getItem('customer_token')).toBe('abc');
  });

  it('uses memory when localStorage refuses writes, and probes a new storage again', () => {
    const refusing = countingStorage(true);
    vi.stubGlobal('localStorage', refusing.storage);
    browserStorage().setItem('k', 'v');
    expect(browserStorage().getItem('k')).toBe('v');
    expect(refusing.data.size).toBe(0);
    expect(refusing.calls.setItem).toBe(1);

    const working = countingStorage();
    vi.stubGlobal('localStorage', working.storage);
    browserStorage().setItem('k', 'w');
    expect(working.data.get('k')).toBe('w');
  });

  it('uses memory when localStorage cannot be reached', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = browserStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(createMemoryStorage({ a: '1' }).getItem('a')).toBe('1');
  });
});
