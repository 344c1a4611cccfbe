import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '#src/lib/auth-token.ts';
import { SESSION_STORAGE_KEY } from '#src/lib/session.ts';
import { currentOwner } from '#src/offline/outbox-app.ts';

/** A localStorage stand-in that counts the session record's reads and writes. */
function countingStorage() {
  const data = new Map<string, string>();
  const session = { reads: 0, writes: 0 };
  const storage = {
    getItem: (key: string) => {
      if (key === SESSION_STORAGE_KEY) session.reads++;
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (key === SESSION_STORAGE_KEY) session.writes++;
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  } as unknown as Storage;
  return { storage, session };
}

describe('currentOwner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the guest's session once per task, however many components ask", async () => {
    const { storage, session } = countingStorage();
    vi.stubGlobal('localStorage', storage);
    const owners = Array.from({ length: 20 }, () => currentOwner());
    expect(new Set(owners).size).toBe(1);
    expect(owners[0]).toMatch(/^session:session_[a-z0-9]{9}_[a-z0-9]+$/);
    expect(session.reads).toBe(1);
    // The next task reads (and so extends) the session again.
    await Promise.resolve();
    expect(currentOwner()).toBe(owners[0]);
    expect(session.reads).toBe(2);
  });

  it('follows a sign-in within the same task', () => {
    const { storage } = countingStorage();
    vi.stubGlobal('localStorage', storage);
    expect(currentOwner()).toMatch(/^session:/);
    tokenStore.setCustomerToken('a-customer-token');
    expect(currentOwner()).toMatch(/^customer:[a-z0-9]+$/);
    tokenStore.clearCustomerToken();
    expect(currentOwner()).toMatch(/^session:/);
  });
});
