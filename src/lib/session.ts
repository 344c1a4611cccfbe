/**
 * The client session (spec sections 3-4), sent as `X-Session-Id` on every
 * call; guest carts are bound to it (decisions.md section 3).
 * Guarantees: one record under `session_data`, shared by all tabs of the
 * origin; a malformed or expired record is replaced, never reused; with
 * auto-refresh (the default) every read pushes the expiry 24 h ahead, so an
 * active shopper keeps the same id.
 */
import {
  createSessionRecord,
  isExpired,
  parseSessionRecord,
  SESSION_EXPIRY_MS,
  type SessionRecord,
} from '#src/utils/session-id.ts';
import { browserStorage, type KeyValueStorage } from './storage.ts';

export const SESSION_STORAGE_KEY = 'session_data';

export interface SessionOptions {
  storage?: () => KeyValueStorage;
  now?: () => number;
  expiryMs?: number;
  autoRefresh?: boolean;
  randomInt?: (n: number) => number;
}

export interface SessionManager {
  /** The current record, created when absent, invalid or expired. */
  getSession(): SessionRecord;
  getSessionId(): string;
  clearSession(): void;
  /**
   * Whether the session can hold nothing yet: none is stored (the next read
   * makes one), or this page made the stored one. Reads without creating.
   */
  isNew(): boolean;
}

export function createSessionManager(options: SessionOptions = {}): SessionManager {
  const storage = options.storage ?? browserStorage;
  const now = options.now ?? Date.now;
  const expiryMs = options.expiryMs ?? SESSION_EXPIRY_MS;
  const autoRefresh = options.autoRefresh ?? true;

  const write = (record: SessionRecord) => {
    try {
      storage().setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Quota or access errors: the id still works for this page's lifetime.
    }
  };

  /** The id of the session this manager created, if it did. */
  let madeHere: string | null = null;

  function getSession(): SessionRecord {
    const t = now();
    const raw = storage().getItem(SESSION_STORAGE_KEY);
    const existing = parseSessionRecord(raw);
    if (!existing || isExpired(existing, t)) {
      if (raw !== null) storage().removeItem(SESSION_STORAGE_KEY);
      const fresh = createSessionRecord(t, expiryMs, options.randomInt);
      write(fresh);
      madeHere = fresh.sessionId;
      return fresh;
    }
    if (!autoRefresh) return existing;
    const refreshed = { ...existing, expiresAt: t + expiryMs };
    write(refreshed);
    return refreshed;
  }

  return {
    getSession,
    getSessionId: () => getSession().sessionId,
    clearSession: () => storage().removeItem(SESSION_STORAGE_KEY),
    isNew: () => {
      const existing = parseSessionRecord(storage().getItem(SESSION_STORAGE_KEY));
      return !existing || isExpired(existing, now()) || existing.sessionId === madeHere;
    },
  };
}

export const sessionManager = createSessionManager();

export function getSessionId(): string {
  return sessionManager.getSessionId();
}
