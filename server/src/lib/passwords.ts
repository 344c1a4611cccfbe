/**
 * Password hashing with scrypt (node:crypto). The stored form carries its own
 * parameters and salt — `scrypt$N$r$p$salt$hash` (base64url) — so the cost can
 * be raised without invalidating existing hashes: older ones still verify and
 * are rehashed at the next successful login (`needsRehash`). Comparison is
 * constant-time.
 *
 * The cost follows OWASP's guidance for scrypt: N = 2^17, r = 8, p = 1
 * (128 MiB of memory and a few hundred ms of CPU per hash on a small server).
 * PASSWORD_HASH_COST (log2 N) lowers it for the test runners only, which
 * register hundreds of accounts; production never sets it.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const DEFAULT_LOG2_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Bounds for a stored hash's parameters, so a corrupt row cannot ask for gigabytes.
const MAX_LOG2_COST = 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt's N from PASSWORD_HASH_COST (log2, 10..20), 2^17 when unset. */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PASSWORD_HASH_COST?.trim();
  if (!raw) return 2 ** DEFAULT_LOG2_COST;
  const log2 = Number(raw);
  if (!Number.isInteger(log2) || log2 < 10 || log2 > MAX_LOG2_COST) {
    throw new Error(`PASSWORD_HASH_COST must be an integer from 10 to ${MAX_LOG2_COST} (log2 of scrypt's N), got "${raw}"`);
  }
  return 2 ** log2;
}

/** scrypt needs 128·N·r bytes; twice that leaves node's own bookkeeping room. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, n: number = scryptCost()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: maxmemFor(n, R) });
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
  const [n, r, p] = [Number(nText), Number(rText), Number(pText)];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return null;
  // N must be a power of two above 1.
  if (n < 2 || n > 2 ** MAX_LOG2_COST || (n & (n - 1)) !== 0 || r > MAX_R || p > MAX_P) return null;
  const key = Buffer.from(keyText, 'base64url');
  if (key.length === 0) return null;
  return { n, r, p, salt: Buffer.from(saltText, 'base64url'), key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const actual = await scrypt(password, h.salt, h.key.length, { N: h.n, r: h.r, p: h.p, maxmem: maxmemFor(h.n, h.r) });
  return timingSafeEqual(actual, h.key);
}

/** Whether a (verified) hash is weaker than what hashPassword makes now: rehash it while the password is at hand. */
export function needsRehash(stored: string, n: number = scryptCost()): boolean {
  const h = parse(stored);
  if (!h) return true;
  return h.n < n || h.r !== R || h.p !== P || h.key.length !== KEY_LENGTH;
}

/** A hash of a random password: checked against when the e-mail is unknown, so both paths cost the same. */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(): Promise<string> {
  const n = scryptCost();
  let hash = dummyHashes.get(n);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), n);
    dummyHashes.set(n, hash);
  }
  return hash;
}
