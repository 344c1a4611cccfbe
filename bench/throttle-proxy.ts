/**
 * A slow network between the browser and the store, for bench/offline.ts: a
 * TCP proxy on 127.0.0.1 that delays every chunk by half the round trip in
 * each direction and paces each direction to its bandwidth, one link shared
 * by all connections (as a phone has one radio), in turns (LinkSharing).
 *
 * Chromium's own emulation (Network.emulateNetworkConditions) is set per
 * page: the requests a service worker makes for that page (its network-first
 * fetch of the HTML) bypass it, which made a repeat visit through the worker
 * look faster than it is. Through this proxy, the page and its worker share
 * the same slow link.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * How the connections share the link.
 * - `fair` (the default): the connections with bytes waiting take turns, a
 *   slice of SLICE_BYTES each, as TCP connections over one bottleneck come to
 *   share it. A phone's browser opens six connections to a host over
 *   HTTP/1.1: the stylesheet asked for first still shares the link with the
 *   scripts asked for a moment later.
 * - `fifo`: each chunk in the order the server wrote it, whole: the first
 *   response out is delivered before any byte of the next, as an HTTP/2
 *   server that honours the browser's priorities perfectly would. The benches
 *   used only this until stop 67; it flatters whatever asks early.
 */
export type LinkSharing = 'fair' | 'fifo';

export interface LinkShape {
  /** Round trip in ms: each direction waits half of it. */
  rttMs: number;
  /** Bytes per second, server to browser. */
  downBytesPerSecond: number;
  /** Bytes per second, browser to server. */
  upBytesPerSecond: number;
  /** Default `fair`. */
  sharing?: LinkSharing;
}

export interface ThrottlingProxy {
  port: number;
  /** Off: bytes pass at once (warm-up visits); on: the link's shape applies. */
  setThrottled(on: boolean): void;
  close(): Promise<void>;
}

/** A fair lane's turn: about one TCP segment. */
const SLICE_BYTES = 1460;

/** One connection's bytes in one direction, as a lane sees them. */
interface Flow {
  /** Bytes the lane has not released yet. */
  waiting: Buffer[];
  size: number;
  /** A released piece, to reach the other end at `when`. */
  deliver(piece: Buffer, when: number): void;
  /** Called once, when the lane has released everything (then forgotten). */
  onEmpty: (() => void) | null;
}

/** One direction of the link: when it next releases bytes, how fast it drains, and how its connections share it. */
interface Lane {
  send(flow: Flow, chunk: Buffer): void;
}

/** `fifo`: each chunk whole, in the order it came; the next waits until the link is free. */
class FifoLane implements Lane {
  private freeAt = 0;
  constructor(
    private readonly delayMs: number,
    private readonly bytesPerMs: number,
  ) {}

  send(flow: Flow, chunk: Buffer): void {
    const now = performance.now();
    const start = Math.max(now, this.freeAt);
    this.freeAt = start + chunk.length / this.bytesPerMs;
    flow.deliver(chunk, this.freeAt + this.delayMs);
  }
}

/** `fair`: the connections with bytes waiting take turns, SLICE_BYTES each, at the link's rate. */
class FairLane implements Lane {
  /** The connections with bytes waiting, the next to go first. */
  private turn: Flow[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Bytes the link could have carried since it last released some and did not. */
  private credit = 0;
  private last = 0;

  constructor(
    private readonly delayMs: number,
    private readonly bytesPerMs: number,
  ) {}

  send(flow: Flow, chunk: Buffer): void {
    flow.waiting.push(chunk);
    flow.size += chunk.length;
    if (this.turn.includes(flow)) return;
    if (this.turn.length === 0) {
      // An idle link saves nothing up.
      this.credit = 0;
      this.last = performance.now();
    }
    this.turn.push(flow);
    if (this.timer === null) this.release();
  }

  private readonly release = (): void => {
    this.timer = null;
    const now = performance.now();
    this.credit += (now - this.last) * this.bytesPerMs;
    this.last = now;
    while (this.turn.length > 0) {
      const flow = this.turn[0]!;
      const n = Math.min(SLICE_BYTES, flow.size);
      if (this.credit < n) {
        this.timer = setTimeout(this.release, (n - this.credit) / this.bytesPerMs);
        return;
      }
      this.credit -= n;
      this.turn.shift();
      flow.deliver(take(flow, n), now + this.delayMs);
      if (flow.size > 0) this.turn.push(flow);
      else {
        const empty = flow.onEmpty;
        flow.onEmpty = null;
        empty?.();
      }
    }
  };
}

/** The first `n` waiting bytes of a flow. */
function take(flow: Flow, n: number): Buffer {
  const parts: Buffer[] = [];
  let left = n;
  while (left > 0) {
    const head = flow.waiting[0]!;
    if (head.length <= left) {
      parts.push(head);
      flow.waiting.shift();
      left -= head.length;
    } else {
      parts.push(head.subarray(0, left));
      flow.waiting[0] = head.subarray(left);
      left = 0;
    }
  }
  flow.size -= n;
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/**
 * Forwards `from` to `to`, each chunk released when `lane` says it arrives.
 * A stream's chunks wait in one queue, drained by one timer: a timer per
 * chunk could fire out of order (Node orders timers of different durations
 * by a rounded expiry, and a chunk already due was written at once while an
 * earlier one's timer was still pending), which swapped a response's bytes
 * and Chromium failed the request (net::ERR_INVALID_HTTP_RESPONSE) when many
 * connections shared the link. Bytes a lane still holds go before any that
 * come after it, throttled or not.
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
  const flow: Flow = { waiting: [], size: 0, deliver: (piece, when) => at(when, () => to.destroyed || to.write(piece)), onEmpty: null };
  let holder: Lane | null = null;
  /** After the bytes a lane still holds. */
  const afterHeld = (action: () => void) => {
    if (flow.size === 0) action();
    else {
      const before = flow.onEmpty;
      flow.onEmpty = () => {
        before?.();
        action();
      };
    }
  };
  from.on('data', (chunk: Buffer) => {
    const l = lane() ?? (flow.size > 0 ? holder : null);
    if (l) {
      holder = l;
      l.send(flow, chunk);
    } else at(0, () => to.destroyed || to.write(chunk));
  });
  from.on('end', () => afterHeld(() => at(0, () => to.end())));
  from.on('error', () => to.destroy());
  from.on('close', () => afterHeld(() => at(0, () => to.destroy())));
}

export function startThrottlingProxy(upstreamPort: number, shape: LinkShape): Promise<ThrottlingProxy> {
  let throttled = false;
  const half = shape.rttMs / 2;
  const Sharing = shape.sharing === 'fifo' ? FifoLane : FairLane;
  const down = new Sharing(half, shape.downBytesPerSecond / 1000);
  const up = new Sharing(half, shape.upBytesPerSecond / 1000);
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
