/**
 * Several listening sockets on one port (server/src/lib/listen.ts, issue 43
 * point 3): libuv accepts one connection per listening socket per turn of the
 * event loop, so a server whose turns are long accepts a burst of new
 * connections slowly; with N sockets, N per turn.
 *
 * The burst is timed against the same server with one socket, in the same
 * run: the ratio holds on a slow or busy machine, where a bound in seconds
 * would not. Where the runtime has no SO_REUSEPORT (Node 20), one socket is
 * used and only that is checked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, reusePortSupported } from '../../server/src/lib/listen.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/listen-server.ts', import.meta.url));
/** Connections that keep the server's turns long: each turn runs one /busy request of each (15 ms). */
const BUSY_CONNECTIONS = 4;
const NEW_CONNECTIONS = 100;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function startFixture(sockets: number): Promise<{ port: number; sockets: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { env: { ...process.env, LISTEN_SOCKETS: String(sockets) }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fixture exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^listening (\d+) (\d+)$/.exec(line);
      if (m) resolve({ port: Number(m[1]), sockets: Number(m[2]) });
    });
  });
}

function get(port: number, pathname: string, agent: http.Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
  });
}

/** How long (ms) NEW_CONNECTIONS connections opened at once take to be answered while BUSY_CONNECTIONS keep the loop busy. */
async function burst(port: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BUSY_CONNECTIONS });
  let stop = false;
  const busy = Array.from({ length: BUSY_CONNECTIONS }, async () => {
    while (!stop) expect(await get(port, '/busy', agent)).toBe(200);
  });
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: NEW_CONNECTIONS }, () => get(port, '/hello', false)));
  const ms = performance.now() - started;
  stop = true;
  await Promise.all(busy);
  agent.destroy();
  expect(statuses.every((s) => s === 200)).toBe(true);
  return ms;
}

describe('listening sockets', () => {
  it('knows which runtimes set SO_REUSEPORT', () => {
    expect(reusePortSupported('20.19.0', 'linux')).toBe(false);
    expect(reusePortSupported('22.11.0', 'linux')).toBe(false);
    expect(reusePortSupported('22.12.0', 'linux')).toBe(true);
    expect(reusePortSupported('23.1.0', 'linux')).toBe(true);
    expect(reusePortSupported('24.0.0', 'linux')).toBe(true);
    expect(reusePortSupported('24.0.0', 'darwin')).toBe(false);
  });

  it('a port already in use fails the start as a plain listen does, whatever the number of sockets', async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const { port } = holder.address() as net.AddressInfo;
    const app = Fastify();
    try {
      await expect(listen(app, { port, host: '127.0.0.1', sockets: 4, backlog: 511 })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await app.close();
      holder.close();
    }
  });

  it('the sockets serve the one app and close with it', async () => {
    const app = Fastify();
    app.get('/hello', async () => ({ hello: true }));
    const sockets = await listen(app, { port: 0, host: '127.0.0.1', sockets: 4, backlog: 511 });
    expect(sockets).toBe(reusePortSupported() ? 4 : 1);
    const { port } = app.server.address() as net.AddressInfo;
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get(port, '/hello', false)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    await app.close();
    // Every socket stopped accepting: a new connection is refused.
    await expect(get(port, '/hello', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it.skipIf(!reusePortSupported())(
    `${NEW_CONNECTIONS} connections opened at once while the loop is busy are accepted several times faster with 8 sockets than with one`,
    async () => {
      const one = await startFixture(1);
      const oneMs = await burst(one.port);
      const eight = await startFixture(8);
      expect(eight.sockets).toBe(8);
      const eightMs = await burst(eight.port);
      console.log(`burst of ${NEW_CONNECTIONS} new connections: 1 socket ${Math.round(oneMs)} ms, 8 sockets ${Math.round(eightMs)} ms`);
      expect(oneMs / eightMs).toBeGreaterThan(3);
    },
    90_000,
  );
});
