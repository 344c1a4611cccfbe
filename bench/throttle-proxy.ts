/**
 * A slow network between the browser and the store, for bench/offline.ts: a
 * TCP proxy on 127.0.0.1 that delays every chunk by half the round trip in
 * each direction and paces each direction to its bandwidth, one link shared
 * by all connections (as a phone has one radio).
 *
 * Chromium's own emulation (Network.emulateNetworkConditions) is set per
 * page: the requests a service worker makes for that page (its network-first
 * fetch of the HTML) bypass it, which made a repeat visit through the worker
 * look faster than it is. Through this proxy, the page and its worker share
 * the same slow link.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface LinkShape {
  /** Round trip in ms: each direction waits half of it. */
  rttMs: number;
  /** Bytes per second, server to browser. */
  downBytesPerSecond: number;
  /** Bytes per second, browser to server. */
  upBytesPerSecond: number;
}

export interface ThrottlingProxy {
  port: number;
  /** Off: bytes pass at once (warm-up visits); on: the link's shape applies. */
  setThrottled(on: boolean): void;
  close(): Promise<void>;
}

/** One direction of the link: when it is next free, and how fast it drains. */
class Lane {
  private freeAt = 0;
  constructor(
    private readonly delayMs: number,
    private readonly bytesPerMs: number,
  ) {}

  /** When a chunk of `bytes` sent now reaches the other end. */
  arrival(bytes: number): number {
    const now = performance.now();
    const start = Math.max(now, this.freeAt);
    this.freeAt = start + bytes / this.bytesPerMs;
    return this.freeAt + this.delayMs;
  }
}

/**
 * Forwards `from` to `to`, each chunk released when `lane` says it arrives.
 * A stream's chunks wait in one queue, drained by one timer: a timer per
 * chunk could fire out of order (Node orders timers of different durations
 * by a rounded expiry, and a chunk already due was written at once while an
 * earlier one's timer was still pending), which swapped a response's bytes
 * and Chromium failed the request (net::ERR_INVALID_HTTP_RESPONSE) when many
 * connections shared the link.
 */
function forward(from: Socket, to: Socket, lane: () => Lane | null): void {
  const queue: { when: number; action: () => void }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const drain = () => {
    timer = null;
    while (queue.length > 0) {
      const wait = queue[0]!.when - performance.now();
      if (wait > 0) {
        timer = setTimeout(drain, wait);
        return;
      }
      queue.shift()!.action();
    }
  };
  const at = (when: number, action: () => void) => {
    queue.push({ when, action });
    if (timer === null) drain();
  };
  from.on('data', (chunk: Buffer) => {
    const l = lane();
    at(l ? l.arrival(chunk.length) : 0, () => to.destroyed || to.write(chunk));
  });
  from.on('end', () => at(0, () => to.end()));
  from.on('error', () => to.destroy());
  from.on('close', () => at(0, () => to.destroy()));
}

export function startThrottlingProxy(upstreamPort: number, shape: LinkShape): Promise<ThrottlingProxy> {
  let throttled = false;
  const half = shape.rttMs / 2;
  const down = new Lane(half, shape.downBytesPerSecond / 1000);
  const up = new Lane(half, shape.upBytesPerSecond / 1000);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.setNoDelay(true);
    }
    forward(client, upstream, () => (throttled ? up : null));
    forward(upstream, client, () => (throttled ? down : null));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        port,
        setThrottled: (on) => {
          throttled = on;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
