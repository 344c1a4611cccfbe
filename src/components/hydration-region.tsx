/**
 * The parts of a server page that React hydrates one at a time
 * (architecture convention 14). Guarantees:
 * - the page is live once the frame around its regions is (`boot:hydrated`);
 *   the regions then hydrate one after the other, in the order of the page,
 *   each in a render and a commit of its own, so that the main thread
 *   yields between them (no long task), and the browser draws a frame
 *   between them (a dialog a held tap opened shows before the next one);
 * - a region the shopper acts on before its turn hydrates next: what they
 *   did there is held by the inline script (src/lib/early-input.ts, which
 *   knows the region by its wrapper's `data-hydrate-pending`), which tells
 *   this module, and it is replayed once the region is hydrated;
 * - a deferred region (below the fold) waits until it comes near the
 *   viewport, or the page has been idle for a while;
 * - a region whose parent renders again before the region's turn (new
 *   props) is hydrated then, as React requires: its server HTML is never
 *   thrown away and rendered anew;
 * - only the hydration of the server's page waits: a region rendered in the
 *   browser (a client navigation, the shell) renders at once;
 * - nothing in a region suspends after hydration (secondary code loads with
 *   on-demand.ts, not React.lazy), so the fallback, nothing, never shows.
 * Each region marks `region:<name>` (once per page load) when it is hydrated.
 */
import { Suspense, use, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { HYDRATE_PENDING_ATTR } from '#src/lib/early-input.ts';
import { regionWrapper } from './hydration-region.css.ts';

export interface HydrationRegionProps {
  /** Names the region's performance mark (`region:<name>`), read by bench:inp. */
  name: string;
  /** Below the fold: hydrate when it comes near the viewport or the page is idle, not in turn. */
  defer?: boolean;
  children: ReactNode;
}

/** How far below the viewport a deferred region starts to hydrate. */
const NEAR_VIEWPORT = '300px';
/** How long the page may stay busy before the deferred regions still waiting hydrate anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** The next region in turn opens once the last is hydrated, or after this long (a region that never came). */
const TURN_TIMEOUT_MS = 250;
/** The attribute that names a region's gate on its wrapper (the inline script hands over the element). */
const GATE_ATTR = 'data-hydration-gate';

interface Gate {
  promise: Promise<void>;
  opened: boolean;
  open: () => void;
}
const gates = new Map<string, Gate>();
/** The regions waiting for their turn, in the order of the page. */
const turns: string[] = [];
/** Cancels the turn asked for (or its fallback); undefined when none is pending. */
let cancelTurn: (() => void) | undefined;
/** The turns start once the page is live (startRegionTurns), after the regions the shopper acted in are opened. */
let turnsStarted = false;
/** Regions the shopper acted in, opened out of turn: the next turn waits until they are hydrated (or a moment). */
const woken = new Set<string>();
let endTurns!: () => void;
const turnsEnded = new Promise<void>((resolve) => (endTurns = resolve));

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const created: Gate = {
      promise,
      opened: false,
      open: () => {
        if (created.opened) return;
        created.opened = true;
        resolve();
      },
    };
    gate = created;
    gates.set(id, gate);
  }
  return gate;
}

/** How long a turn waits for a frame before it goes without one (a hidden tab draws none). */
const FRAME_FALLBACK_MS = 100;

function later(task: () => void, ms: number): () => void {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` in a task of its own once the browser has drawn a frame, or
 * after FRAME_FALLBACK_MS without one; returns its cancel. A region's
 * hydration is one long task on a phone: what the last one changed, or a
 * dialog a tap opened meanwhile, is drawn before the next one starts.
 */
function afterFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
  const run = () => {
    stop();
    task();
  };
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  const fallback = setTimeout(run, FRAME_FALLBACK_MS);
  return stop;
}

/** Opens the next region in turn, in a task of its own, after a frame. */
function nextTurn(): void {
  cancelTurn?.();
  cancelTurn = afterFrame(() => {
    cancelTurn = undefined;
    // React would hydrate several opened regions in an order of its own: the one the shopper touched goes alone.
    if (woken.size > 0) {
      cancelTurn = later(() => {
        woken.clear();
        nextTurn();
      }, TURN_TIMEOUT_MS);
      return;
    }
    let id = turns.shift();
    while (id !== undefined && gates.get(id)?.opened) id = turns.shift();
    if (id === undefined) {
      endTurns();
      return;
    }
    gateOf(id).open();
    hydrateAround(document.querySelector(`[${GATE_ATTR}="${id}"]`));
    // Its hydration calls nextTurn; this is the case where it never comes.
    cancelTurn = later(nextTurn, TURN_TIMEOUT_MS);
  });
}

function waitForTurn(id: string): void {
  if (turns.includes(id) || gates.get(id)?.opened) return;
  turns.push(id);
  if (turnsStarted && cancelTurn === undefined) nextTurn();
}

/**
 * The server's page is live and what the shopper did before is handed over
 * (src/entry-client.tsx): the regions take their turns from now on, after
 * any the shopper acted in.
 */
export function startRegionTurns(): void {
  if (turnsStarted) return;
  turnsStarted = true;
  nextTurn();
}

let scheduleHydration: ((target: Element) => void) | undefined;

/**
 * How to hydrate, now, what still waits around an element (entry-client.tsx:
 * the hydration root's `unstable_scheduleHydration`, which React's own
 * selective hydration uses for an event on a part not yet hydrated).
 */
export function setHydrationScheduler(schedule: (target: Element) => void): void {
  scheduleHydration = schedule;
}

/**
 * A region whose gate opens may sit inside a Suspense boundary React has not
 * hydrated yet (the route's content: TanStack's match), which React leaves
 * for its lowest priority, after every transition and timer: the region
 * would wait for it, and so would the region's own boundary inside it.
 * Asked for, the boundaries around the region's content hydrate at the
 * default priority, the route's content first, before the next region in
 * turn.
 */
function hydrateAround(region: Element | null): void {
  // A node inside the region's own boundary (the wrapper is outside it): every boundary around it hydrates.
  const inside = region?.firstElementChild;
  if (inside && scheduleHydration) scheduleHydration(inside);
}

/**
 * Resolves once the regions that hydrate in turn have all hydrated (the
 * deferred ones wait for the viewport): the moment for a render that is not
 * urgent. A transition started earlier is restarted by each region's
 * hydration, and rendered again from its top every time (the end of the
 * cache's restore: the product page rendered 12 times in the second after
 * `boot:hydrated`, opening the regions it passed through out of turn).
 */
export function regionTurnsEnded(): Promise<void> {
  return turnsEnded;
}

// A region the shopper acts on opens at once (the inline script tells which).
if (typeof window !== 'undefined' && window.__earlyInput) {
  window.__earlyInput.onRegionInput = (region) => {
    const id = region.getAttribute(GATE_ATTR);
    if (!id || gates.get(id)?.opened) return;
    woken.add(id);
    gateOf(id).open();
    hydrateAround(region);
  };
}

const noSubscription = () => () => {};
/** True while React hydrates the server's HTML (it then reads the server snapshot), false in a browser render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export function HydrationRegion({ name, defer = false, children }: HydrationRegionProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(true);
  // A render of the region before it is hydrated (its parent rendered again,
  // with new props): React must hydrate it now, before the update, or it
  // discards the server's HTML and renders the region anew. The gate opens
  // within this render, so that React's hydration of the region, which
  // follows at once, does not wait.
  const rendered = useRef(false);
  if (rendered.current && pending) gateOf(id).open();
  rendered.current = true;
  useEffect(() => {
    const element = ref.current;
    if (!element || !pending || !defer) return;
    const gate = gateOf(id);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: NEAR_VIEWPORT });
    observer.observe(element);
    const cancelIdle = whenIdle(gate.open, IDLE_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [id, pending, defer]);
  const onHydrated = () => {
    setPending(false);
    gates.delete(id);
    if (woken.delete(id) || !defer) nextTurn();
    // After this commit's effects: what the shopper did in the region, replayed.
    const element = ref.current;
    if (element) queueMicrotask(() => window.__earlyInput?.release(element));
  };
  return (
    <div ref={ref} className={regionWrapper} {...{ [GATE_ATTR]: id, [HYDRATE_PENDING_ATTR]: pending ? '' : undefined }}>
      <Suspense fallback={null}>
        <HydrationGate id={id} defer={defer} />
        {children}
        <RegionHydrated name={name} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}

/** Holds the region's hydration until its gate opens; renders nothing, and never waits outside a hydration. */
function HydrationGate({ id, defer }: { id: string; defer: boolean }) {
  const hydrating = useHydrating();
  if (import.meta.env.SSR || !hydrating) return null;
  const gate = gateOf(id);
  if (!gate.opened) {
    if (!defer) waitForTurn(id);
    use(gate.promise);
  }
  return null;
}

/** Marks, once per page load, when the region's first render is committed. */
function RegionHydrated({ name, onHydrated }: { name: string; onHydrated: () => void }) {
  useEffect(() => {
    const mark = `region:${name}`;
    if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
    // Its first commit only: a later render of the parent passes a new callback, which is not called.
    onHydrated();
  }, []);
  return null;
}

/** Runs `task` once the browser is idle (at most `timeout` on), or after `timeout` without idle callbacks; returns the cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, timeout);
  return () => clearTimeout(handle);
}
