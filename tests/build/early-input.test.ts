/**
 * The inline script that holds a shopper's input until the page is hydrated
 * (src/lib/early-input.ts), as the build ships it (scripts/inline-script.ts,
 * hence its place here), in Debian's Chromium: real clicks, labels,
 * implicit submission and default actions, which no DOM emulation has. A
 * stand-in for the app listens on #root (as React does) and says what
 * reached it; `release()` is what the app calls once hydrated.
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { buildInlineScript } from '../../scripts/inline-script.ts';
import { EARLY_FAILED_TEXT, EARLY_PENDING_ATTR, EARLY_RELOAD_LABEL, EARLY_STATUS_DELAY_MS, EARLY_STATUS_TEXT, SEND_AHEAD_ATTR, type SendAheadSpec } from '#src/lib/early-input.ts';

let browser: Browser;
let script: string;
let page: Page;

beforeAll(async () => {
  script = await buildInlineScript(path.resolve(import.meta.dirname, '../../src/lib/early-input.ts'));
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  const context = await browser.newContext({ hasTouch: true });
  page = await context.newPage();
  return () => context.close();
});

/** A server page: the script first in the head, then the page's controls in #root. */
async function serverPage(body: string) {
  await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><script>${script}</script></head>
    <body><div id="root">${body}</div><p id="outside"><button id="out" type="button">hors</button></p></body></html>`);
}

/** The stand-in for the hydrated app: records what reaches #root from now on, in the bubble phase as React's root listener. */
async function hydrate() {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const root = document.getElementById('root')!;
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'submit', 'change', 'input']) {
      root.addEventListener(type, (event) => {
        const target = event.target as HTMLInputElement;
        const state = target.type === 'checkbox' || target.type === 'radio' ? `:${target.checked}` : target.tagName === 'SELECT' || target.tagName === 'INPUT' ? `=${target.value}` : '';
        seen.push(`${type} ${target.id}${state}`);
        // The app takes its submits (React's onSubmit does).
        if (type === 'submit') event.preventDefault();
      });
    }
  });
}
/** The centre of an element, for a touch. */
async function centre(selector: string): Promise<[number, number]> {
  const box = (await page.locator(selector).boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}
const seen = () => page.evaluate(() => (window as unknown as { seen?: string[] }).seen ?? []);
const release = (selector?: string) =>
  page.evaluate((s) => window.__earlyInput!.release(s ? document.querySelector(s)! : undefined), selector);
const gesture = (id: string) => ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'].map((type) => `${type} ${id}`);

describe('input before hydration', () => {
  it('holds a tap on a button, shows it busy, and replays it as the gesture once the page is live', async () => {
    await serverPage(`<form method="post" action="/ailleurs"><button id="add" type="submit">Ajouter au Panier</button></form>`);
    await page.click('#add');
    // No native submit, nothing seen by the app's listeners yet, the button busy.
    expect(page.url()).toBe('about:blank');
    await expect.poll(() => page.getAttribute('#add', 'aria-busy')).toBe('true');
    expect(await page.getAttribute('#add', EARLY_PENDING_ATTR)).toBe('');
    await hydrate();
    expect(await page.evaluate(() => window.__earlyInput!.pending)).toBe(1);
    await release();
    // The click's default action submitted the form, which the app took.
    expect(await seen()).toEqual([...gesture('add'), 'submit ']);
    expect(await page.getAttribute('#add', 'aria-busy')).toBeNull();
    expect(await page.getAttribute('#add', EARLY_PENDING_ATTR)).toBeNull();
    expect(page.url()).toBe('about:blank');
  });

  it('replays in order: a tap, a tick, a choice and a submit by Enter', async () => {
    await serverPage(`
      <button id="menu" type="button" aria-busy="false">Menu</button>
      <label><input id="tick" type="checkbox" name="c"> Électronique</label>
      <select id="sort"><option value="a">A</option><option value="b">B</option></select>
      <form id="f" method="post"><input id="q" name="q"></form>`);
    await page.click('#menu');
    // The label's click reaches its box, which the browser ticks: the mark stays.
    await page.click('text=Électronique');
    expect(await page.isChecked('#tick')).toBe(true);
    await page.selectOption('#sort', 'b');
    await page.fill('#q', 'tajine');
    await page.press('#q', 'Enter');
    await hydrate();
    await release();
    expect(await seen()).toEqual([
      // The typed text first, so that a replayed submit reads it.
      'input q=tajine',
      ...gesture('menu'),
      // The box is replayed from the state it had: the app sees this click tick it.
      ...gesture('tick:false').slice(0, 4),
      'click tick:true',
      'input tick:true',
      'change tick:true',
      'input sort=b',
      'change sort=b',
      'submit f',
    ]);
    expect(await page.isChecked('#tick')).toBe(true);
    expect(await page.inputValue('#q')).toBe('tajine');
    // Its own aria-busy value comes back.
    expect(await page.getAttribute('#menu', 'aria-busy')).toBe('false');
  });

  it('leaves links, summaries, text fields and what is outside the page alone', async () => {
    await serverPage(`
      <a id="link" href="#plus">Voir plus</a><span id="plus"></span>
      <details id="d"><summary id="s">Catégories</summary><p>…</p></details>
      <input id="name" name="name">`);
    await page.click('#link');
    expect(page.url()).toBe('about:blank#plus');
    await page.click('#s');
    expect(await page.evaluate(() => (document.getElementById('d') as HTMLDetailsElement).open)).toBe(true);
    await page.fill('#name', 'Amina');
    await page.click('#out');
    expect(await page.getAttribute('#out', 'aria-busy')).toBeNull();
    expect(await page.evaluate(() => window.__earlyInput!.pending)).toBe(0);
    await hydrate();
    await release();
    expect(await seen()).toEqual(['input name=Amina']);
    expect(await page.inputValue('#name')).toBe('Amina');
  });

  it('takes one tap per busy control: a double tap adds once', async () => {
    await serverPage(`<button id="plus" type="button">+</button>`);
    await page.tap('#plus');
    await page.tap('#plus');
    await page.dblclick('#plus');
    await hydrate();
    await release();
    expect(await seen()).toEqual(gesture('plus'));
  });

  it('skips a control that is gone or disabled, and never replays on another control in its place', async () => {
    await serverPage(`<div id="box"><button id="a" type="button">Ajouter</button></div>
      <button id="b" type="button">Retirer</button><button id="c" type="button">Vider</button><button id="d" type="button">Payer</button>`);
    for (const id of ['#a', '#b', '#c', '#d']) await page.click(id);
    await page.evaluate(() => {
      // a: rendered anew, the same button at the same place (as React does after a hydration mismatch).
      document.getElementById('box')!.innerHTML = '<button id="a2" type="button">Ajouter</button>';
      // b: gone. c: another button now stands where it was.
      document.getElementById('b')!.remove();
      document.getElementById('c')!.outerHTML = '<button id="c2" type="button">Commander</button>';
      (document.getElementById('d') as HTMLButtonElement).disabled = true;
    });
    await hydrate();
    await release();
    expect(await seen()).toEqual(gesture('a2'));
    expect(await page.locator(`[${EARLY_PENDING_ATTR}]`).count()).toBe(0);
  });

  it('keeps holding a region that hydrates later, until it is released', async () => {
    await serverPage(`<button id="top" type="button">Haut</button>
      <section id="later" data-hydrate-pending><button id="low" type="button">Bas</button></section>`);
    await page.click('#low');
    await page.click('#top');
    await hydrate();
    await release();
    expect(await seen()).toEqual(gesture('top'));
    // Still held after the page's release, new taps there too.
    await page.click('#low');
    expect(await page.getAttribute('#low', 'aria-busy')).toBe('true');
    await release('#later');
    expect(await seen()).toEqual([...gesture('top'), ...gesture('low')]);
    // Once released, the region's taps go straight to the app.
    await page.click('#low');
    expect((await seen()).slice(-1)).toEqual(['click low']);
  });

  it('says after a moment why the tap waits, and offers a reload when the code cannot load', async () => {
    await serverPage(`<button id="add" type="button">Ajouter</button>`);
    await page.click('#add');
    await page.waitForTimeout(EARLY_STATUS_DELAY_MS + 200);
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toBe(EARLY_STATUS_TEXT);
    await page.evaluate(() => window.__earlyInput!.failed());
    await expect.poll(() => status.textContent()).toBe(`${EARLY_FAILED_TEXT}${EARLY_RELOAD_LABEL}`);
    expect(await page.getByRole('button', { name: EARLY_RELOAD_LABEL }).isVisible()).toBe(true);
    await hydrate();
    await release();
    expect(await status.count()).toBe(0);
  });

  it('keeps saying the code failed, with its reload, when the failure came before the moment to say why the tap waits', async () => {
    await serverPage(`<button id="add" type="button">Ajouter</button>`);
    await page.click('#add');
    await page.evaluate(() => window.__earlyInput!.failed());
    await page.waitForTimeout(EARLY_STATUS_DELAY_MS + 300);
    expect(await page.getByRole('status').textContent()).toBe(`${EARLY_FAILED_TEXT}${EARLY_RELOAD_LABEL}`);
    expect(await page.getByRole('button', { name: EARLY_RELOAD_LABEL }).isVisible()).toBe(true);
  });

  it('tells the loader of the first touch, key or focus', async () => {
    await serverPage(`<input id="q">`);
    await page.evaluate(() => {
      (window as unknown as { firsts: number }).firsts = 0;
      window.__earlyInput!.onFirstInput = () => (window as unknown as { firsts: number }).firsts++;
    });
    expect(await page.evaluate(() => window.__earlyInput!.acted)).toBe(false);
    await page.focus('#q');
    await page.keyboard.press('a');
    expect(await page.evaluate(() => [window.__earlyInput!.acted, (window as unknown as { firsts: number }).firsts])).toEqual([true, 1]);
  });

  it('tells the loader what the first input reached and each control it holds, before the first input itself', async () => {
    await serverPage(`<p id="text">Texte</p><button id="buy" type="button" data-code="dialog"><span id="label">Ajouter</span></button><button id="menu" type="button">Menu</button>`);
    await page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { calls: string[] }).calls = calls;
      window.__earlyInput!.onInputAt = (target) => calls.push(`at ${target.id}`);
      window.__earlyInput!.onFirstInput = () => calls.push('first');
    });
    // A shopper who scrolls first (a touch on the text), then taps two controls.
    await page.touchscreen.tap(...(await centre('#text')));
    await page.tap('#label');
    await page.tap('#menu');
    expect(await page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual(['at text', 'first', 'at buy', 'at menu']);
  });

  it('says whether a held action sends a form: a tap on its submit button or Enter, not a plain button', async () => {
    await serverPage(`
      <form><input id="email" name="email"><button id="plain" type="button">Afficher</button><button id="send">Se connecter</button></form>`);
    const sending = () => page.evaluate(() => window.__earlyInput!.sending);
    await page.click('#plain');
    expect(await sending()).toBe(false);
    await page.click('#send');
    expect(await sending()).toBe(true);
    await hydrate();
    await release();
    expect(await sending()).toBe(false);
    // Enter in a field of a form without a button (a search box): its submit is held.
    await serverPage(`<form><input id="q" name="q"></form>`);
    expect(await sending()).toBe(false);
    await page.fill('#q', 'tapis');
    await page.press('#q', 'Enter');
    expect(await sending()).toBe(true);
  });

  it('steps aside once the page and its regions are live: later taps go straight to the app', async () => {
    await serverPage(`<button id="a" type="button">A</button><section id="r" data-hydrate-pending><button id="b" type="button">B</button></section>`);
    await hydrate();
    await release();
    // A region still waits: its taps are held.
    await page.click('#b');
    expect(await page.getAttribute('#b', 'aria-busy')).toBe('true');
    await release('#r');
    await page.evaluate(() => document.getElementById('r')!.removeAttribute('data-hydrate-pending'));
    await page.click('#a');
    await page.click('#b');
    expect(await seen()).toEqual([...gesture('b'), ...gesture('a'), ...gesture('b')]);
    expect(await page.evaluate(() => window.__earlyInput!.pending)).toBe(0);
  });
});

describe('a form sent ahead', () => {
  const ORIGIN = 'http://shop.test';
  const SPEC: SendAheadSpec = { url: `${ORIGIN}/api/v1/customer-auth/login`, body: { company_id: 'c1' }, unlessStored: 'session_data', unlessDatabase: 'storefront' };
  const signInForm = (spec: SendAheadSpec | null) => `
    <form method="post" ${spec ? `${SEND_AHEAD_ATTR}='${JSON.stringify(spec)}'` : ''}>
      <input id="email" name="email" type="email" required>
      <input id="password" name="password" type="password" required>
      <button id="reveal" type="button">Afficher</button>
      <button id="go" type="submit">Se connecter</button>
    </form>`;

  /** A server page at a real origin (storage and IndexedDB work there); the API's requests are recorded and answered. */
  async function shopPage(body: string, before?: () => Promise<void>) {
    const requests: { method: string; body: string | null; headers: Record<string, string> }[] = [];
    await page.route(`${ORIGIN}/**`, (route) => {
      const request = route.request();
      if (request.url() === `${ORIGIN}/`) {
        return route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><head><meta charset="utf-8"><script>${script}</script></head><body><div id="root">${body}</div></body></html>` });
      }
      requests.push({ method: request.method(), body: request.postData(), headers: request.headers() });
      return route.fulfill({ contentType: 'application/json', body: '{"access_token":"t"}' });
    });
    if (before) {
      await page.goto(`${ORIGIN}/`);
      await page.evaluate(before);
    }
    await page.goto(`${ORIGIN}/`);
    return requests;
  }
  const sentAhead = () =>
    page.evaluate(async () => {
      const sent = window.__earlyInput!.sentAhead;
      if (!sent) return null;
      const response = await sent.response;
      return { url: sent.url, body: sent.body, status: response ? response.status : null };
    });

  it("sends a held sign-in at the tap on a device the app has stored nothing on: its fields, the password as typed, and the spec's body", async () => {
    const requests = await shopPage(signInForm(SPEC));
    await page.fill('#email', 'amina@example.dz');
    await page.fill('#password', ' mot de passe ');
    await page.click('#reveal');
    expect(requests).toHaveLength(0);
    await page.click('#go');
    await expect.poll(() => requests.length).toBe(1);
    const body = { email: 'amina@example.dz', password: ' mot de passe ', company_id: 'c1' };
    expect(requests[0]!.method).toBe('POST');
    expect(JSON.parse(requests[0]!.body!)).toEqual(body);
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    // No session is made up: the app's request, which takes this answer, is its own.
    expect(requests[0]!.headers['x-session-id']).toBeUndefined();
    expect(await sentAhead()).toEqual({ url: SPEC.url, body: JSON.stringify(body), status: 200 });
    // Held as any submit: nothing sent natively, the form waits for the app.
    expect(page.url()).toBe(`${ORIGIN}/`);
    expect(await page.evaluate(() => window.__earlyInput!.sending)).toBe(true);
    // Sent once: a second submit by Enter is held, not sent again.
    await page.press('#password', 'Enter');
    expect(requests).toHaveLength(1);
  });

  it('sends nothing where the app has stored something: a guest session, or its database', async () => {
    const session = await shopPage(signInForm(SPEC), async () => {
      localStorage.setItem('session_data', '{}');
    });
    await page.fill('#email', 'amina@example.dz');
    await page.fill('#password', 'secret123');
    await page.press('#password', 'Enter');
    expect(await sentAhead()).toEqual({ url: SPEC.url, body: expect.any(String), status: null });
    expect(session).toHaveLength(0);

    await page.evaluate(() => localStorage.clear());
    await page.unrouteAll();
    const database = await shopPage(signInForm(SPEC), async () => {
      await new Promise((resolve) => {
        indexedDB.open('storefront').onsuccess = resolve;
      });
    });
    await page.fill('#email', 'amina@example.dz');
    await page.fill('#password', 'secret123');
    await page.click('#go');
    expect((await sentAhead())!.status).toBeNull();
    expect(database).toHaveLength(0);
  });

  it('sends nothing for a form that is not valid as it stands, or that does not say how it is sent', async () => {
    const requests = await shopPage(signInForm(SPEC));
    await page.fill('#email', 'amina@example.dz');
    await page.click('#go');
    expect(await sentAhead()).toBeNull();
    await page.unrouteAll();
    const plain = await shopPage(signInForm(null));
    await page.fill('#email', 'amina@example.dz');
    await page.fill('#password', 'secret123');
    await page.click('#go');
    expect(await sentAhead()).toBeNull();
    expect([...requests, ...plain]).toHaveLength(0);
  });
});
