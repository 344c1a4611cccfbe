/**
 * The benches' slow link (bench/throttle-proxy.ts) must deliver every
 * connection's bytes whole and in order, however many connections share it
 * and however late the event loop runs its timers: a swapped chunk is a
 * corrupt HTTP response to Chromium (net::ERR_INVALID_HTTP_RESPONSE), which
 * failed requests in bench:offline.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startThrottlingProxy, type ThrottlingProxy } from '../../bench/throttle-proxy.ts';

/** A byte stream whose every position is checkable: byte i of connection c is (i * 7 + c) % 251. */
function pattern(connection: number, from: number, length: number): Buffer {
  const b = Buffer.alloc(length);
  for (let i = 0; i < length; i++) b[i] = ((from + i) * 7 + connection) % 251;
  return b;
}

const SIZE = 60_000;
let upstream: Server | undefined;
let proxy: ThrottlingProxy | undefined;

afterEach(async () => {
  await proxy?.close();
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
});

/** An upstream that answers a connection's first byte (its number) with SIZE bytes of its pattern, in uneven writes. */
function startUpstream(): Promise<number> {
  upstream = createServer((socket: Socket) => {
    socket.once('data', async (first) => {
      const c = first[0]!;
      let sent = 0;
      for (let k = 0; sent < SIZE; k++) {
        const n = Math.min(SIZE - sent, 200 + ((k * 977) % 3000));
        socket.write(pattern(c, sent, n));
        sent += n;
        // Several data events on the proxy's side, spread over the transfer.
        if (k % 3 === 0) await new Promise((r) => setImmediate(r));
      }
      socket.end();
    });
  });
  return new Promise((resolve) => upstream!.listen(0, '127.0.0.1', () => resolve((upstream!.address() as { port: number }).port)));
}

function fetchThrough(port: number, connection: number): Promise<Buffer> {
  return timedFetch(port, connection).then((r) => r.body);
}

/** The body, and when its first and last bytes came (performance.now()). */
function timedFetch(port: number, connection: number): Promise<{ body: Buffer; first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let first = 0;
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from([connection])));
    socket.on('data', (d) => {
      first ||= performance.now();
      chunks.push(d);
    });
    socket.on('end', () => resolve({ body: Buffer.concat(chunks), first, last: performance.now() }));
    socket.on('error', reject);
  });
}

describe('throttling proxy', () => {
  it('delivers every connection whole and in order while the event loop runs late', async () => {
    const upstreamPort = await startUpstream();
    // 8 connections × 60 KB over 2 MB/s: about a quarter of a second of pacing.
    proxy = await startThrottlingProxy(upstreamPort, { rttMs: 10, downBytesPerSecond: 2_000_000, upBytesPerSecond: 2_000_000 });
    proxy.setThrottled(true);
    // The event loop is held up now and then, as a busy bench machine does:
    // timers then fire late, after data that arrived meanwhile.
    let busy = true;
    const hog = (async () => {
      while (busy) {
        const until = performance.now() + 7;
        while (performance.now() < until);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    try {
      const bodies = await Promise.all(Array.from({ length: 8 }, (_, c) => fetchThrough(proxy!.port, c)));
      bodies.forEach((body, c) => {
        expect(body.length).toBe(SIZE);
        expect(body.equals(pattern(c, 0, SIZE))).toBe(true);
      });
    } finally {
      busy = false;
      await hog;
    }
  });

  it('paces a throttled transfer to the link and passes an unthrottled one at once', async () => {
    const upstreamPort = await startUpstream();
    proxy = await startThrottlingProxy(upstreamPort, { rttMs: 100, downBytesPerSecond: 300_000, upBytesPerSecond: 300_000 });
    let t = performance.now();
    expect((await fetchThrough(proxy.port, 1)).length).toBe(SIZE);
    const fast = performance.now() - t;
    proxy.setThrottled(true);
    t = performance.now();
    expect((await fetchThrough(proxy.port, 2)).equals(pattern(2, 0, SIZE))).toBe(true);
    const slow = performance.now() - t;
    // 60 KB at 300 KB/s is 200 ms, plus a round trip of 100 ms for the request and the answer.
    expect(slow).toBeGreaterThanOrEqual(280);
    expect(fast).toBeLessThan(slow / 2);
  });

  it('shares the link between connections in turns by default, and in the order the bytes came with `fifo`', async () => {
    const upstreamPort = await startUpstream();
    const shape = { rttMs: 20, downBytesPerSecond: 300_000, upBytesPerSecond: 300_000 };
    const race = async () => {
      proxy!.setThrottled(true);
      const a = timedFetch(proxy!.port, 1);
      await new Promise((r) => setTimeout(r, 30));
      const b = timedFetch(proxy!.port, 2);
      const [ra, rb] = await Promise.all([a, b]);
      expect(ra.body.equals(pattern(1, 0, SIZE))).toBe(true);
      expect(rb.body.equals(pattern(2, 0, SIZE))).toBe(true);
      return { ra, rb };
    };
    // 60 KB each at 300 KB/s: 200 ms of link per connection.
    proxy = await startThrottlingProxy(upstreamPort, shape);
    const fair = await race();
    // In turns: the second's bytes start before the first's end, and both end together.
    expect(fair.rb.first).toBeLessThan(fair.ra.last - 100);
    expect(Math.abs(fair.rb.last - fair.ra.last)).toBeLessThan(60);
    await proxy.close();
    proxy = await startThrottlingProxy(upstreamPort, { ...shape, sharing: 'fifo' });
    const fifo = await race();
    // In order: the second waits for the first.
    expect(fifo.rb.first).toBeGreaterThanOrEqual(fifo.ra.last - 10);
  });
});
