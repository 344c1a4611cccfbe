/**
 * What a shopper does on a server page before its code has hydrated it is
 * kept, shown and done once the page is live (architecture convention 14).
 *
 * `captureEarlyInput` is the source of an inline script that the server puts
 * at the top of every server-rendered page (its CSP nonce, no import, built
 * into one minified string by scripts/inline-script.ts). From the first byte
 * until the app calls `release()`, it guarantees:
 * - a tap, click or key press on a control that needs code (a button, a
 *   checkbox or radio, anything with a button-like role) inside #root is held:
 *   nothing else sees it, no form is submitted natively; the control is marked
 *   busy at once (`aria-busy` and `data-early-pending`, styled in
 *   styles/global.css.ts), and after a moment a status line says the page is
 *   getting ready;
 * - a form submitted without a button, and a `<select>` changed, are held
 *   the same way;
 * - a busy control takes no second tap (as a disabled button would): a
 *   double tap adds once, a form is sent once;
 * - plain links, `<summary>`, labels and text fields keep their native
 *   behaviour (a link in a region still to hydrate once the app runs is
 *   held too: the app navigates without reloading); text typed stays in
 *   its field;
 * - `release()` hands over what was held, in order: first the typed text
 *   (each field's React state is brought to what the field shows), then each
 *   held action replayed on its control as the original gesture (pointer and
 *   mouse events, then the click), a held submit as `requestSubmit`, a held
 *   choice as a `change` event. A control that is gone, disabled or inert by
 *   then is skipped, never another one in its place: a control React had
 *   to render anew is found again only where the same kind of element with
 *   the same name and text stands at the same place;
 * - regions that hydrate later (`data-hydrate-pending` on their outermost
 *   element) keep being held until `release(region)`;
 * - `failed()` says the page's code could not load, and offers a reload;
 * - a form that says how it is sent (`data-send-ahead`: the API request the
 *   app would make, rendered by the app) leaves at once when it is held
 *   valid, on a device where the app has stored nothing (no session, no
 *   database: nothing the guest queued can have to go first); the app's
 *   own identical request takes its answer (`sentAhead`).
 * What was typed is kept in memory only, until the release hands it to the
 * app: the last value of each field, in case a render empties the field
 * before the app has it.
 */

/** The handle the inline script leaves on `window.__earlyInput`. */
export interface EarlyInput {
  /** Whether the shopper has pressed, touched, typed or focused anything in the page yet. */
  readonly acted: boolean;
  /** Called once, at the first input (the loader starts fetching the code then). */
  onFirstInput?: () => void;
  /**
   * Called with what the first input reached and with each control held,
   * before `onFirstInput`: the loader fetches first the code that control
   * opens (its `data-code`, ui-logic/on-demand.ts).
   */
  onInputAt?: (target: Element) => void;
  /**
   * Called when input is held in a region that hydrates later, once the page
   * is live: the app hydrates that region now (components/hydration-region.tsx).
   */
  onRegionInput?: (region: Element) => void;
  /**
   * The page (or, with `region`, that region) is hydrated: stop holding its
   * input and replay what was held there, in order.
   */
  release(region?: Element): void;
  /** The page's code could not load: say so and offer a reload; what was held stays held. */
  failed(): void;
  /** How many actions are waiting (for tests and benchmarks). */
  readonly pending: number;
  /**
   * Whether a held action sends a form (its submit, or a tap on its submit
   * button): the shopper's data goes out the moment the page is live, and
   * the loader leaves the page's secondary code off the link meanwhile.
   */
  readonly sending: boolean;
  /** The request a held form sent ahead (`data-send-ahead`), if one did. */
  readonly sentAhead: SentAhead | null;
}

/** A request the script sent before the app's code ran; `response` is null where it chose not to send it after all. */
export interface SentAhead {
  readonly url: string;
  readonly body: string;
  readonly response: Promise<Response | null>;
}

/**
 * What the app renders in a form's `data-send-ahead`: the API request its
 * submit makes (the form's named fields are added to `body`, text trimmed,
 * passwords as typed), and what on the device rules sending it ahead out.
 */
export interface SendAheadSpec {
  url: string;
  body: Record<string, unknown>;
  /** A storage key: when it holds a value (a guest session), the app sends the form itself. */
  unlessStored: string;
  /** A database name: when the device has it (queued changes may go first), likewise. */
  unlessDatabase: string;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** Marks a held control (styled as busy by the global stylesheet). */
export const EARLY_PENDING_ATTR = 'data-early-pending';
/** On the outermost element of a region that hydrates after the page (e.g. when it nears the viewport). */
export const HYDRATE_PENDING_ATTR = 'data-hydrate-pending';
/** The status line's class (global stylesheet). */
export const EARLY_STATUS_CLASS = 'early-input-status';
/** How long an action waits before the status line says why. */
export const EARLY_STATUS_DELAY_MS = 1200;
export const EARLY_STATUS_TEXT = 'Un instant, la page se prépare… Votre action sera prise en compte.';
export const EARLY_FAILED_TEXT = 'La page n’a pas pu se charger complètement. Vérifiez votre connexion, puis rechargez-la.';
export const EARLY_RELOAD_LABEL = 'Recharger la page';
/** On a form the script may send ahead: its SendAheadSpec as JSON. */
export const SEND_AHEAD_ATTR = 'data-send-ahead';

/*
 * The inline script's parts. The module is the script (scripts/inline-script.ts
 * wraps it in a function of its own and calls `captureEarlyInput` once), so
 * the state the parts share lives at module level: in the page, that is the
 * script's own scope, one per page. Nothing else in the app runs this code
 * (it imports only the constants above).
 */

// ——— The held state ———

// Controls whose tap needs the app's code. Links, summaries, labels (their
// control gets its own click) and text fields work without it.
const ACTIONABLE =
  'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],input[type=image],input[type=reset],' +
  '[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=menuitem],[role=option],[role=combobox]';
const TEXT_FIELD = 'textarea,input:not([type]),input[type=text],input[type=email],input[type=password],input[type=search],input[type=tel],input[type=url],input[type=number]';
const PENDING = EARLY_PENDING_ATTR;
const REGION = HYDRATE_PENDING_ATTR;

type Held =
  | { kind: 'click'; el: Element; path: number[]; sig: string; pointerType: string; wasChecked: boolean | null; busy: string | null }
  | { kind: 'submit'; el: HTMLFormElement; path: number[]; sig: string; busy: string | null }
  | { kind: 'change'; el: HTMLSelectElement; path: number[]; sig: string; value: string; busy: string | null };

/** The window and document the script watches (set by `captureEarlyInput`). */
let win: Window;
let doc: Document;
/** The actions held, in order. */
let held: Held[] = [];
/** Each field typed in, with the last value the shopper's typing gave it (a render may empty it before the release). */
const typed: { el: HTMLInputElement | HTMLTextAreaElement; path: number[]; sig: string; value: string }[] = [];
const releasedRegions: Element[] = [];
let pageReleased = false;
let acted = false;
let statusTimer: ReturnType<typeof setTimeout> | undefined;
let status: HTMLElement | null = null;
/** The page's code could not load (failed()): the status line says so until the page is reloaded. */
let codeFailed = false;
/** The one request a held form sent ahead. */
let sentAhead: SentAhead | null = null;

const root = () => doc.getElementById('root');

/** Still held: inside #root, and the page (or its region) is not live yet. */
const holds = (el: Element): boolean => {
  const r = root();
  if (!r || !r.contains(el)) return false;
  const region = el.closest('[' + REGION + ']');
  if (region) return releasedRegions.indexOf(region) < 0;
  return !pageReleased;
};

/** Where an element stands under #root: child indices, top down. */
const pathOf = (el: Element): number[] => {
  const path: number[] = [];
  const r = root();
  let node: Element | null = el;
  while (node && node !== r) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
};
/** What an element is, to tell it from another at the same place. */
const sigOf = (el: Element): string =>
  [el.tagName, el.getAttribute('type'), el.getAttribute('name'), el.getAttribute('role'), (el.textContent || '').trim().slice(0, 80)].join('|');

/** The element itself while it is in the page, else the same element rendered anew at its place, else null. */
const find = <T extends Element>(el: T, path: number[], sig: string): T | null => {
  if (el.isConnected) return el;
  let node: Element | null = root();
  for (const i of path) {
    node = node ? node.children[i] || null : null;
  }
  return node && sigOf(node) === sig ? (node as unknown as T) : null;
};

// ——— What is held, and marked busy ———

const markBusy = (el: Element): string | null => {
  const before = el.getAttribute('aria-busy');
  el.setAttribute('aria-busy', 'true');
  el.setAttribute(PENDING, '');
  return before;
};
const unmark = (el: Element, before: string | null) => {
  el.removeAttribute(PENDING);
  if (before === null) el.removeAttribute('aria-busy');
  else el.setAttribute('aria-busy', before);
};

/** A region still to hydrate while the page is live: the app is told, so that it hydrates it first. */
const wake = (el: Element) => {
  const region = pageReleased ? el.closest('[' + REGION + ']') : null;
  const handle = win.__earlyInput;
  if (region && handle && handle.onRegionInput) handle.onRegionInput(region);
};
const isHeld = (el: Element) => held.some((h) => h.el === el);
const SUBMITS = 'button:not([type=button]):not([type=reset]),input[type=submit],input[type=image]';
const sends = (h: Held) => h.kind === 'submit' || (h.kind === 'click' && h.el.matches(SUBMITS) && (h.el as HTMLButtonElement).form !== null);
const hold = (entry: Held) => {
  held.push(entry);
  wake(entry.el);
  showStatusSoon();
  if (sends(entry)) sendAhead(entry.kind === 'submit' ? entry.el : (entry.el as HTMLButtonElement).form!);
};

// ——— A form sent ahead ———

/** The device holds nothing of the app's: no session in storage, no database. */
const deviceIsBlank = (spec: SendAheadSpec): Promise<boolean> => {
  try {
    if (win.localStorage.getItem(spec.unlessStored) !== null) return Promise.resolve(false);
  } catch {
    return Promise.resolve(false);
  }
  const factory = win.indexedDB;
  if (!factory || typeof factory.databases !== 'function') return Promise.resolve(false);
  return factory.databases().then(
    (list) => !list.some((db) => db.name === spec.unlessDatabase),
    () => false,
  );
};

/** A held form that says how it is sent leaves now, valid as it stands, once per page. */
const sendAhead = (form: HTMLFormElement) => {
  const raw = form.getAttribute(SEND_AHEAD_ATTR);
  if (sentAhead || !raw || !form.checkValidity()) return;
  let spec: SendAheadSpec;
  try {
    spec = JSON.parse(raw) as SendAheadSpec;
  } catch {
    return;
  }
  const fields: Record<string, unknown> = {};
  for (const el of Array.prototype.slice.call(form.elements) as Element[]) {
    if (el instanceof HTMLInputElement && el.name && !el.disabled && el.matches(TEXT_FIELD)) {
      fields[el.name] = el.type === 'password' ? el.value : el.value.trim();
    }
  }
  const body = JSON.stringify(Object.assign(fields, spec.body));
  const init = { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body };
  const response = deviceIsBlank(spec).then((blank) => (blank ? win.fetch(spec.url, init) : null));
  // A failure reaches the app's request that takes it; none takes it when the form is gone.
  response.catch(() => undefined);
  sentAhead = { url: spec.url, body, response };
};

// ——— The status line ———

/** After a moment, the line says why a held action waits. */
const showStatusSoon = () => {
  if (statusTimer === undefined && !status) {
    statusTimer = setTimeout(() => {
      // The code's failure, once said, is what the line keeps saying.
      if (held.length > 0 && !codeFailed) showStatus(EARLY_STATUS_TEXT, false);
    }, EARLY_STATUS_DELAY_MS);
  }
};

const showStatus = (text: string, withReload: boolean) => {
  if (!status) {
    status = doc.createElement('div');
    status.className = EARLY_STATUS_CLASS;
    status.setAttribute('role', 'status');
    (doc.body || doc.documentElement).appendChild(status);
  }
  status.textContent = text;
  if (withReload) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = EARLY_RELOAD_LABEL;
    button.addEventListener('click', () => win.location.reload());
    status.appendChild(button);
  }
};
const hideStatusIfIdle = () => {
  if (held.length > 0) return;
  if (statusTimer !== undefined) clearTimeout(statusTimer);
  statusTimer = undefined;
  if (status) status.remove();
  status = null;
};

// ——— The listeners ———

const inputAt = (target: EventTarget | null) => {
  const handle = win.__earlyInput;
  if (handle && handle.onInputAt && target instanceof Element) handle.onInputAt(target);
};

const firstInput = (event: Event) => {
  if (acted) return;
  acted = true;
  inputAt(event.target);
  const handle = win.__earlyInput;
  if (handle && handle.onFirstInput) handle.onFirstInput();
};

const stop = (event: Event) => {
  event.preventDefault();
  event.stopImmediatePropagation();
};

const onClick = (event: Event) => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  // Once the app runs, a link in a region still to hydrate is the app's too (a
  // navigation without reloading the page): held and replayed like a button.
  const link = pageReleased ? target.closest('a[href]') : null;
  const el = link && link.closest('[' + REGION + ']') ? link : target.closest(ACTIONABLE);
  if (!el || !holds(el)) return;
  const isToggle = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
  if (isHeld(el)) {
    // A busy control takes no second tap; a box ticked again goes back to how the first tap left it.
    stop(event);
    return;
  }
  if (el.matches(':disabled')) return;
  inputAt(el);
  firstInput(event);
  // A box or radio keeps the mark the shopper made (the browser has already
  // toggled it); its change is replayed from the state it had before.
  let wasChecked: boolean | null = null;
  if (isToggle) {
    const input = el as HTMLInputElement;
    wasChecked = input.type === 'checkbox' ? !input.checked : false;
    event.stopImmediatePropagation();
  } else {
    stop(event);
  }
  const pointerType = (event as PointerEvent).pointerType || 'mouse';
  hold({ kind: 'click', el, path: pathOf(el), sig: sigOf(el), pointerType, wasChecked, busy: markBusy(el) });
};

/**
 * The rest of a held control's gesture reaches nobody either: once React
 * listens (it does from the start of its hydration), a menu that opens on
 * pointerdown or on a key would open now and again at the replay.
 */
const onGesture = (event: Event) => {
  if (event.type === 'pointerdown' || event.type === 'touchstart' || event.type === 'keydown') firstInput(event);
  const target = event.target;
  if (!(target instanceof Element)) return;
  const el = target.closest(ACTIONABLE);
  if (el && holds(el)) event.stopImmediatePropagation();
};

const onSubmit = (event: Event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !holds(form)) return;
  stop(event);
  if (isHeld(form)) return;
  firstInput(event);
  hold({ kind: 'submit', el: form, path: pathOf(form), sig: sigOf(form), busy: markBusy(form) });
};

const onChange = (event: Event) => {
  const el = event.target;
  if (!(el instanceof HTMLSelectElement) || !holds(el)) return;
  event.stopImmediatePropagation();
  firstInput(event);
  const same = held.find((h): h is Extract<Held, { kind: 'change' }> => h.kind === 'change' && h.el === el);
  if (same) same.value = el.value;
  else hold({ kind: 'change', el, path: pathOf(el), sig: sigOf(el), value: el.value, busy: markBusy(el) });
};

const onInput = (event: Event) => {
  const el = event.target;
  if (!(el instanceof Element) || !el.matches(TEXT_FIELD) || !holds(el)) return;
  firstInput(event);
  const field = el as HTMLInputElement | HTMLTextAreaElement;
  const known = typed.find((t) => t.el === field);
  if (known) known.value = field.value;
  else typed.push({ el: field, path: pathOf(field), sig: sigOf(field), value: field.value });
  wake(field);
};

/** The capture listeners, removed once nothing waits any more. */
const listeners: [string, (event: Event) => void][] = [];

const listen = () => {
  listeners.push(['click', onClick], ['submit', onSubmit], ['change', onChange], ['input', onInput], ['focusin', firstInput]);
  for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup']) listeners.push([type, onGesture]);
  // Only the held kinds may cancel: a touch or pointer listener that could would hold up scrolling.
  for (const [type, listener] of listeners) win.addEventListener(type, listener, { capture: true, passive: !/^(click|submit|change)$/.test(type) });
};

// ——— Typed text, and its sync ———

/**
 * An event that hydrates the element's part of the page if React has not
 * yet (React hydrates a region at once for such an event, in its capture
 * listener) and reaches no handler of the app: it does not bubble, and
 * nothing listens to `input` in the capture phase.
 */
const hydrateAround = (el: Element) => el.dispatchEvent(new Event('input', { bubbles: false }));

/** React watches a field's value through its own setter: the text is written past it, so the `input` event reads as a change. */
const syncTyped = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  hydrateAround(el);
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value');
  const focused = doc.activeElement === el;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = el.selectionStart;
    end = el.selectionEnd;
  } catch {
    // Fields without a selection (email, number).
  }
  el.value = value === '' ? ' ' : '';
  if (setter && setter.set) setter.set.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) {
    try {
      el.setSelectionRange(start, end);
    } catch {
      // As above.
    }
  }
};

/** Each field in scope is brought to the text last typed in it, and is no longer watched. */
const releaseTyped = (inScope: (el: Element) => boolean) => {
  for (const t of typed.filter((t) => inScope(t.el))) {
    const el = find(t.el, t.path, t.sig);
    if (el && el.isConnected) syncTyped(el, t.value);
  }
  for (let i = typed.length - 1; i >= 0; i--) if (inScope(typed[i]!.el)) typed.splice(i, 1);
};

// ——— The replay on release ———

/** The gesture as the browser would send it, ending with the click (whose default action submits, toggles…). */
const replayClick = (el: Element, pointerType: string) => {
  const box = el.getBoundingClientRect();
  const at = { bubbles: true, cancelable: true, composed: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, button: 0, view: win };
  const pointer = { ...at, pointerId: 1, pointerType, isPrimary: true };
  const down = new PointerEvent('pointerdown', { ...pointer, buttons: 1 });
  el.dispatchEvent(down);
  if (!down.defaultPrevented) el.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
  el.dispatchEvent(new PointerEvent('pointerup', pointer));
  if (!down.defaultPrevented) el.dispatchEvent(new MouseEvent('mouseup', at));
  // A detached or hidden control would not get the activation: `click()` runs it as a real click does.
  (el as HTMLElement).click();
};

const usable = (el: Element | null): el is Element => !!el && el.isConnected && !el.matches(':disabled') && !el.closest('[inert]');

/** A held action: its control unmarked, then the action done on it if it is still there and usable. */
const replayHeld = (h: Held) => {
  unmark(h.el, h.busy);
  const el = find(h.el, h.path, h.sig);
  if (el !== h.el && el) unmark(el, h.busy);
  if (!usable(el)) return;
  if (h.kind === 'click') {
    if (h.wasChecked !== null) (el as HTMLInputElement).checked = h.wasChecked;
    replayClick(el, h.pointerType);
  } else if (h.kind === 'submit') {
    // A submit event alone would not make React hydrate the form's region first.
    hydrateAround(el);
    (el as HTMLFormElement).requestSubmit();
  } else {
    (el as HTMLSelectElement).value = h.value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
};

/** What was held in scope is handed over: the typed text first, then each action in order. */
const replay = (inScope: (el: Element) => boolean) => {
  releaseTyped(inScope);
  const now = held.filter((h) => inScope(h.el));
  held = held.filter((h) => !inScope(h.el));
  for (const h of now) replayHeld(h);
  hideStatusIfIdle();
};

/** Once the page and all its regions are live and nothing waits, the listeners go: the app has every event. */
const stopWhenDone = () => {
  if (!pageReleased || held.length > 0 || typed.length > 0) return;
  const regions = doc.querySelectorAll('[' + REGION + ']');
  for (let i = 0; i < regions.length; i++) if (releasedRegions.indexOf(regions[i]!) < 0) return;
  for (const [type, listener] of listeners) win.removeEventListener(type, listener, { capture: true });
};

// ——— The handle on window.__earlyInput ———

const handle: EarlyInput = {
  get acted() {
    return acted;
  },
  get pending() {
    return held.length;
  },
  get sending() {
    return held.some(sends);
  },
  get sentAhead() {
    return sentAhead;
  },
  release(region?: Element) {
    if (region) {
      if (releasedRegions.indexOf(region) < 0) releasedRegions.push(region);
      replay((el) => region.contains(el));
      stopWhenDone();
      return;
    }
    pageReleased = true;
    // Held input inside regions still hydrating stays held, and wakes them.
    replay((el) => {
      const r = el.closest('[' + REGION + ']');
      return !r || releasedRegions.indexOf(r) >= 0;
    });
    for (const h of held) wake(h.el);
    stopWhenDone();
  },
  failed() {
    if (codeFailed) return;
    codeFailed = true;
    showStatus(EARLY_FAILED_TEXT, true);
  },
};

/**
 * The inline script. This module is compiled on its own (no import; the
 * constants, state and parts above are part of the script), ES2020 features
 * only. Called once per page, at its first byte.
 */
export function captureEarlyInput(page: Window): void {
  win = page;
  doc = page.document;
  listen();
  win.__earlyInput = handle;
}
