import { describe, expect, it } from 'vitest';
import { createSessionManager, SESSION_STORAGE_KEY } from '#src/lib/session.ts';
import { createMemoryStorage } from '#src/lib/storage.ts';
import {
  generateSessionId,
  isValidSessionId,
  parseSessionRecord,
  SESSION_EXPIRY_MS,
  SESSION_ID_PATTERN,
} from '#src/utils/session-id.ts';

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);

function setup(options: { autoRefresh?: boolean; initial?: Record<string, string> } = {}) {
  const storage = createMemoryStorage(options.initial);
  let now = T0;
  const manager = createSessionManager({ storage: () => storage, now: () => now, autoRefresh: options.autoRefresh });
  return {
    storage,
    manager,
    /** Another tab's page: its own manager on the same storage and clock. */
    otherTab: () => createSessionManager({ storage: () => storage, now: () => now, autoRefresh: options.autoRefresh }),
    advance: (ms: number) => {
      now += ms;
    },
    stored: () => JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null,
  };
}

describe('session id format', () => {
  it("is 'session_' + 9 lowercase alphanumerics + '_' + a base-36 timestamp", () => {
    for (let i = 0; i < 200; i += 1) {
      const id = generateSessionId(T0 + i);
      expect(id).toMatch(SESSION_ID_PATTERN);
      expect(id).toMatch(/^session_[a-z0-9]{9}_[a-z0-9]+$/);
      expect(id.split('_')[2]).toBe((T0 + i).toString(36));
    }
  });

  it('uses the random source for the middle part', () => {
    expect(generateSessionId(T0, () => 10)).toBe(`session_aaaaaaaaa_${T0.toString(36)}`);
  });

  it.each([
    ['session_abc123xyz_m0k1e2', true],
    ['session_ABC123xyz_m0k1e2', false],
    ['session_abc123xy_m0k1e2', false],
    ['session_abc123xyz_', false],
    ['sess_abc123xyz_m0k1e2', false],
    [42, false],
  ])('validates %s → %s', (value, expected) => {
    expect(isValidSessionId(value)).toBe(expected);
  });
});

describe('session record', () => {
  it('is created on first read with a 24 h expiry and stored under session_data', () => {
    const { manager, stored } = setup();
    const session = manager.getSession();
    expect(session.sessionId).toMatch(SESSION_ID_PATTERN);
    expect(session.createdAt).toBe(T0);
    expect(session.expiresAt).toBe(T0 + SESSION_EXPIRY_MS);
    expect(stored()).toEqual(session);
  });

  it('keeps the same id while valid and refreshes the expiry on each read', () => {
    const { manager, advance, stored } = setup();
    const first = manager.getSessionId();
    advance(60 * 60 * 1000);
    const again = manager.getSession();
    expect(again.sessionId).toBe(first);
    expect(again.createdAt).toBe(T0);
    expect(again.expiresAt).toBe(T0 + 60 * 60 * 1000 + SESSION_EXPIRY_MS);
    expect(stored()?.expiresAt).toBe(again.expiresAt);
  });

  it('with auto-refresh, an active shopper keeps the id beyond 24 h', () => {
    const { manager, advance } = setup();
    const first = manager.getSessionId();
    for (let i = 0; i < 5; i += 1) {
      advance(20 * 60 * 60 * 1000);
      expect(manager.getSessionId()).toBe(first);
    }
  });

  it('without auto-refresh, the expiry does not move and the session expires after 24 h', () => {
    const { manager, advance } = setup({ autoRefresh: false });
    const first = manager.getSession();
    advance(SESSION_EXPIRY_MS - 1);
    expect(manager.getSession()).toEqual(first);
    advance(1);
    const next = manager.getSession();
    expect(next.sessionId).not.toBe(first.sessionId);
    expect(next.createdAt).toBe(T0 + SESSION_EXPIRY_MS);
  });

  it('replaces an expired record', () => {
    const expired = { sessionId: 'session_abc123xyz_m0k1e2', createdAt: T0 - 2 * SESSION_EXPIRY_MS, expiresAt: T0 - 1 };
    const { manager, stored } = setup({ initial: { [SESSION_STORAGE_KEY]: JSON.stringify(expired) } });
    const session = manager.getSession();
    expect(session.sessionId).not.toBe(expired.sessionId);
    expect(stored()?.sessionId).toBe(session.sessionId);
  });

  it.each([
    ['not json', '{oops'],
    ['a bad id', JSON.stringify({ sessionId: 'hello', createdAt: T0, expiresAt: T0 + 1000 })],
    ['missing dates', JSON.stringify({ sessionId: 'session_abc123xyz_m0k1e2' })],
    ['string dates', JSON.stringify({ sessionId: 'session_abc123xyz_m0k1e2', createdAt: 'x', expiresAt: 'y' })],
    ['null', 'null'],
  ])('clears and recreates an invalid record (%s)', (_label, raw) => {
    const { manager, stored } = setup({ initial: { [SESSION_STORAGE_KEY]: raw } });
    const session = manager.getSession();
    expect(session.sessionId).toMatch(SESSION_ID_PATTERN);
    expect(session.createdAt).toBe(T0);
    expect(stored()).toEqual(session);
  });

  it('reuses a valid stored record', () => {
    const valid = { sessionId: 'session_abc123xyz_m0k1e2', createdAt: T0 - 1000, expiresAt: T0 + 1000 };
    const { manager } = setup({ initial: { [SESSION_STORAGE_KEY]: JSON.stringify(valid) } });
    expect(manager.getSessionId()).toBe(valid.sessionId);
  });

  it('clearSession removes the record; the next read creates a new one', () => {
    const { manager, storage } = setup();
    const first = manager.getSessionId();
    manager.clearSession();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(manager.getSessionId()).not.toBe(first);
  });

  it('is new while none is stored and while it is the one this page made, not once another page made it', () => {
    const { manager, storage, advance, otherTab: makeOtherTab } = setup();
    expect(manager.isNew()).toBe(true);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull(); // asking does not create one
    const id = manager.getSessionId();
    expect(manager.isNew()).toBe(true);
    // Another tab's page (its own manager) sees a session it did not make.
    const otherTab = makeOtherTab();
    expect(otherTab.isNew()).toBe(false);
    expect(otherTab.getSessionId()).toBe(id);
    // Expired, or cleared (sign-out): the next session will be new again.
    advance(SESSION_EXPIRY_MS + 1);
    expect(otherTab.isNew()).toBe(true);
    otherTab.getSession();
    expect(manager.isNew()).toBe(false);
    manager.clearSession();
    expect(otherTab.isNew()).toBe(true);
  });

  it('parseSessionRecord reads only well-formed records', () => {
    expect(parseSessionRecord(null)).toBeNull();
    expect(parseSessionRecord('[]')).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ sessionId: 'session_abc123xyz_m0k1e2', createdAt: 1, expiresAt: 2 }))).toEqual({
      sessionId: 'session_abc123xyz_m0k1e2',
      createdAt: 1,
      expiresAt: 2,
    });
  });
});
