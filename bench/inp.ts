/**
 * Interaction benchmark (`npm run bench:inp`): on a phone, how soon a
 * server-rendered page becomes usable, what a tap right after the first paint
 * does, and how fast interactions are once the page is live.
 *
 * It starts the real store (`server/src/server.ts` on the built storefront,
 * PGlite seeded in a temp folder, 127.0.0.1, a free port), then drives
 * Debian's Chromium with a phone profile: a fresh browser context per run
 * (412×915, isMobile, hasTouch, fr-FR, service workers blocked, so every run
 * is a first visit with an empty cache), the CPU slowed ×4 over CDP
 * (`Emulation.setCPUThrottlingRate`) and every request over a slow 4G link
 * (bench/throttle-proxy.ts: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up).
 * Scenarios run in turn, one run of each per round, so a busy minute of the
 * machine spreads over all of them.
 *
 * Table 1, "page becomes live": /products, a product page (one sold by two
 * stores or more, in stock) and /: first contentful paint, largest
 * contentful paint (the browser's own, on the real link and CPU: Lighthouse's
 * simulated LCP counts the code as blocking when it happens to end before the
 * paint it observed unthrottled, which makes it bimodal), load event, and
 * the app's boot marks (`boot:start`: scripts evaluated, `boot:hydrated`:
 * the server's page is the app's, src/entry-client.tsx), in ms from
 * navigation start, and the gap hydrated − FCP: how long the page looks
 * ready without being so.
 *
 * Table 2, "a tap right after paint": the control is tapped (touch) as soon
 * as the page has painted and the control is visible, without waiting for
 * the hydration, as a shopper would (the paint is read from the page's
 * timeline first: see waitPainted):
 * 'Ajouter au Panier' on the product page (effect: the store-choice dialog),
 * 'Filtres' on /products (the filter drawer), then the first category in it
 * (the URL gains `categories=`), the menu button 'Ouvrir le menu' (the menu
 * drawer), and the sign-in form on /login, filled and sent with
 * 'Se connecter' (signed in: the URL leaves /login, or the header links to
 * the account). Every URL the browser asked for during that sign-in is
 * checked for the password. An effect that has not come 10 s after its tap
 * counts as "never".
 *
 * Table 3, "interaction latency after hydration": once `boot:hydrated` is
 * there and the page has had 1 s without a long task, the same kind of taps
 * (plus the cart's quantity '+', on a guest cart set up through the API)
 * and, per tap, its latency as web-vitals' INP counts it: the Event Timing
 * API's entries (durationThreshold 16 ms) grouped by interactionId, the
 * longest of the interaction; "<16" when no entry reached 16 ms.
 *
 * Times are taken inside the page, so CDP round trips do not count: an init
 * script records each tap at its pointerdown's `timeStamp` (when the browser
 * received the touch, so a main thread busy hydrating counts against the
 * tap), and watches for the effect after it (a MutationObserver and a 50 ms
 * interval, no per-frame polling, which would force frames on the slowed
 * CPU); the effect counts from the next frame after it appears. Tap and
 * effect are kept in sessionStorage with `performance.timeOrigin`, so a tap
 * that navigates (a form sent before the app runs) is still timed.
 * Waits poll every 250 ms (not Playwright's default of every animation
 * frame), and every wait is bounded.
 *
 * The page's Content-Security-Policy has no 'unsafe-eval': a string
 * predicate given to page.waitForFunction is eval'd in the page and refused,
 * so those are anonymous inline arrow functions (tsx gives them no `__name`
 * call, which the page would not have); page.evaluate and init scripts take
 * strings.
 *
 * The store serves a copy of the build taken at start, so a rebuild of dist/
 * during the run does not break it.
 *
 * Knobs: BENCH_RUNS=5, BENCH_SCENARIOS (comma list of scenario keys, or a
 * table: live, tap, inp; default all), BENCH_CPU=4 (CPU slowdown), DIST_DIR
 * (default dist/, built if missing), CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_TRACE_DIR (a folder: each run writes a Chrome trace there, JS samples included, named
 * after its scenario and run, to open in DevTools' Performance panel),
 * BENCH_WATERFALL=1 (each live run prints its requests: start, first byte, end, bytes),
 * BENCH_LINK=fair|fifo (how the connections share the slow link, bench/throttle-proxy.ts;
 * default fair: until stop 67 it was fifo).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { buildIfMissing, startStore, waitForHealth } from './harness.ts';
import { startThrottlingProxy, type ThrottlingProxy } from './throttle-proxy.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 5)) || 5);
const CPU = Math.max(1, Number(process.env.BENCH_CPU ?? 4) || 4);
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const TRACE_DIR = process.env.BENCH_TRACE_DIR ? path.resolve(process.env.BENCH_TRACE_DIR) : null;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'latencyInfo', 'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-v8.cpu_profiler'];
const SLOW_4G = { rttMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8, sharing: process.env.BENCH_LINK === 'fifo' ? 'fifo' : 'fair' } as const;
const PHONE = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  serviceWorkers: 'block',
} as const;
const DEMO = { email: 'demo@example.dz', password: 'demo1234' };

/** A tap's effect that has not come after this counts as "never". */
const EFFECT_TIMEOUT_MS = 10_000;
/** A page that is not hydrated after this counts as "never". */
const HYDRATION_TIMEOUT_MS = 30_000;
/** A control not visible after this fails the run. */
const CONTROL_TIMEOUT_MS = 30_000;
/** Table 3 taps once the page has gone this long without a long task (after boot:hydrated). */
const QUIET_MS = 1000;
/** No run takes longer than this (the bench stays bounded whatever the page does). */
const RUN_TIMEOUT_MS = 120_000;
const POLL_MS = 250;

const TARGET = { tapEffect: 1500, hydratedAfterFcp: 1500, lcp: 1500, latency: 200, moonshot: 100 };

// ---------------------------------------------------------------------------
// In the page

/**
 * Effects, as expressions the init script inlines (the page's CSP refuses
 * eval, so they cannot be sent later). Each must be cheap: it runs on DOM
 * mutations after a tap.
 */
const EFFECT = {
  dialogVisible: `(() => {
    for (const d of document.querySelectorAll('[role="dialog"]')) {
      const r = d.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && getComputedStyle(d).visibility !== 'hidden') return true;
    }
    return false;
  })()`,
  categoriesInUrl: `location.search.includes('categories=')`,
  signedIn: `!location.pathname.startsWith('/login') || document.querySelector('header a[href="/account"]') !== null`,
  quantityTwo: `[...document.querySelectorAll('[role="group"][aria-label^="Quantité de"]')].some((g) => /Quantité\\s*:\\s*2(?!\\d)/.test(g.textContent || ''))`,
};

/** The probe for one scenario: its effects in step order. */
function probeScript(effects: string[]): string {
  return `(() => {
  const KEY = '__inp';
  let st;
  try { st = JSON.parse(sessionStorage.getItem(KEY) || 'null'); } catch { st = null; }
  if (!st) st = { stage: 0, taps: [], effects: [] };
  const save = () => { try { sessionStorage.setItem(KEY, JSON.stringify(st)); } catch {} };
  const effects = [${effects.map((e) => `() => (${e})`).join(',\n')}];
  const mark = (name) => { const m = performance.getEntriesByName(name, 'mark')[0]; return m ? m.startTime : null; };
  const fcp = () => { const p = performance.getEntriesByName('first-contentful-paint')[0]; return p ? p.startTime : null; };
  window.__inpArm = (stage) => { st.stage = stage; save(); };
  window.__inpState = () => JSON.stringify(st);

  // Event Timing, as web-vitals' INP reads it; long tasks, for "quiet".
  window.__inpEvents = [];
  window.__inpLastLong = 0;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId > 0) window.__inpEvents.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__inpLastLong = Math.max(window.__inpLastLong, e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // The largest contentful paint, as the browser reports it on this link and CPU (its last candidate).
  window.__inpLcp = null;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__inpLcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}

  // The effect of the pending tap: checked on DOM changes and every 50 ms,
  // counted from the next frame after it shows.
  let watching = false;
  let seen = false;
  const check = () => {
    const s = st.taps.length - 1;
    if (seen || s < 0 || st.effects[s] || !effects[s]) return;
    let ok = false;
    try { ok = effects[s](); } catch {}
    if (!ok) return;
    seen = true;
    const found = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const t = performance.now();
        st.effects[s] = { abs: performance.timeOrigin + t, at: t, found };
        save();
        seen = false;
      };
      ch.port2.postMessage(0);
    });
  };
  const watch = () => {
    if (watching) return;
    watching = true;
    const start = () => {
      new MutationObserver(check).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      setInterval(check, 50);
      check();
    };
    if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start, { once: true });
  };

  addEventListener('pointerdown', (e) => {
    const s = st.stage;
    if (st.taps[s]) return;
    const h = mark('boot:hydrated');
    st.taps[s] = {
      abs: performance.timeOrigin + e.timeStamp,
      at: e.timeStamp,
      handler: performance.now(),
      fcp: fcp(),
      hydrated: h !== null && h <= e.timeStamp,
      bootStart: mark('boot:start'),
      href: location.href,
    };
    save();
    watch();
  }, { capture: true });

  // A tap that navigated: keep watching in the new document.
  if (st.taps.length > st.effects.filter(Boolean).length) watch();
})();`;
}

interface TapRecord {
  abs: number;
  at: number;
  handler: number;
  fcp: number | null;
  hydrated: boolean;
  bootStart: number | null;
  href: string;
}
interface EffectRecord {
  abs: number;
  at: number;
  found: number;
}
interface ProbeState {
  stage: number;
  taps: (TapRecord | null)[];
  effects: (EffectRecord | null)[];
}
interface EventRecord {
  id: number;
  name: string;
  start: number;
  duration: number;
}

async function probeState(page: Page): Promise<ProbeState | null> {
  try {
    const raw = (await page.evaluate(`window.__inpState ? window.__inpState() : sessionStorage.getItem('__inp')`)) as string | null;
    return raw ? (JSON.parse(raw) as ProbeState) : null;
  } catch {
    return null; // navigating
  }
}

// ---------------------------------------------------------------------------
// Scenarios

type Table = 'live' | 'tap' | 'inp';

interface Step {
  label: string;
  control: (page: Page) => Locator;
  effect: string;
  /** Before the tap (the sign-in form is filled). */
  before?: (page: Page) => Promise<void>;
}

interface Scenario {
  key: string;
  table: Table;
  title: string;
  path: string;
  steps: Step[];
  /** Before the navigation (a guest cart is made). */
  setup?: (context: BrowserContext) => Promise<void>;
  /** Record every URL asked for, for the password check. */
  watchUrls?: boolean;
}

const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filtres', exact: true });
const firstCategory = (page: Page) => page.getByRole('dialog').getByRole('region', { name: 'Catégories' }).locator('label').first();
const menuButton = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu', exact: true });
const buyButton = (page: Page) => page.getByRole('button', { name: /^Ajouter au Panier/ }).first();
const plusButton = (page: Page) => page.getByRole('button', { name: /^Augmenter la quantité de / }).first();

function scenarios(productPath: string, cartSetup: (context: BrowserContext) => Promise<void>): Scenario[] {
  const openFilters: Step = { label: "tap 'Filtres' → drawer", control: filtersButton, effect: EFFECT.dialogVisible };
  const tick: Step = { label: 'tick in drawer → URL categories=', control: firstCategory, effect: EFFECT.categoriesInUrl };
  const openMenu: Step = { label: "tap 'Ouvrir le menu' → drawer", control: menuButton, effect: EFFECT.dialogVisible };
  const buy: Step = { label: "tap 'Ajouter au Panier' → store dialog", control: buyButton, effect: EFFECT.dialogVisible };
  return [
    { key: 'live-products', table: 'live', title: '/products', path: '/products', steps: [] },
    { key: 'live-product', table: 'live', title: 'product page', path: productPath, steps: [] },
    { key: 'live-home', table: 'live', title: '/', path: '/', steps: [] },
    { key: 'tap-product', table: 'tap', title: 'product page', path: productPath, steps: [buy] },
    { key: 'tap-filters', table: 'tap', title: '/products', path: '/products', steps: [openFilters, tick] },
    { key: 'tap-menu', table: 'tap', title: '/products', path: '/products', steps: [openMenu] },
    {
      key: 'tap-login',
      table: 'tap',
      title: '/login',
      path: '/login',
      watchUrls: true,
      steps: [
        {
          label: "fill, tap 'Se connecter' → signed in",
          control: (page) => page.getByRole('button', { name: 'Se connecter', exact: true }),
          effect: EFFECT.signedIn,
          before: async (page) => {
            await page.getByLabel('Adresse e-mail').fill(DEMO.email, { timeout: CONTROL_TIMEOUT_MS });
            await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password, { timeout: CONTROL_TIMEOUT_MS });
          },
        },
      ],
    },
    { key: 'inp-filters', table: 'inp', title: '/products', path: '/products', steps: [{ ...openFilters, label: "open 'Filtres' → drawer" }, { ...tick, label: 'tick a category → URL' }] },
    { key: 'inp-product', table: 'inp', title: 'product page', path: productPath, steps: [{ ...buy, label: "'Ajouter au Panier' → dialog" }] },
    {
      key: 'inp-cart',
      table: 'inp',
      title: '/cart',
      path: '/cart',
      setup: cartSetup,
      steps: [{ label: "quantity '+' → shows 2", control: plusButton, effect: EFFECT.quantityTwo }],
    },
    { key: 'inp-menu', table: 'inp', title: '/products', path: '/products', steps: [{ ...openMenu, label: "menu button → drawer" }] },
  ];
}

// ---------------------------------------------------------------------------
// Runs

interface LiveRun {
  fcp: number;
  /** The browser's own largest contentful paint (its last candidate before the reading, which comes after the load event and the hydration). */
  lcp: number;
  load: number;
  bootStart: number;
  hydrated: number;
}
interface StepRun {
  /** Tap time, ms from navigation start of its page. */
  tapAt: number;
  tapMinusFcp: number;
  /** null when the tap was not seen. */
  hydratedAtTap: boolean | null;
  /** ms from the tap to the frame after its effect; Infinity: never. */
  effect: number;
  /** Event Timing latency of the tap's interaction, ms; 0: no entry ≥ 16 ms; NaN: unknown. */
  latency: number;
  /**
   * For a step after the first: ms from the previous step's effect to this
   * tap, that is how long its control took to show (a drawer's categories
   * arriving), plus the driver's own few ms. NaN for the first step.
   */
  shownAfterPrevious: number;
}
interface Run {
  live?: LiveRun;
  steps: (StepRun | null)[];
  /** The URLs holding the password (tap-login). */
  passwordUrls?: string[];
  error?: string;
}

const never = Number.POSITIVE_INFINITY;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no end after ${ms} ms`)), ms);
    }),
  ]);
}

/** boot:hydrated, polled every 250 ms (not per frame); false after the timeout. */
async function waitHydrated(page: Page, timeout = HYDRATION_TIMEOUT_MS): Promise<boolean> {
  return page
    .waitForFunction(() => performance.getEntriesByName('boot:hydrated').length > 0, undefined, { polling: POLL_MS, timeout })
    .then(() => true)
    .catch(() => false);
}

/** Waits until the page has gone QUIET_MS without a long task (since boot:hydrated), at most 15 s. */
async function waitQuiet(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const idle = (await page
      .evaluate(`(() => {
        const h = performance.getEntriesByName('boot:hydrated')[0];
        return performance.now() - Math.max(h ? h.startTime : 0, window.__inpLastLong || 0);
      })()`)
      .catch(() => 0)) as number;
    if (idle >= QUIET_MS) return;
    await sleep(Math.min(POLL_MS, Math.max(50, QUIET_MS - idle)));
  }
}

/**
 * The first paint, as a shopper's eyes see it: read from the page's paint
 * timeline, without asking where anything is. Playwright's visibility check
 * measures the control's box, which makes the page lay itself out: before
 * the stylesheet is in, each check laid out the unstyled page (up to 100 ms
 * at CPU ×4 in a trace), time the page's own first frame and its loader
 * then waited behind.
 */
async function waitPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 16, timeout: CONTROL_TIMEOUT_MS });
}

/** Polls the probe until the step's effect is recorded or EFFECT_TIMEOUT_MS after its tap. */
async function waitEffect(page: Page, step: number): Promise<ProbeState | null> {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS + 1000;
  let state: ProbeState | null = null;
  while (Date.now() < deadline) {
    state = (await probeState(page)) ?? state;
    if (state?.effects[step]) return state;
    await sleep(POLL_MS);
  }
  return state;
}

async function runLive(page: Page, url: string): Promise<LiveRun> {
  await page.goto(url, { waitUntil: 'commit', timeout: HYDRATION_TIMEOUT_MS });
  const hydrated = await waitHydrated(page);
  // The load event may come after the hydration, or before it.
  await page
    .waitForFunction(() => ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0) > 0, undefined, {
      polling: POLL_MS,
      timeout: hydrated ? 15_000 : 1000,
    })
    .catch(() => undefined);
  const m = JSON.parse(
    (await page.evaluate(`JSON.stringify((() => {
      const mark = (name) => { const e = performance.getEntriesByName(name, 'mark')[0]; return e ? e.startTime : null; };
      const p = performance.getEntriesByName('first-contentful-paint')[0];
      const n = performance.getEntriesByType('navigation')[0];
      return { fcp: p ? p.startTime : null, lcp: window.__inpLcp, load: n && n.loadEventStart > 0 ? n.loadEventStart : null, bootStart: mark('boot:start'), hydrated: mark('boot:hydrated') };
    })())`)) as string,
  ) as Record<keyof LiveRun, number | null>;
  if (WATERFALL) await printWaterfall(page, url);
  return { fcp: m.fcp ?? never, lcp: m.lcp ?? never, load: m.load ?? never, bootStart: m.bootStart ?? never, hydrated: m.hydrated ?? never };
}

/** BENCH_WATERFALL=1: every request of a live run, when it started and ended on the link and its size, to see what shares it. */
async function printWaterfall(page: Page, url: string): Promise<void> {
  const rows = JSON.parse(
    (await page.evaluate(`JSON.stringify((() => {
      const n = performance.getEntriesByType('navigation')[0];
      const all = [n, ...performance.getEntriesByType('resource')].filter(Boolean);
      return all.map((e) => [e.name.replace(location.origin, '') + (e === n ? ' (connect ' + Math.round(e.connectStart) + '–' + Math.round(e.connectEnd) + ', request ' + Math.round(e.requestStart) + ')' : ''), Math.round(e.startTime), Math.round(e.responseStart), Math.round(e.responseEnd), e.transferSize, e.initiatorType]);
    })())`)) as string,
  ) as [string, number, number, number, number, string][];
  console.log(`\n  waterfall of ${url} (ms from navigation: start, first byte, end; bytes on the wire)`);
  for (const [name, start, first, end, size, type] of rows.sort((a, b) => a[1] - b[1])) {
    console.log(`    ${String(start).padStart(5)} ${String(first).padStart(5)} ${String(end).padStart(5)} ${String(size).padStart(7)}  ${type.padEnd(6)} ${name.slice(0, 120)}`);
  }
}

async function readEvents(page: Page): Promise<EventRecord[]> {
  try {
    return JSON.parse((await page.evaluate(`JSON.stringify(window.__inpEvents || [])`)) as string) as EventRecord[];
  } catch {
    return [];
  }
}

/** Per tap, the longest entry of the interactions that started at or after it (and before the next tap). */
function latencies(events: EventRecord[], taps: (TapRecord | null)[]): number[] {
  const interactions = new Map<number, { start: number; duration: number }>();
  for (const e of events) {
    const i = interactions.get(e.id);
    if (!i) interactions.set(e.id, { start: e.start, duration: e.duration });
    else interactions.set(e.id, { start: Math.min(i.start, e.start), duration: Math.max(i.duration, e.duration) });
  }
  return taps.map((tap, k) => {
    if (!tap) return Number.NaN;
    const next = taps.slice(k + 1).find((t) => t !== null);
    let latency = 0;
    for (const i of interactions.values()) {
      if (i.start >= tap.at - 1 && (!next || i.start < next.at - 1)) latency = Math.max(latency, i.duration);
    }
    return latency;
  });
}

const DIAGNOSTIC = `JSON.stringify({
  held: window.__earlyInput ? window.__earlyInput.pending : null,
  pendingRegions: document.querySelectorAll('[data-hydrate-pending]').length,
  busy: [...document.querySelectorAll('[data-early-pending]')].map((e) => (e.getAttribute('aria-label') || e.textContent || e.tagName).trim().slice(0, 40)),
  status: document.querySelector('.early-input-status') ? document.querySelector('.early-input-status').textContent : null,
  marks: performance.getEntriesByType('mark').map((m) => m.name + '@' + Math.round(m.startTime)),
})`;

async function runSteps(page: Page, scenario: Scenario, url: string): Promise<(StepRun | null)[]> {
  const out: (StepRun | null)[] = scenario.steps.map(() => null);
  await page.goto(url, { waitUntil: 'commit', timeout: CONTROL_TIMEOUT_MS });
  if (scenario.table === 'inp') {
    if (!(await waitHydrated(page))) throw new Error('the page never hydrated');
    await waitQuiet(page);
  }
  let state: ProbeState | null = null;
  for (const [k, step] of scenario.steps.entries()) {
    if (k > 0 && !state?.effects[k - 1]) break; // the previous tap did nothing: this one cannot be done
    if (k > 0) await page.evaluate(`window.__inpArm && window.__inpArm(${k})`);
    const control = step.control(page);
    if (k === 0 && scenario.table === 'tap') await waitPainted(page);
    await control.waitFor({ state: 'visible', timeout: CONTROL_TIMEOUT_MS });
    if (scenario.table === 'inp' && k > 0) await waitQuiet(page);
    await step.before?.(page);
    // force: a shopper taps what they see, whether or not it is marked disabled or busy.
    await control.tap({ force: true, timeout: CONTROL_TIMEOUT_MS });
    state = await waitEffect(page, k);
  }
  if (scenario.table === 'inp') await sleep(600); // Event Timing entries come after the next frame
  const events = scenario.table === 'inp' ? await readEvents(page) : [];
  state = (await probeState(page)) ?? state;
  const taps = scenario.steps.map((_, k) => state?.taps[k] ?? null);
  const lat = latencies(events, taps);
  for (const [k, tap] of taps.entries()) {
    if (!tap) continue;
    const effect = state?.effects[k];
    const elapsed = effect ? effect.abs - tap.abs : never;
    // What the page held when an effect never came: the input still waiting, the regions still to hydrate, the marks.
    if (!effect) console.log(`    (no effect: ${await page.evaluate(DIAGNOSTIC).catch((e: Error) => e.message)})`);
    out[k] = {
      tapAt: tap.at,
      tapMinusFcp: tap.fcp === null ? Number.NaN : tap.at - tap.fcp,
      hydratedAtTap: tap.hydrated,
      effect: elapsed <= EFFECT_TIMEOUT_MS ? elapsed : never,
      latency: scenario.table === 'inp' ? lat[k]! : Number.NaN,
      shownAfterPrevious: k > 0 && state?.effects[k - 1] ? tap.abs - state.effects[k - 1]!.abs : Number.NaN,
    };
  }
  return out;
}

async function runOnce(browser: Browser, base: string, link: ThrottlingProxy, scenario: Scenario, round: number): Promise<Run> {
  const context = await browser.newContext(PHONE);
  const urls: string[] = [];
  try {
    if (scenario.watchUrls) context.on('request', (r) => urls.push(r.url()));
    await scenario.setup?.(context);
    await context.addInitScript(probeScript(scenario.steps.map((s) => s.effect)));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    link.setThrottled(true);
    const run: Run = { steps: [] };
    if (TRACE_DIR) await browser.startTracing(page, { path: path.join(TRACE_DIR, `${scenario.key}-${round}.json`), categories: TRACE_CATEGORIES });
    try {
      if (scenario.table === 'live') run.live = await withTimeout(runLive(page, base + scenario.path), RUN_TIMEOUT_MS, scenario.key);
      else run.steps = await withTimeout(runSteps(page, scenario, base + scenario.path), RUN_TIMEOUT_MS, scenario.key);
    } finally {
      link.setThrottled(false);
      if (TRACE_DIR) await browser.stopTracing().catch(() => undefined);
    }
    if (scenario.watchUrls) {
      const secret = encodeURIComponent(DEMO.password);
      run.passwordUrls = urls.filter((u) => u.includes(DEMO.password) || u.includes(secret) || /[?&]password=/i.test(u));
    }
    return run;
  } finally {
    await withTimeout(context.close(), 15_000, 'closing the context').catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------
// Store


interface ProductItem {
  id: string;
  name: string;
  stock: number;
  available_stores: { store_id: string }[];
}

async function pickProduct(direct: string): Promise<ProductItem> {
  const res = await fetch(`${direct}/api/v1/public/products/?limit=100&sort=rating`);
  if (!res.ok) throw new Error(`product list: ${res.status}`);
  const { items } = (await res.json()) as { items: ProductItem[] };
  const product = items.find((p) => p.stock > 0 && p.available_stores.length >= 2);
  if (!product) throw new Error('no product in stock sold by two stores or more');
  return product;
}

/** A returning guest with one item in their cart: the session in localStorage, the item added through the API. */
function guestCart(direct: string, product: ProductItem) {
  return async (context: BrowserContext) => {
    const now = Date.now();
    const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
    const random = Array.from(randomBytes(9), (b) => alphabet[b % 36]).join('');
    const session = { sessionId: `session_${random}_${now.toString(36)}`, createdAt: now, expiresAt: now + 86_400_000 };
    const res = await fetch(`${direct}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': session.sessionId },
      body: JSON.stringify({ product_id: product.id, quantity: 1, store_id: product.available_stores[0]!.store_id }),
    });
    if (!res.ok) throw new Error(`cart setup: ${res.status} ${await res.text()}`);
    await context.addInitScript(`if (!localStorage.getItem('session_data')) localStorage.setItem('session_data', ${JSON.stringify(JSON.stringify(session))});`);
  };
}

// ---------------------------------------------------------------------------
// Output

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
/** Median with "never" (Infinity) counted; NaN (no value) left out. */
function median(xs: number[]): number {
  const s = sorted(xs.filter((x) => !Number.isNaN(x)));
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
const minOf = (xs: number[]) => sorted(xs.filter((x) => !Number.isNaN(x)))[0] ?? Number.NaN;
const maxOf = (xs: number[]) => sorted(xs.filter((x) => !Number.isNaN(x))).at(-1) ?? Number.NaN;
const ms = (n: number) => (Number.isNaN(n) ? '—' : n === never ? 'never' : `${n.toFixed(0)}`);
const lat = (n: number) => (Number.isNaN(n) ? '—' : n === 0 ? '<16' : `${n.toFixed(0)}`);
const stats = (xs: number[], f = ms) => `${f(median(xs))} [${f(minOf(xs))}–${f(maxOf(xs))}]`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

// ---------------------------------------------------------------------------

async function main() {
  const loadAtStart = load();
  buildIfMissing(root, distDir);
  // The store serves a copy of the build: a rebuild of dist/ while the bench
  // runs (someone working in the checkout) would otherwise break its pages.
  const snapshot = mkdtempSync(path.join(tmpdir(), 'bench-inp-dist-'));
  const servedDist = path.join(snapshot, 'dist');
  cpSync(distDir, servedDist, { recursive: true });
  cpSync(`${distDir}-server`, `${servedDist}-server`, { recursive: true });
  const { server, port, base: direct, dataDir } = await startStore(root, {
    entry: 'server.ts',
    distDir: servedDist,
    name: 'inp',
    env: {
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Repeated sign-ins of the demo account, and guest carts, must not hit the limits.
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_RATE_LIMIT: '1000',
      WRITE_RATE_LIMIT: '10000',
    },
  });
  const serverExited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let link: ThrottlingProxy | undefined;
  let browser: Browser | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await withTimeout(browser?.close() ?? Promise.resolve(), 20_000, 'closing the browser').catch(() => undefined);
    await withTimeout(link?.close() ?? Promise.resolve(), 5000, 'closing the proxy').catch(() => undefined);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await withTimeout(serverExited, 10_000, 'stopping the server').catch(() => server.kill('SIGKILL'));
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await waitForHealth(direct, server);
    const product = await pickProduct(direct);
    link = await startThrottlingProxy(port, SLOW_4G);
    const base = `http://127.0.0.1:${link.port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

    const all = scenarios(`/products/${product.id}`, guestCart(direct, product));
    const wanted = (process.env.BENCH_SCENARIOS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const chosen = wanted.length ? all.filter((s) => wanted.includes(s.key) || wanted.includes(s.table)) : all;
    if (chosen.length === 0) throw new Error(`BENCH_SCENARIOS=${wanted.join(',')} names no scenario (${all.map((s) => s.key).join(', ')}; or live, tap, inp)`);

    console.log('bench:inp — phone profile: 412×915, isMobile, hasTouch, fr-FR, service workers blocked, a fresh context per run');
    console.log(`  CPU ×${CPU} (Emulation.setCPUThrottlingRate); network: slow 4G through bench/throttle-proxy.ts (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up)`);
    console.log(`  BENCH_RUNS=${RUNS}  BENCH_LINK=${SLOW_4G.sharing}  BENCH_SCENARIOS=${chosen.map((s) => s.key).join(',')}`);
    console.log(`  DIST_DIR=${distDir}  CHROMIUM_PATH=${CHROMIUM_PATH}${TRACE_DIR ? `  BENCH_TRACE_DIR=${TRACE_DIR}` : ''}`);
    if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
    console.log(`  product page: /products/${product.id} (${product.name}, stock ${product.stock}, ${product.available_stores.length} stores)`);
    console.log(`  load average at start: ${loadAtStart}\n`);

    const runs = new Map<string, Run[]>(chosen.map((s) => [s.key, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const scenario of chosen) {
        let run: Run;
        try {
          run = await runOnce(browser, base, link, scenario, i + 1);
        } catch (error) {
          run = { steps: [], error: (error as Error).message.split('\n')[0] };
          console.log(`  ${scenario.key} run ${i + 1}/${RUNS} failed: ${run.error}`);
        }
        runs.get(scenario.key)!.push(run);
        if (!run.error) {
          const what = run.live
            ? `hydrated ${ms(run.live.hydrated)} ms, FCP ${ms(run.live.fcp)} ms`
            : scenario.steps
                .map((s, k) => {
                  const r = run.steps[k];
                  if (!r) return `${s.label}: not done`;
                  const latency = scenario.table === 'inp' ? `, latency ${lat(r.latency)} ms` : '';
                  return `${s.label}: ${ms(r.effect)}${r.effect === never ? '' : ' ms'}${latency} (hydrated at tap: ${r.hydratedAtTap ? 'yes' : 'no'})`;
                })
                .join('; ');
          console.log(`  ${scenario.key} run ${i + 1}/${RUNS}: ${what}`);
        }
      }
    }

    const byTable = (t: Table) => chosen.filter((s) => s.table === t);
    const failed = (key: string) => runs.get(key)!.filter((r) => r.error).length;
    const targets: string[] = [];
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

    if (byTable('live').length) {
      console.log(`\nTable 1 — page becomes live (ms from navigation start; median [min–max] of ${RUNS} runs)\n`);
      const rows = byTable('live').map((s) => {
        const live = runs.get(s.key)!.filter((r) => r.live).map((r) => r.live!);
        const pick = (f: (l: LiveRun) => number) => stats(live.map(f));
        const gap = live.map((l) => (l.hydrated === never ? never : l.hydrated - l.fcp));
        if (s.key !== 'live-home') {
          const g = median(gap);
          targets.push(`hydrated ≤ ${TARGET.hydratedAfterFcp} ms after FCP, ${s.title}: median ${ms(g)} ms — ${verdict(g <= TARGET.hydratedAfterFcp)}`);
        }
        const lcp = median(live.map((l) => l.lcp));
        targets.push(`LCP ≤ ${TARGET.lcp} ms (the browser's, on this link and CPU), ${s.title}: median ${ms(lcp)} ms — ${verdict(lcp <= TARGET.lcp)}`);
        return [s.title, pick((l) => l.fcp), pick((l) => l.lcp), pick((l) => l.load), pick((l) => l.bootStart), pick((l) => l.hydrated), stats(gap), String(failed(s.key))];
      });
      console.log(table(['page', 'FCP', 'LCP', 'load event', 'boot:start', 'boot:hydrated', 'hydrated − FCP', 'failed'], rows));
    }

    if (byTable('tap').length) {
      console.log(`\nTable 2 — a tap right after paint (tapped once painted and visible, not waiting for hydration; ${RUNS} runs; "never": no effect ${EFFECT_TIMEOUT_MS / 1000} s after the tap)\n`);
      const rows: string[][] = [];
      for (const s of byTable('tap')) {
        const rs = runs.get(s.key)!.filter((r) => !r.error);
        for (const [k, step] of s.steps.entries()) {
          const done = rs.map((r) => r.steps[k]).filter((x): x is StepRun => x !== null && x !== undefined);
          const effects = done.map((d) => d.effect);
          const nevers = effects.filter((e) => e === never).length;
          const hydrated = done.filter((d) => d.hydratedAtTap).length;
          rows.push([
            `${s.title}: ${step.label}`,
            `${done.length}/${RUNS}`,
            `${hydrated}/${done.length}`,
            ms(median(done.map((d) => d.tapAt))),
            ms(median(done.map((d) => d.tapMinusFcp))),
            ms(median(effects)),
            ms(minOf(effects)),
            ms(maxOf(effects)),
            `${nevers}/${done.length}`,
            k > 0 ? ms(median(done.map((d) => d.shownAfterPrevious))) : '',
          ]);
          const m = median(effects);
          targets.push(
            `tap-after-paint effect ≤ ${TARGET.tapEffect} ms, ${s.title} ${step.label}: ` +
              (done.length ? `median ${ms(m)}${m === never ? '' : ' ms'}, never ${nevers}/${done.length} — ${verdict(nevers === 0 && m <= TARGET.tapEffect)}` : `not done — NOT met`),
          );
        }
      }
      console.log(table(['scenario', 'tapped', 'hydrated at tap', 'tap at', 'tap − FCP', 'tap → effect', 'min', 'max', 'never', 'control shown'], rows));
      console.log('tap at: ms from navigation start (the pointerdown\'s timeStamp); tap → effect: to the frame after the effect shows; medians.');
      console.log("control shown: for a second step, ms from the first step's effect to this step's tap (its control showing, e.g. the drawer's categories).");
      console.log("'tapped' counts runs where the tap was done (a step after a tap that did nothing is not tried); failed runs are listed above.");
      const login = byTable('tap').find((s) => s.key === 'tap-login');
      if (login) {
        const rs = runs.get(login.key)!.filter((r) => r.passwordUrls);
        const leaks = rs.filter((r) => r.passwordUrls!.length > 0);
        const example = leaks[0]?.passwordUrls![0];
        const shown = example ? new URL(example) : null;
        if (shown) for (const key of [...shown.searchParams.keys()]) if (/password/i.test(key)) shown.searchParams.set(key, '…');
        console.log(
          `\nPassword in a URL (sign-in right after paint): ${leaks.length ? 'yes' : 'no'} — ${leaks.length}/${rs.length} runs` +
            (shown ? ` (e.g. GET ${shown.pathname}${shown.search.replace(/%E2%80%A6/g, '…')})` : ''),
        );
        targets.push(`no password in any URL: ${leaks.length ? `password in a URL in ${leaks.length}/${rs.length} runs` : `none in ${rs.length} runs`} — ${verdict(leaks.length === 0 && rs.length > 0)}`);
      }
    }

    if (byTable('inp').length) {
      console.log(`\nTable 3 — interaction latency after hydration (boot:hydrated, then ${QUIET_MS} ms without a long task; ${RUNS} runs; Event Timing, max duration per interactionId)\n`);
      const rows: string[][] = [];
      for (const s of byTable('inp')) {
        const rs = runs.get(s.key)!.filter((r) => !r.error);
        for (const [k, step] of s.steps.entries()) {
          const done = rs.map((r) => r.steps[k]).filter((x): x is StepRun => x !== null && x !== undefined);
          const l = done.map((d) => d.latency);
          const e = done.map((d) => d.effect);
          const m = median(l);
          rows.push([`${s.title}: ${step.label}`, `${done.length}/${RUNS}`, lat(m), lat(minOf(l)), lat(maxOf(l)), ms(median(e)), ms(minOf(e)), ms(maxOf(e)), m <= TARGET.moonshot ? 'both' : m <= TARGET.latency ? '200 ms' : 'no']);
          targets.push(
            `interaction ≤ ${TARGET.latency} ms (moonshot ${TARGET.moonshot}), ${s.title} ${step.label}: ` +
              (done.length ? `median ${lat(m)} ms — ${verdict(m <= TARGET.latency)}${m <= TARGET.moonshot ? ' (moonshot too)' : ''}` : 'not done — NOT met'),
          );
        }
      }
      console.log(table(['interaction', 'tapped', 'latency', 'min', 'max', 'tap → effect', 'min', 'max', 'target met'], rows));
      console.log(`latency: Event Timing (durationThreshold 16 ms; "<16": no entry that long), ms; target ≤ ${TARGET.latency} ms, moonshot ≤ ${TARGET.moonshot} ms.`);
      console.log('tap → effect: ms from the tap to the frame after its effect (a drawer\'s code and data may come over the network first).');
    }

    console.log(`\nload average at end: ${load()} (at start: ${loadAtStart})`);
    console.log('\nTargets');
    for (const t of targets) console.log(`  - ${t}`);
  } finally {
    await stop();
  }
}

await main();
