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
import { mailOutbox } from '#server/db/schema.ts';
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

describe('the log holds no mailed credential', () => {
  it('says a mail was queued, never its link or token, and cuts tokens out of logged URLs', async () => {
    const { email, token } = await register();
    expect((await api.call('POST', '/api/v1/customer-auth/password', { body: { email } })).status).toBe(200);
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
