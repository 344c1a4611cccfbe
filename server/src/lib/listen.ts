/**
 * Listening on several sockets of one port, so that a burst of new
 * connections is accepted in a few turns of the event loop.
 *
 * Why: libuv accepts ONE connection per listening socket per turn of the loop
 * (libuv PR #3696, Node 20 and later; docs/decisions/015). Under load a turn
 * lasts 10 to 50 ms, so 1,000 shoppers connecting at once waited up to 10 s
 * in the kernel's accept queue, and past the queue's 511 places their
 * handshakes were dropped and retried by their kernels 1, 3 and 7 s later
 * (`nstat`: TcpExtListenOverflows 831 in one `bench:load` run at 1,000
 * connections; docs/benchmarks.md, issue 43).
 *
 * How: `sockets` listening sockets on the same address and port with
 * SO_REUSEPORT (Node's `reusePort`, Linux, Node 22.12 / 23.1 and later); the
 * kernel spreads new connections over them, and each hands its connections
 * to the one HTTP server (the `connection` event, as `server.listen` does).
 * A turn then accepts `sockets` connections. Where the runtime cannot, one
 * socket, as before. Every socket gets `backlog` places (the kernel caps it
 * at net.core.somaxconn).
 *
 * SO_REUSEPORT would also let a second server started on the same port by
 * the same user share it silently instead of failing: the port is first
 * bound alone, so that a port in use fails as it always did (EADDRINUSE).
 */
import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

export interface ListenOptions {
  port: number;
  host: string;
  /** Listening sockets on the port (1: one socket, no SO_REUSEPORT). */
  sockets: number;
  /** Places in each socket's accept queue. */
  backlog: number;
}

/** Whether this runtime sets SO_REUSEPORT (`reusePort`: Node 22.12+, 23.1+, on Linux). */
export function reusePortSupported(version = process.versions.node, platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 24 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}

/** Binds the port alone and lets it go: throws EADDRINUSE (as a plain listen would) when someone holds it. */
function ensureFree(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host }, () => {
      const bound = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * Starts `app` listening (see the header). Returns how many sockets listen.
 * The extra sockets close when the app closes.
 */
export async function listen(app: FastifyInstance, opts: ListenOptions): Promise<number> {
  const sockets = reusePortSupported() ? Math.max(1, opts.sockets) : 1;
  if (sockets === 1) {
    await app.listen({ port: opts.port, host: opts.host, backlog: opts.backlog });
    return 1;
  }
  // Port 0 asks for a free port: the probe's, which every socket then shares.
  const port = await ensureFree(opts.port, opts.host);
  // Fastify passes its listen options on to net.Server.listen, reusePort included (its type does not name it).
  const first: FastifyListenOptions & { reusePort: boolean } = { port, host: opts.host, backlog: opts.backlog, reusePort: true };
  await app.listen(first);
  const extra: net.Server[] = [];
  const closeExtra = () => {
    for (const server of extra.splice(0)) server.close();
  };
  // app.close() closes Fastify's server: the other sockets stop accepting with it.
  const close = app.server.close.bind(app.server);
  app.server.close = ((callback?: (err?: Error) => void) => {
    closeExtra();
    return close(callback);
  }) as typeof app.server.close;
  try {
    for (let i = 1; i < sockets; i += 1) {
      // noDelay as node:http sets it on the connections its own socket accepts.
      const server = net.createServer({ noDelay: true }, (socket) => app.server.emit('connection', socket));
      extra.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host: opts.host, backlog: opts.backlog, reusePort: true }, () => {
          server.off('error', reject);
          resolve();
        });
      });
    }
  } catch (err) {
    // A socket the kernel refuses (a port limit, a policy): the ones open keep serving.
    extra.pop()?.close();
    app.log.warn({ err, sockets: extra.length + 1, asked: sockets }, 'listen: fewer listening sockets than asked');
  }
  return extra.length + 1;
}
