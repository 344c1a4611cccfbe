/**
 * A form of a server page posted by the browser itself (its code blocked or
 * failed: plugins/external/static.ts): the shopper is sent back to the page
 * with a GET, the fields are neither read nor logged, and API paths keep
 * their JSON 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let dist: string;
const logs: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'page-forms-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  api = await startTestApi({}, { distDir: dist, logs });
});

afterAll(async () => {
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
});

const post = (url: string, body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(`${api.baseUrl}${url}`, { method: 'POST', body, headers: { 'content-type': type }, redirect: 'manual' });

describe('a page form posted without the app', () => {
  it('sends the shopper back to the page as a GET, its query kept, and logs no field', async () => {
    logs.length = 0;
    const res = await post('/reset-password?token=jeton-du-lien', 'new_password=MotDePasse-Secret-1&confirmation=MotDePasse-Secret-1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/reset-password?token=jeton-du-lien');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const login = await post('/login', 'email=amina%40example.dz&password=MotDePasse-Secret-2');
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/login');
    // The request log has the requests, and nothing of their bodies.
    expect(logs.some((line) => line.includes('/login'))).toBe(true);
    expect(logs.join('\n')).not.toMatch(/MotDePasse-Secret|amina%40example|amina@example/);
  });

  it('logs a form a browser sent as a GET without its secrets', async () => {
    logs.length = 0;
    const res = await fetch(`${api.baseUrl}/login?email=amina%40example.dz&password=MotDePasse-Secret-3`);
    expect(res.status).toBe(200);
    const lines = logs.filter((line) => line.includes('/login?'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('password=[redacted]');
    expect(logs.join('\n')).not.toContain('MotDePasse-Secret-3');
  });

  it('takes any body type, large or empty, without reading it', async () => {
    expect((await post('/contact', JSON.stringify({ message: 'x' }), 'application/json')).status).toBe(303);
    expect((await post('/signup', '--b\r\ncontent-disposition: form-data; name="x"\r\n\r\n1\r\n--b--', 'multipart/form-data; boundary=b')).status).toBe(303);
    expect((await post('/signup', 'x'.repeat(200 * 1024))).status).toBe(303);
    expect((await fetch(`${api.baseUrl}/`, { method: 'POST', redirect: 'manual' })).headers.get('location')).toBe('/');
  });

  it('never leads to another site', async () => {
    const res = await post('//ailleurs.example/piege', 'a=1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ailleurs.example/piege');
  });

  it('leaves API and media paths their JSON 404, and the API its own routes', async () => {
    const api404 = await post('/api/v1/nulle-part', 'a=1');
    expect(api404.status).toBe(404);
    expect(((await api404.json()) as { detail: string }).detail).toMatch(/^Ressource introuvable/);
    expect((await post('/media/x.svg', 'a=1')).status).toBe(404);
    // A real API route still parses its JSON.
    const login = await api.call('POST', '/api/v1/customer-auth/login', { body: { email: 'demo@example.dz', password: 'demo1234' } });
    expect(login.status).toBe(200);
  });
});
