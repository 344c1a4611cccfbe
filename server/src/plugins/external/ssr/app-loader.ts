/** The inline script of a server page that fetches and runs the app's code (appLoader). */

/** What a page's loader is given beside the shell's: its routes' code, secondary code and stylesheets (routeAssets). */
export interface PageCode {
  js?: string[];
  later?: string[];
  /** The secondary code by chunk name, each with the files it needs (routeAssets). */
  needs?: Record<string, string[]>;
  stylesheets?: string[];
}

/** The longest a server page waits for its main images, once its stylesheets are in, before fetching its code. */
export const LOADER_FALLBACK_MS = 1500;

/**
 * A stylesheet that came within this many milliseconds of its request
 * (round trip and transfer) marks a fast link: there the code waits for the
 * first paint (appLoader).
 */
export const LOADER_FAST_LINK_MS = 100;

/**
 * Module preloads the loader adds per task. Since the entry waits for them,
 * each preload issues its own request: fewer per task keeps each task short
 * for the same total (docs/decisions/008).
 */
export const LOADER_BATCH = 4;

/**
 * The inline script (allowed by the page's nonce, in the head before the
 * stylesheets, so it waits for none) that fetches the app's code as soon as
 * the link has nothing more urgent to carry, and runs it once the server's
 * page has painted.
 *
 * Nothing urgent left: the page's `stylesheets` are in, and so are its main
 * images (those the page asks for first: `fetchpriority=high`, the largest
 * paint's candidates, found in the document once the stylesheets are in;
 * waited for LOADER_FALLBACK_MS at most). Load and error events are caught
 * as they reach the document (capture), so none is missed however early it
 * comes. On a phone the body's parsing, style and layout take a few hundred
 * milliseconds of CPU after the stylesheet arrived, time in which the link
 * would sit idle if the loader waited for the first frame.
 *
 * The entry is imported once every preload has loaded (or failed) and the
 * page is parsed and has painted (the first frame after DOMContentLoaded),
 * in a task of its own: its module graph is then fetched and compiled, and
 * the task that evaluates it does not finish compiling it too
 * ("ScriptCatchup" in Chromium's trace), which halves that long task
 * (docs/decisions/008).
 *
 * On a fast link (each stylesheet came within LOADER_FAST_LINK_MS of its
 * request, by the page's resource timing) the code would arrive before the
 * first paint, and its processing would hold that paint back (40 of
 * Lighthouse's unthrottled loads: the first paint came 125 ms after the
 * stylesheet, median, in the 10 where the code was in before it, 91 ms in
 * the others): there the code is fetched once the page has painted, which
 * costs a fast link a few tens of milliseconds. A slow link keeps the head
 * start.
 *
 * The shopper's first touch, key or focus fetches everything at once
 * (src/lib/early-input.ts, whose script comes just before this one). A page
 * opened in a background tab paints nothing: it starts at once. A page the
 * service worker controls has no link to share (the code is in the worker's
 * precache): there the code is fetched once the page has painted, since
 * compiling it earlier delays that paint.
 */
export function appLoader(entry: string, preloads: string[], nonce: string, page: Omit<PageCode, 'js'> = {}): string {
  const { later = [], stylesheets = [], needs = {} } = page;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  // The preloads go out LOADER_BATCH at a time, a task each: every request a
  // script starts costs the main thread. Once the shopper has acted
  // (src/lib/early-input.ts), they all go at once.
  const source =
    // The entry is preloaded first, with the rest; a browser without
    // modulepreload (Safari before 17) would never fire its load events, so
    // there the entry is imported once the last batch is out.
    // c: every preload is in; f: the page is parsed and painted; K: the stylesheets, k: those still loading, m: the main images;
    // z: everything is in on a fast link, the code waits for the paint.
    `(()=>{const d=document,e=window.__earlyInput,h=${json([entry, ...preloads.filter((file) => file !== entry)])},p=[],w=d.createElement('link').relList?.supports?.('modulepreload'),` +
    `o=!!navigator.serviceWorker?.controller,abs=v=>new URL(v,d.baseURI).href,K=${json(stylesheets)}.map(abs),k=new Set(K);let i=0,n=${LOADER_BATCH},u=false,c=false,f=false,m=null,s=${json(later)},g=[],z=false;` +
    `const add=(href,t)=>{const l=d.createElement('link');if(t)t.push(new Promise(r=>{l.onload=l.onerror=r}));l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.append(l)},` +
    // The page's secondary code, once its own is in: only when the shopper acted before the page was live.
    // First what the controls they acted on open (g: their data-code, ui-logic/on-demand.ts), alone on
    // the link, so that the replayed tap does not wait behind the rest; then the rest.
    // Not while a held submit waits to send the shopper's data: that request goes first, and the app loads the rest when needed.
    `rest=()=>{if(e&&e.sending)return;for(const href of s)add(href);s=[]},` +
    `more=()=>{if(!u||!c)return;if(!g.length)return rest();const t=[];for(const href of g)add(href,w?t:null);g=[];if(w)Promise.all(t).then(rest);else rest()},` +
    // Fetched beside the page's own code, they would slow it down.
    `x=${json(needs)},need=t=>{const v=t&&t.closest&&t.closest('[data-code]'),q=v&&x[v.getAttribute('data-code')];if(q){for(const href of q)if(s.includes(href)){s=s.filter(y=>y!==href);g.push(href)}more()}},` +
    // The code that failed to load leaves what the shopper did held, and says so.
    `go=()=>import(${json(entry)}).catch(()=>e&&e.failed()),ready=()=>{if(c&&f)setTimeout(go,0)},loaded=()=>{c=true;more();ready()},` +
    `batch=()=>{for(const href of h.slice(i,i+=n))add(href,w?p:null);` +
    `if(i<h.length)setTimeout(batch,0);else if(w)Promise.all(p).then(loaded);else loaded()};` +
    `let done=false;const start=()=>{if(done)return;done=true;d.removeEventListener('load',seen,true);d.removeEventListener('error',seen,true);batch()},` +
    // A fast link: every stylesheet came within LOADER_FAST_LINK_MS of its request (no timing, no claim).
    `fast=()=>K.length>0&&K.every(v=>{const t=performance.getEntriesByName(v)[0];return !!t&&t.requestStart>0&&t.responseEnd-t.requestStart<${LOADER_FAST_LINK_MS}}),` +
    // Once the stylesheets are in: the main images still loading are waited for, a moment at most;
    // then the code, at once on a slow link, after the first paint on a fast one.
    `check=()=>{if(done||k.size)return;if(!m){m=new Set([...d.querySelectorAll('link[rel=preload][as=image][fetchpriority=high],img[fetchpriority=high]')].map(x=>x.getAttribute('href')||x.getAttribute('src')).filter(Boolean).map(abs).filter(v=>!performance.getEntriesByName(v).length));setTimeout(start,${LOADER_FALLBACK_MS})}if(!m.size){if(f||!fast())start();else z=true}},` +
    `seen=ev=>{const t=ev.target,v=t&&(t.href||t.currentSrc||t.src);if(typeof v==='string'){k.delete(v);m&&m.delete(v);check()}},` +
    // Under the service worker the code comes from its cache at once: fetched
    // before the first paint, compiling it would hold that paint back; there
    // it is fetched once the page has painted.
    `painted=()=>{f=true;if(o||z)start();ready()},` +
    // The shopper's first touch, key or focus fetches the code at once.
    `now=()=>{n=h.length;u=true;start();more()};` +
    `if(e){e.onInputAt=need;if(e.acted)now();else e.onFirstInput=now}` +
    `const parsed=()=>d.visibilityState==='hidden'?painted():requestAnimationFrame(()=>setTimeout(painted,0));` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed,{once:true});else parsed();` +
    `if(d.visibilityState==='hidden')start();else if(!o){d.addEventListener('load',seen,true);d.addEventListener('error',seen,true);check()}})();`;
  return `<script nonce="${nonce}">${source}</script>`;
}
