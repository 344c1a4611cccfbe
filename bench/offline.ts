/**
 * Offline benchmark (`npm run bench:offline`): how fast a returning shopper
 * sees the catalogue's first product card on a slow 4G network, with the
 * service worker versus without it, and how fast an offline reload shows it.
 *
 * It starts the real store (`server/src/server.ts` on the built storefront,
 * PGlite in a temp folder, 127.0.0.1), then drives Debian's Chromium:
 * - a first, unthrottled visit of /products warms everything (service worker
 *   installed, persisted query cache written, HTTP cache filled);
 * - then each repeat visit opens /products in a new tab of the same profile
 *   over a slow 4G link (Lighthouse's: 150 ms RTT, 1.6 Mbit/s down,
 *   750 kbit/s up) and records the time from navigation start to the first
 *   product card painted. The link is a throttling proxy in front of the
 *   server (bench/throttle-proxy.ts), so the worker's own requests (its
 *   network-first fetch of the page) cross it too: Chromium's per-page
 *   emulation, used before, let them through at full speed.
 * "Without" is the same profile with service workers blocked (the persisted
 * query cache and the HTTP cache still help it: only the worker differs; its
 * navigation revalidates the HTTP cache's copy with the page's ETag, and an
 * unchanged page comes back as a 304, docs/decisions/012).
 * The worker's network-first fetch of the page goes through the HTTP cache,
 * which serves the page's last copy at once for 300 s (its Cache-Control has
 * stale-while-revalidate=300; Chromium applies it to that fetch, not to a
 * navigation without a worker) and revalidates it behind; a further row
 * empties the HTTP cache first, as a visit after those 300 s finds it.
 * A third profile also loses the persisted query cache before each visit
 * (service workers blocked, IndexedDB cleared, HTTP cache kept): a plain
 * repeat visit, which shows what the whole offline layer saves.
 * The store renders /products on the server, and the worker keeps that HTML
 * (docs/decisions/006): a card counts from the frame that paints it, from the
 * server's HTML (a real link) or from the app. A second table splits each
 * median into the app's boot milestones (`performance.mark` in src/entry-client.tsx
 * and src/app.tsx): scripts evaluated, persisted cache restored, and the
 * app's own ("live") card.
 *
 * Knobs: BENCH_RUNS=7, DIST_DIR (default dist/, built if missing), CHROMIUM_PATH.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startThrottlingProxy, type ThrottlingProxy } from './throttle-proxy.ts';
import { buildIfMissing, startStore, waitForHealth } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const CARD = '[data-testid="product-card"]';
const SLOW_4G = { rttMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 };

// A card counts once the frame showing it is produced (the callback after the
// next animation frame), whether it came in the server's HTML (a real link,
// clickable at once) or from the app; "live" is the card once the app runs
// it: a server page hydrated (boot:hydrated), or the browser's own rendering.
const firstCardScript = `
  const painted = (key) => requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { window[key] = performance.now(); };
    ch.port2.postMessage(0);
  });
  let live = false;
  const check = () => {
    const card = document.querySelector('#root ${CARD}');
    if (!card) return;
    if (!window.__seen) { window.__seen = true; painted('__firstCard'); }
    const serverPage = document.getElementById('app-config') !== null;
    if (!live && (!serverPage || performance.getEntriesByName('boot:hydrated').length > 0)) { live = true; painted('__liveCard'); }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  new PerformanceObserver(check).observe({ entryTypes: ['mark'] });
`;

/** One visit: ms from navigation start to the first card, and to each boot milestone. */
interface Visit {
  card: number;
  live: number;
  scripts: number;
  restored: number;
}

async function timeToFirstCard(page: Page, url: string, link: ThrottlingProxy | null, clearIndexedDb = false): Promise<Visit> {
  if (clearIndexedDb) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'indexeddb' });
  }
  link?.setThrottled(true);
  try {
    return await visit(page, url);
  } finally {
    link?.setThrottled(false);
  }
}

async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __liveCard?: number }).__liveCard !== undefined, undefined, { timeout: 60_000 });
  // The restore may end after the card: wait for its mark too, or its column reads '—'.
  await page.waitForFunction(() => performance.getEntriesByName('boot:restored').length > 0, undefined, { timeout: 10_000 }).catch(() => undefined);
  // A string, not a function: tsx's name helper (__name) does not exist in the page.
  return page.evaluate(`(() => {
    const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? Number.NaN;
    return { card: window.__firstCard, live: window.__liveCard, scripts: mark('boot:start'), restored: mark('boot:restored') };
  })()`) as Promise<Visit>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function profile(label: string, base: string, link: ThrottlingProxy, withWorker: boolean, keepPersistedCache = true) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), `bench-offline-${label}-`));
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    serviceWorkers: withWorker ? 'allow' : 'block',
    args: CHROMIUM_ARGS,
  });
  await context.addInitScript(firstCardScript);
  try {
    // Warm-up visit, unthrottled.
    const warm = await context.newPage();
    await warm.goto(`${base}/products`);
    await warm.waitForSelector(CARD);
    if (withWorker) {
      await warm.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // A second load goes through the worker, which fills its runtime caches.
      await warm.reload();
      await warm.waitForSelector(CARD);
    }
    // Let the persister write the query cache (throttled writes).
    await warm.waitForTimeout(2500);
    await warm.close();

    const repeat: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      repeat.push(await timeToFirstCard(page, `${base}/products`, link, !keepPersistedCache));
      await page.waitForTimeout(500);
      await page.close();
    }

    // Past the page's stale-while-revalidate window (300 s), the worker's
    // network-first fetch no longer finds it in the HTTP cache and waits for
    // the server: the same visit with the HTTP cache emptied (the worker's
    // precache and its copy of the page stay).
    const later: Visit[] = [];
    if (withWorker) {
      for (let i = 0; i < RUNS; i++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        later.push(await timeToFirstCard(page, `${base}/products`, link));
        await page.waitForTimeout(500);
        await page.close();
      }
    }

    const offline: Visit[] = [];
    if (withWorker) {
      for (let i = 0; i < RUNS; i++) {
        const page = await context.newPage();
        await context.setOffline(true);
        offline.push(await timeToFirstCard(page, `${base}/products`, null));
        await context.setOffline(false);
        await page.close();
      }
    }
    return { repeat, later, offline };
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function main() {
  buildIfMissing(root, distDir);
  const { server, port, base: direct, dataDir } = await startStore(root, { entry: 'server.ts', distDir, name: 'offline' });
  let link: ThrottlingProxy | undefined;
  try {
    await waitForHealth(direct, server);
    // The browser reaches the store only through the slow link.
    link = await startThrottlingProxy(port, SLOW_4G);
    const base = `http://127.0.0.1:${link.port}`;
    const withSw = await profile('sw', base, link, true);
    const withoutSw = await profile('nosw', base, link, false);
    const plain = await profile('plain', base, link, false, false);
    const rows: [string, Visit[]][] = [
      ['repeat visit, without service worker', withoutSw.repeat],
      ['repeat visit, with service worker', withSw.repeat],
      ['same, HTML not in the HTTP cache', withSw.later],
      ['offline reload, with service worker', withSw.offline],
      ['repeat visit, no worker, no IDB cache', plain.repeat],
    ];
    const fmt = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : '—').padStart(9);
    const cards = (visits: Visit[]) => visits.map((v) => v.card);
    const line = (cells: string[]) => `| ${cells[0]!.padEnd(38)} | ${cells.slice(1).join(' | ')} |`;
    const rule = (columns: number) => `|${'-'.repeat(40)}|${'|'.padStart(12, '-').repeat(columns)}`;

    console.log(`\nTime to the first product card on /products (${RUNS} runs each, slow 4G link for the page and its worker: 150 ms RTT, 1.6 Mbit/s)\n`);
    console.log(line(['visit', 'median'.padStart(9), 'min'.padStart(9), 'max'.padStart(9)]));
    console.log(rule(3));
    for (const [label, visits] of rows) {
      const xs = cards(visits);
      console.log(line([label, fmt(median(xs)), fmt(Math.min(...xs)), fmt(Math.max(...xs))]));
    }

    console.log('\nWhere the time goes (medians, ms from navigation start)\n');
    console.log(line(['visit', '1st card'.padStart(9), 'scripts'.padStart(9), 'restored'.padStart(9), 'live card'.padStart(9)]));
    console.log(rule(4));
    for (const [label, visits] of rows) {
      const m = (pick: (v: Visit) => number) => fmt(median(visits.map(pick)));
      console.log(line([label, m((v) => v.card), m((v) => v.scripts), m((v) => v.restored), m((v) => v.live)]));
    }
    console.log('1st card: painted, from the server\'s HTML (network or the worker\'s copy) or from the app; scripts: entry evaluated (boot starts);');
    console.log('restored: persisted query cache read from IndexedDB; live card: the page hydrated (or rendered by the app).');

    const ratio = median(cards(withoutSw.repeat)) / median(cards(withSw.repeat));
    const layer = median(cards(plain.repeat)) / median(cards(withSw.repeat));
    console.log(`\nRepeat visit: ${ratio.toFixed(1)}× faster with the service worker (target: at least 3×).`);
    console.log(`Repeat visit: ${layer.toFixed(1)}× faster with the whole offline layer (worker + persisted cache) than a plain repeat visit.`);
  } finally {
    await link?.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
