/**
 * A short-lived copy of public catalogue answers, per API process, as the
 * JSON text that was sent. Guarantees:
 * - exact totals: an answer is kept under the company's catalogue version
 *   (docs/decisions/004), read for every request by a statement that starts
 *   after the request arrived (requests that arrive together share one such
 *   read, see `freshReads`), and that version changes in
 *   the transaction of any write that can change a count (a price, a
 *   category, a status, a rating, a name or description as searched, stock
 *   or no stock, a store or collection link). The next request of every
 *   process after such a write reads the database;
 * - compressed once: a kept answer's brotli or gzip bytes are made for the
 *   first request that asks for them and reused with it (compressing a
 *   catalogue page took longer than answering it from the cache);
 * - what changes no count (a stock figure, an image) is at most `ttlMs` +
 *   `staleMs` old (CATALOGUE_CACHE_TTL_MS, 1 s by default, both; 0 turns the
 *   cache off): fresh for 1 s, then served 1 s more while one request makes
 *   its successor in the background, as behind a CDN's `s-maxage=1,
 *   stale-while-revalidate=1`. No request waits for an answer that expired
 *   within the last second;
 * - a company without a version is never cached;
 * - bounded memory: at most `maxEntries` answers (least recently used go
 *   first), none larger than `maxBytes`;
 * - nothing another process needs: a process starts empty and fills from
 *   the database (several stateless processes on one PostgreSQL).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedEncoding, COMPRESS_THRESHOLD_BYTES, compressSync, type CachedEncoding } from '#server/lib/compression.ts';
import { readSource } from '#server/db/replicas.ts';
import { catalogueDb } from '#server/services/catalogue-query.ts';
import { catalogueVersion } from '#server/repositories/products.ts';

export interface ResponseCacheOptions {
  ttlMs?: number;
  /** How long past `ttlMs` a kept answer is still served while its successor is made (default: `ttlMs`). */
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export interface ResponseCache {
  get(version: string, key: string): string | undefined;
  set(version: string, key: string, body: string): void;
  /**
   * The kept answer, else the one being made for the same version and key
   * (requests that miss together wait for one statement, not one each:
   * when an answer expires under load every connection misses at once),
   * else `make`'s, kept. An answer of the same version past its lifetime
   * by less than `staleMs` is still returned at once, while `make` runs (one
   * at a time) for the next requests.
   */
  fill(version: string, key: string, make: () => Promise<string>): Promise<string>;
  /**
   * The kept answer compressed with `encoding` (compressed on the first call,
   * then kept with it), or undefined when no answer is kept for this version
   * and key.
   */
  encoded(version: string, key: string, encoding: CachedEncoding): Buffer | undefined;
  /** A catalogue version (key: the server read from and the company), read after this call (see `freshReads`). */
  version(key: string, read: () => Promise<string | null>): Promise<string | null>;
  readonly size: number;
}

/**
 * Reads of a value per key that every caller waiting at the same time shares,
 * each as fresh as a read of its own: a caller never gets a read that was
 * already on its way when it called (its statement may have taken its
 * snapshot before the caller's own write, or another process's, committed),
 * only one that starts after its call. So while a read is on its way, the
 * callers that arrive wait for the next one, which starts when the current one
 * ends, or `waitMs` after the first of them came if it has not ended by then
 * (under load a read waits for a pooled connection: waiting for it to end,
 * then for another, would queue those callers twice).
 *
 * Under load this turns one catalogue-version read per request into about
 * one per round trip. The read was most of what an answer from the cache
 * cost: at 20 connections, writing statements to PostgreSQL was 21 % of the
 * API process's CPU (`bench:api`'s `varied`, 100k products), and sharing the
 * read took that scenario from 769 to 1,682 req/s (docs/decisions/010).
 */
export function freshReads<V>(waitMs = 2): (key: string, read: () => Promise<V>) => Promise<V> {
  // Per key: the read on its way, and the next one, not started yet, which the callers since wait for.
  const slots = new Map<string, { current?: Promise<V>; next?: Promise<V> }>();
  const start = (key: string, slot: { current?: Promise<V>; next?: Promise<V> }, read: () => Promise<V>) => {
    const current = read();
    slot.current = current;
    const ended = () => {
      if (slot.current !== current) return;
      slot.current = undefined;
      if (!slot.next) slots.delete(key);
    };
    current.then(ended, ended);
    return current;
  };
  return (key, read) => {
    let slot = slots.get(key);
    if (!slot) slots.set(key, (slot = {}));
    const onItsWay = slot.current;
    if (!onItsWay) return start(key, slot, read);
    let next = slot.next;
    if (!next) {
      const waiting = slot;
      next = waiting.next = new Promise<void>((go) => {
        const now = () => {
          clearTimeout(timer);
          go();
        };
        const timer = setTimeout(now, waitMs);
        onItsWay.then(now, now);
      }).then(() => {
        // Started now: later callers wait for another.
        waiting.next = undefined;
        return start(key, waiting, read);
      });
    }
    return next;
  };
}

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const ttlMs = options.ttlMs ?? 1000;
  const staleMs = options.staleMs ?? ttlMs;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: string; version: string; expires: number; encoded: Partial<Record<CachedEncoding, Buffer>> }>();
  const making = new Map<string, Promise<string>>();
  const versions = freshReads<string | null>();
  /** The entry kept for this version and key (fresh, or with `stale` within staleMs past it), now the most recently used. */
  const valid = (version: string, key: string, stale = false) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expires + (stale ? staleMs : 0) <= now()) {
      if (entry.version !== version || entry.expires + staleMs <= now()) entries.delete(key);
      return undefined;
    }
    // Most recently used last: the first key is the one to evict.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  return {
    get(version, key) {
      return valid(version, key)?.body;
    },
    set(version, key, body) {
      if (ttlMs <= 0 || body.length > maxBytes) return;
      entries.delete(key);
      entries.set(key, { body, version, expires: now() + ttlMs, encoded: {} });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    fill(version, key, make) {
      const kept = this.get(version, key);
      if (kept !== undefined) return Promise.resolve(kept);
      // Past its lifetime, a copy of this version is still served while the
      // next one is made, by one request in the background (what a CDN does
      // with stale-while-revalidate): only what no count sees can be older.
      const stale = valid(version, key, true);
      const id = `${version} ${key}`;
      let answer = making.get(id);
      if (!answer) {
        answer = make().then((body) => {
          this.set(version, key, body);
          return body;
        });
        making.set(id, answer);
        const done = () => making.delete(id);
        answer.then(done, done);
      }
      return stale ? Promise.resolve(stale.body) : answer;
    },
    encoded(version, key, encoding) {
      const entry = valid(version, key, true);
      if (!entry) return undefined;
      return (entry.encoded[encoding] ??= compressSync(encoding, Buffer.from(entry.body)));
    },
    version(key, read) {
      return versions(key, read);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Answers a public catalogue GET from the process's cache when the company's
 * catalogue version is the one the copy was made at, else from `produce`
 * (serialized with the route's own response schema, then kept). Resolves
 * once the answer is sent: the route's handler returns nothing more.
 */
export async function cachedCatalogueAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: string,
  produce: () => Promise<T>,
): Promise<void> {
  const app = request.server;
  // The version from the server the answer is read from (a replica's may be
  // behind the primary's; catalogue-query.ts catalogueDb), shared only by
  // requests reading from that server.
  const db = catalogueDb(request);
  const version = await app.catalogueCache.version(`${readSource(db)} ${companyId}`, () => catalogueVersion(db, companyId));
  // The URL as asked (its query string holds every filter, sort and page); the company, when it was left to the default.
  const key = `${companyId} ${request.url}`;
  const make = async () => String(reply.serialize(await produce()));
  const body = version === null ? await make() : await app.catalogueCache.fill(version, key, make);
  reply.type('application/json; charset=utf-8');
  // The kept copy's compressed bytes, when the client takes br or gzip; else
  // @fastify/compress compresses (or not) as for any answer.
  const encoding = cachedEncoding(request.headers['accept-encoding']);
  const packed =
    // (Characters: fewer than the bytes, so a short answer in accents falls to the plugin.)
    version !== null && encoding !== null && body.length >= COMPRESS_THRESHOLD_BYTES
      ? app.catalogueCache.encoded(version, key, encoding)
      : undefined;
  if (packed === undefined || encoding === null) {
    await reply.send(body);
    return;
  }
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary === '' ? 'accept-encoding' : `${vary}, accept-encoding`);
  await reply.header('content-encoding', encoding).send(packed);
}
