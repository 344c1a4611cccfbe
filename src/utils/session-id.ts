/**
 * The client session record of spec sections 3-5, as pure functions:
 * `session_` + 9 lowercase alphanumerics + `_` + a base-36 timestamp, valid
 * until `expiresAt`. Storage and the clock live in lib/session.ts.
 */
export interface SessionRecord {
  sessionId: string;
  createdAt: number;
  expiresAt: number;
}

export const SESSION_ID_PATTERN = /^session_[a-z0-9]{9}_[a-z0-9]+$/;
export const SESSION_EXPIRY_MS = 24 * 60 * 60 * 1000;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 9 random lowercase alphanumerics; `randomInt(n)` returns an integer in [0, n). */
export function randomPart(randomInt: (n: number) => number = cryptoRandomInt): string {
  let out = '';
  for (let i = 0; i < 9; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function cryptoRandomInt(n: number): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % n;
}

export function generateSessionId(now: number = Date.now(), randomInt?: (n: number) => number): string {
  return `session_${randomPart(randomInt)}_${now.toString(36)}`;
}

export function isValidSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

export function createSessionRecord(now: number, expiryMs: number = SESSION_EXPIRY_MS, randomInt?: (n: number) => number): SessionRecord {
  return { sessionId: generateSessionId(now, randomInt), createdAt: now, expiresAt: now + expiryMs };
}

/** Reads a stored record; anything malformed is null. */
export function parseSessionRecord(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (!isValidSessionId(r.sessionId)) return null;
  if (typeof r.createdAt !== 'number' || typeof r.expiresAt !== 'number') return null;
  if (!Number.isFinite(r.createdAt) || !Number.isFinite(r.expiresAt)) return null;
  return { sessionId: r.sessionId, createdAt: r.createdAt, expiresAt: r.expiresAt };
}

export function isExpired(record: SessionRecord, now: number): boolean {
  return now >= record.expiresAt;
}
