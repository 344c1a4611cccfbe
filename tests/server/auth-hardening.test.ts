/**
 * Issue 11, accounts: no credential in the log; the login e-mail and the
 * password change only with the current password, warn the old address and
 * end the other sessions; sessions have an absolute lifetime; the reset and
 * register answers do not tell known addresses apart by their timing;
 * passwords hashed at OWASP's scrypt cost, old hashes upgraded at login.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, customers, mailOutbox } from '#server/db/schema.ts';
import { DEFAULT_LOG2_COST, hashPassword, needsRehash, scryptCost, verifyPassword } from '#server/lib/passwords.ts';
import { SESSION_MAX_MS, TOKEN_TTL_MS } from '#server/repositories/auth-tokens.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { startTestApi, type TestApi } from './helpers.ts';

const logs: string[] = [];
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { logs });
});
afterAll(async () => api?.close());

const uniqueEmail = (tag = 'client') => `${tag}.${randomBytes(5).toString('hex')}@exemple.dz`;
const PASSWORD = 'secret123';

async function register(email = uniqueEmail()) {
  const res = await api.call('POST', '/api/v1/customer-auth/register', { body: { name: 'Yacine Haddad', email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return { email, token: res.body.access_token as string, id: res.body.customer.id as string };
}

async function mailsTo(to: string) {
  return api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

const tokenOf = (link: string | null | undefined) => {
  const m = /(?:token=|verify-email\/)([A-Za-z0-9_-]+)/.exec(link ?? '');
  if (!m?.[1]) throw new Error(`no token in ${link}`);
  return m[1];
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Half the width of a median's 95 % interval, as a boxplot's notch: 1.58 × IQR / √n. */
const medianHalfWidth = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return (1.58 * (at(0.75) - at(0.25))) / Math.sqrt(s.length);
};

/**
 * Two paths that each pay one password hash: the median ratio of their
 * times stays near 1. The band is wide because a hash's time on the shared
 * 2-core machine varies by a factor of two under load; a path that skips
 * the hash sits near 0.1 or below.
 */
function expectComparable(ratio: number) {
  expect(ratio, `median time ratio ${ratio.toFixed(2)}`).toBeGreaterThan(0.4);
  expect(ratio, `median time ratio ${ratio.toFixed(2)}`).toBeLessThan(2.5);
}

describe('the log holds no mailed credential', () => {
  it('says a mail was queued, never its link or token, and cuts tokens out of logged URLs', async () => {
    const { email, token } = await register();
    expect((await api.call('POST', '/api/v1/customer-auth/password', { body: { email } })).status).toBe(200);
    await api.app.background.drain();
    const changed = uniqueEmail('nouveau');
    const put = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: changed, current_password: PASSWORD } });
    expect(put.status).toBe(200);
    const tokens = [...(await mailsTo(email)), ...(await mailsTo(changed))].filter((m) => m.link).map((m) => tokenOf(m.link));
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    // The links' own URLs, as a browser or the storefront would call them.
    await api.call('GET', `/reset-password?token=${tokens[1]}`);
    await api.call('POST', `/api/v1/customer-auth/verify-email/${tokens[0]}`);

    const text = logs.join('');
    for (const t of tokens) expect(text).not.toContain(t);
    expect(text).not.toMatch(/verify-email\/[A-Za-z0-9_-]{20,}|token=[A-Za-z0-9_-]{20,}/);
    const queued = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'mail queued');
    expect(queued.map((l) => l.mail).sort()).toEqual(expect.arrayContaining(['password-reset', 'verification']));
    // The outbox keeps the links: it stands in for the mail server.
    expect((await mailsTo(email)).some((m) => m.link?.includes('/reset-password?token='))).toBe(true);
  });
});

const login = async (email: string, password = PASSWORD) =>
  (await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password } })).body.access_token as string;
const signedIn = async (token: string) => (await api.call('GET', '/api/v1/customer-auth/profile', { token })).status === 200;

describe('changing the login e-mail', () => {
  it('requires the current password, with a French 400 when missing or wrong, and changes nothing then', async () => {
    const { email, token } = await register();
    const next = uniqueEmail('nouveau');
    const missing = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: next } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Veuillez saisir votre mot de passe actuel pour changer d’adresse e-mail');
    const wrong = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: next, current_password: 'pas-le-bon' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Mot de passe actuel incorrect');
    expect((await api.call('GET', '/api/v1/customer-auth/profile', { token })).body.email).toBe(email);
    expect(await mailsTo(next)).toHaveLength(0);
    // A taken address is still refused as such, password or not (the storefront's form shows it by the field).
    const taken = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: 'demo@example.dz' } });
    expect(taken.status).toBe(409);
    // Other fields, and the same address in another case, need no password.
    const other = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { name: 'Yacine H.', email: email.toUpperCase() } });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ name: 'Yacine H.', email });
  });

  it('warns the old address, ends the other sessions and the pending links, keeps this session', async () => {
    const { email, token } = await register();
    const other = await login(email);
    expect((await api.call('POST', '/api/v1/customer-auth/password', { body: { email } })).status).toBe(200);
    await api.app.background.drain();
    const pendingReset = (await mailsTo(email)).find((m) => m.link?.includes('reset-password'))!;
    const pendingVerify = (await mailsTo(email)).find((m) => m.link?.includes('verify-email'))!;
    const next = uniqueEmail('nouveau');
    const res = await api.call('PUT', '/api/v1/customer-auth/profile', { token, body: { email: next, current_password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: next, email_verified: false });

    const notice = (await mailsTo(email)).find((m) => m.subject === 'Votre adresse e-mail a été modifiée');
    expect(notice?.body).toMatch(/remplacée/);
    expect(notice?.body).not.toContain(next);
    expect(notice?.link).toBeNull();
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    // The links sent to the old address no longer work.
    const reset = await api.call('POST', '/api/v1/customer-auth/password', { body: { token: tokenOf(pendingReset.link), new_password: 'pirate123' } });
    expect(reset.status).toBe(400);
    const verify = await api.call('POST', `/api/v1/customer-auth/verify-email/${tokenOf(pendingVerify.link)}`);
    expect(verify.status).toBe(400);
    // The new address's own verification link works.
    const fresh = (await mailsTo(next)).find((m) => m.link?.includes('verify-email'))!;
    expect((await api.call('POST', `/api/v1/customer-auth/verify-email/${tokenOf(fresh.link)}`)).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('mails the account and ends the other sessions', async () => {
    const { email, token } = await register();
    const other = await login(email);
    const res = await api.call('PUT', '/api/v1/customer-auth/password', { token, body: { current_password: PASSWORD, new_password: 'nouveau123' } });
    expect(res.status).toBe(200);
    expect((await mailsTo(email)).some((m) => m.subject === 'Votre mot de passe a été modifié')).toBe(true);
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
  });
});

describe('absolute session lifetime', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** Moves a token's sign-in time back, as if the session had been refreshed since then. */
  const signedInAgo = (token: string, ms: number) =>
    api.db.update(authTokens).set({ createdAt: new Date(Date.now() - ms) }).where(eq(authTokens.tokenHash, hashToken(token)));

  it('refresh keeps the sign-in time: a new token, never past 90 days after sign-in', async () => {
    expect(SESSION_MAX_MS).toBe(90 * DAY);
    const { token } = await register();
    const fresh = await api.call('POST', '/api/v1/customer-auth/refresh', { token });
    expect(fresh.status).toBe(200);
    // A young session still gets the full 30 days.
    expect(Date.parse(fresh.body.expires_at) - Date.now()).toBeGreaterThan(TOKEN_TTL_MS.access - 60_000);

    await signedInAgo(fresh.body.access_token, 89 * DAY);
    const late = await api.call('POST', '/api/v1/customer-auth/refresh', { token: fresh.body.access_token });
    expect(late.status).toBe(200);
    const left = Date.parse(late.body.expires_at) - Date.now();
    expect(left).toBeLessThanOrEqual(DAY + 1000);
    expect(left).toBeGreaterThan(DAY - 60_000);
    // Refreshing again does not move the limit.
    const again = await api.call('POST', '/api/v1/customer-auth/refresh', { token: late.body.access_token });
    expect(again.status).toBe(200);
    expect(Math.abs(Date.parse(again.body.expires_at) - Date.parse(late.body.expires_at))).toBeLessThan(2000);
  });

  it('a session past its absolute limit cannot be refreshed', async () => {
    const { token } = await register();
    await signedInAgo(token, 91 * DAY);
    const res = await api.call('POST', '/api/v1/customer-auth/refresh', { token });
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/reconnecter/);
  });
});

describe('no account enumeration by timing', () => {
  async function timed(method: string, path: string, body: unknown) {
    const start = performance.now();
    const res = await api.call(method, path, { body });
    return { ms: performance.now() - start, res };
  }
  /** Lets work started after an answer finish, so it does not weigh on the next sample. */
  const settle = async () => {
    await (api.app as { background?: { drain(): Promise<void> } }).background?.drain();
  };
  // Hundreds of sequential requests on a shared, busy machine.
  const SLOW = 90_000;

  it('password reset: the same status, text and time for a known and an unknown address', async () => {
    const { email } = await register();
    // One unknown address, asked for as often as the known one: the
    // per-address rate limit keeps a row per address (in the database on
    // PostgreSQL), and a first request for an address creates its row where
    // a repeated one updates it. Both halves of a pair now do the same.
    const stranger = `inconnu.${randomBytes(4).toString('hex')}@exemple.dz`;
    const known: number[] = [];
    const unknown: number[] = [];
    const paired: number[] = [];
    const bodies = new Set<string>();
    const statuses = new Set<number>();
    // Pairs of one known and one unknown request back to back, alternating
    // which goes first, after a warm-up: the shared machine's load, which
    // drifts over seconds, weighs on both halves of a pair alike, and the
    // median of the pairs' differences ignores the bursts. Batches of 100
    // pairs until the median is known to ±0.1 ms (95 %, the boxplot notch
    // 1.58 × IQR / √n) or 400 pairs: other test files share the 2 cores, and
    // under their load 100 pairs once put the median 0.36 ms off (in CI).
    for (let i = -6; i < 400; i += 1) {
      if (i > 0 && i % 100 === 0 && medianHalfWidth(paired) <= 0.1) break;
      const order = i % 2 === 0 ? [email, null] : [null, email];
      const pair: Record<string, number> = {};
      for (const who of order) {
        const { ms, res } = await timed('POST', '/api/v1/customer-auth/password', { email: who ?? stranger });
        statuses.add(res.status);
        bodies.add(JSON.stringify(res.body));
        pair[who ? 'known' : 'unknown'] = ms;
        await settle();
      }
      if (i < 0) continue;
      known.push(pair.known!);
      unknown.push(pair.unknown!);
      paired.push(pair.known! - pair.unknown!);
    }
    expect([...statuses]).toEqual([200]);
    expect(bodies.size).toBe(1);
    // Before the fix the known address cost one more transaction (0.5 ms and
    // more over about 2 ms): the tolerance stays well under that.
    const gap = median(paired);
    const detail = `median difference ${gap.toFixed(3)} ± ${medianHalfWidth(paired).toFixed(3)} ms over ${paired.length} pairs (medians ${median(known).toFixed(3)} / ${median(unknown).toFixed(3)} ms)`;
    expect(Math.abs(gap), detail).toBeLessThan(0.25);
  }, SLOW);

  it('register: a taken address is refused (409) in the time a new account takes (201)', async () => {
    const { email: taken } = await register();
    const ratios: number[] = [];
    for (let i = -2; i < 14; i += 1) {
      const pair: Record<string, number> = {};
      for (const isTaken of i % 2 === 0 ? [false, true] : [true, false]) {
        const email = isTaken ? taken : uniqueEmail('minute');
        const { ms, res } = await timed('POST', '/api/v1/customer-auth/register', { name: 'Minute Test', email, password: PASSWORD });
        expect(res.status).toBe(isTaken ? 409 : 201);
        pair[isTaken ? 'taken' : 'created'] = ms;
        await settle();
      }
      if (i >= 0) ratios.push(pair.taken! / pair.created!);
    }
    // Both pay one password hash; a new account also writes a few rows. The
    // median of the pairs' ratios, because the shared machine's load can
    // double a hash's time from one second to the next. Before the fix a
    // taken address took about 2 ms against 40 (a ratio near 0.05).
    expectComparable(median(ratios));
  }, SLOW);
});

describe('password hashing cost', () => {
  it('production hashes with scrypt N = 2^17, r = 8, p = 1, and verifies', async () => {
    // No PASSWORD_HASH_COST: the production default.
    expect(DEFAULT_LOG2_COST).toBe(17);
    expect(scryptCost({})).toBe(2 ** 17);
    expect(scryptCost({ PASSWORD_HASH_COST: '15' })).toBe(2 ** 15);
    expect(() => scryptCost({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => scryptCost({ PASSWORD_HASH_COST: 'beaucoup' })).toThrow(/PASSWORD_HASH_COST/);
    // The real thing once: 2^17 needs maxmem above node's 32 MiB default.
    const hash = await hashPassword('motdepasse', scryptCost({}));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('motdepasse', hash)).toBe(true);
    expect(await verifyPassword('motdepassE', hash)).toBe(false);
    expect(needsRehash(hash, 2 ** 17)).toBe(false);
  });

  it('verifies a hash made at an older cost and rehashes it at the next successful login', async () => {
    const { email, id } = await register();
    const legacy = await hashPassword(PASSWORD, 2 ** 10);
    await api.db.update(customers).set({ passwordHash: legacy }).where(eq(customers.id, id));
    const stored = async () => (await api.db.select({ h: customers.passwordHash }).from(customers).where(eq(customers.id, id)))[0]!.h;

    // A failed login changes nothing.
    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: 'pas-le-bon' } })).status).toBe(401);
    await api.app.background.drain();
    expect(await stored()).toBe(legacy);

    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: PASSWORD } })).status).toBe(200);
    await api.app.background.drain();
    const upgraded = await stored();
    expect(upgraded).not.toBe(legacy);
    expect(upgraded.startsWith(`scrypt$${scryptCost()}$8$1$`)).toBe(true);
    expect(needsRehash(upgraded)).toBe(false);
    expect((await api.call('POST', '/api/v1/customer-auth/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('a wrong password on an older, cheaper hash is refused in the time an unknown address takes', async () => {
    const { email, id } = await register();
    await api.db.update(customers).set({ passwordHash: await hashPassword(PASSWORD, 2 ** 10) }).where(eq(customers.id, id));
    const ratios: number[] = [];
    for (let i = -2; i < 14; i += 1) {
      const pair: Record<string, number> = {};
      for (const who of i % 2 === 0 ? [email, null] : [null, email]) {
        const start = performance.now();
        const res = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: who ?? uniqueEmail('inconnu'), password: 'pas-le-bon' } });
        pair[who ? 'legacy' : 'unknown'] = performance.now() - start;
        expect(res.status).toBe(401);
      }
      if (i >= 0) ratios.push(pair.legacy! / pair.unknown!);
    }
    // Before: 2^10 against the test runners' 2^14, 9 ms against 80 (a ratio near 0.1).
    expectComparable(median(ratios));
  }, 90_000);
});
