import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
const logs: string[] = [];
beforeAll(async () => {
  api = await startTestApi({}, { logs });
});
afterAll(async () => api?.close());

const violations = () => logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'content security policy violation');

function report(type: string, body: unknown) {
  return fetch(`${api.baseUrl}/api/csp-reports`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
}

describe('the headers of every answer', () => {
  it('refuse the browser features the store does not use, and send the policy with where to report', async () => {
    const res = await fetch(`${api.baseUrl}/api/health`);
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('report-uri /api/csp-reports');
    // Stylesheets are files; inline style attributes keep their own directive.
    expect(/style-src [^;]*/.exec(csp)?.[0]).toBe("style-src 'self'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
  });
});

describe('POST /api/csp-reports', () => {
  it('logs a report-uri report and a Reporting API list, without their query strings, and answers 204', async () => {
    const legacy = await report('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://souk.example.dz/login?email=a@b.dz&password=secret',
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'inline',
        'line-number': 3,
      },
    });
    expect(legacy.status).toBe(204);
    const modern = await report('application/reports+json', [
      { type: 'csp-violation', url: 'https://souk.example.dz/', body: { documentURL: 'https://souk.example.dz/cart', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js?t=1', disposition: 'enforce' } },
    ]);
    expect(modern.status).toBe(204);
    await expect.poll(() => violations().length).toBe(2);
    const [first, second] = violations().map((v) => v.csp);
    expect(first).toMatchObject({ directive: 'style-src-elem', blocked: 'inline', page: 'https://souk.example.dz/login', line: 3 });
    expect(second).toMatchObject({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: 'https://souk.example.dz/cart', disposition: 'enforce' });
    expect(logs.join('\n')).not.toContain('secret');
  });

  it('refuses what is not a report in French, and more than 60 reports a minute from one address', async () => {
    const notReport = await report('application/csp-report', { hello: 'world' });
    expect(notReport.status).toBe(400);
    expect(((await notReport.json()) as { detail: string }).detail).toBe('Rapport CSP attendu');
    const garbage = await fetch(`${api.baseUrl}/api/csp-reports`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{not json' });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { detail: string }).detail).toBe('Rapport CSP illisible');
    const one = { 'csp-report': { 'document-uri': 'https://souk.example.dz/', 'violated-directive': 'img-src', 'blocked-uri': 'https://x.example/a.png' } };
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await report('application/csp-report', one)).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
