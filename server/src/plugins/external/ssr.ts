/**
 * Server rendering of the storefront's navigations (src/entry-server.tsx,
 * built by `vite build --ssr` into the folder beside dist/). Guarantees:
 * - the page is the built index.html with the screen's HTML streamed into
 *   #root, its <head> (title, description, canonical, Open Graph, JSON-LD)
 *   and the run-time configuration written in, and the dehydrated data in
 *   inline scripts allowed by a per-request CSP nonce (script-src stays
 *   'self' otherwise);
 * - the API calls of a render are answered in-process (app.inject), with the
 *   client's own 10 s timeout; the whole render is abandoned after
 *   RENDER_DEADLINE_MS or when the client leaves, and the browser is then
 *   sent the shell, which renders the screen itself;
 * - an unknown page, product, category, collection or store is a 404 with its
 *   French screen; a crash while rendering is the spec's fallback screen
 *   with status 500;
 * - public pages may be cached by a CDN for a short while; personal ones,
 *   failures and not-found pages are not;
 * - a public page carries a validator (ETag) of what it shows: a browser or
 *   CDN revalidating an unchanged page gets a 304 once the data is loaded,
 *   without the page being rendered or sent again.
 * Without a server build, navigations get the shell as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REVALIDATE_EVERY_TIME } from '../../lib/cache-control.ts';
import { requestOrigin } from '../../lib/request-origin.ts';

/** The spec's request timeout: no page waits longer for its data. */
export const RENDER_DEADLINE_MS = 10_000;
/** A CDN may serve a public page for a minute, and a stale one for five more while it refreshes. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PERSONAL_PAGE_CACHE = `private, ${REVALIDATE_EVERY_TIME}`;

interface HeadTag {
  tag: string;
}
interface RenderResult {
  status: number;
  head: HeadTag[];
  cacheable: boolean;
  matches: { routeId: string; rendered: string }[];
  response: Response;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The route file of a route id, as the router plugin names its split chunks: '/products/' → src/routes/products/index.tsx. */
function routeFile(routeId: string): string {
  if (routeId === '__root__') return 'src/routes/__root.tsx';
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

interface ManifestChunkWithDynamic extends ManifestChunk {
  dynamicImports?: string[];
  /** The chunk's name: for a module imported on demand, its file name without the extension. */
  name?: string;
}

/** Code a page loads only when asked (the service worker's registration), never ahead of time. */
const NEVER_AHEAD = /[\\/]workbox-window[\\/]/;

/**
 * The stylesheets and code of what the matched routes rendered (Vite's
 * manifest), minus what the shell already loads: the page is styled at first
 * paint, and hydration does not wait for a second round trip. `later` is the
 * page's secondary code, which it loads when first needed (its dialogs,
 * drawers and menus, the toaster, the database; no other route): fetched
 * ahead when the shopper acts before the page is live (appLoader), so that
 * what they tapped does not wait for it.
 */
export function routeAssets(
  manifest: Record<string, ManifestChunkWithDynamic>,
  matches: RenderResult['matches'],
  template: string,
): { css: string[]; js: string[]; later: string[]; needs: Record<string, string[]> } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (key !== 'index.html') into.add(chunk.file);
    if (into === js) for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.dynamicImports ?? []) if (!next.startsWith('src/routes/') && !NEVER_AHEAD.test(next)) dynamic.add(next);
    for (const next of chunk.imports ?? []) visit(next, into);
  };
  for (const match of matches) {
    visit(`${routeFile(match.routeId)}?tsr-split=${match.rendered}`, js);
    // The router's hydration loads a route's skeleton with its screen, and waits for both.
    if (match.rendered === 'component') visit(`${routeFile(match.routeId)}?tsr-split=pendingComponent`, js);
  }
  // The shell's own secondary code (the menus), through the entry.
  visit('index.html', js);
  const later = new Set<string>();
  for (const key of dynamic) visit(key, later);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  const paths = (files: Set<string>) => [...files].filter(fresh).map((file) => `/${file}`);
  // Each piece of secondary code by its chunk's name (the name a control's
  // data-code gives, ui-logic/on-demand.ts): its file and the files it
  // imports that the page does not load anyway.
  const needs: Record<string, string[]> = {};
  for (const key of dynamic) {
    const name = manifest[key]?.name;
    if (!name) continue;
    const files = new Set<string>();
    const walk = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file) || !later.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) walk(next);
    };
    walk(key);
    if (files.size) needs[name] = paths(files);
  }
  return { css: paths(css), js: paths(js), later: paths(later), needs };
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The shell's head without its code: the entry module and its preloads,
 * which a server page loads itself (appLoader).
 */
export function withoutAppCode(head: string): { head: string; entry: string | undefined; preloads: string[] } {
  const entry = [...head.matchAll(MODULE_SCRIPT)].map((m) => m[1]!)[0];
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { head: head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads };
}

/** The longest a server page waits for its main images, once its stylesheets are in, before fetching its code. */
export const LOADER_FALLBACK_MS = 1500;

/**
 * Module preloads the loader adds per task. Since the entry waits for them,
 * each preload issues its own request (the entry's import used to fetch
 * part of its graph itself): with 8 per task, 9 of 64 batch tasks were over
 * 12.5 ms (up to 47 ms) in 16 Lighthouse traces of / and /products; with 4,
 * 3 of 128 (up to 21 ms), for the same total.
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
 * sat idle while the loader, at the end of the body, waited for the first
 * frame (bench:inp, /products: the stylesheet in at 1.06 s, the first paint
 * at 1.31 s, the first script asked for at 1.33 s).
 *
 * The entry is imported once every preload has loaded (or failed) and the
 * page is parsed and has painted (the first frame after DOMContentLoaded),
 * in a task of its own: its module graph is then fetched and compiled, and
 * the task that evaluates it does not finish compiling it too
 * ("ScriptCatchup" in Chromium's trace, up to 17 ms). In interleaved
 * Lighthouse runs of /products and a product page (18 traces a side), that
 * task's median went from 51.1 to 26.7 ms of real time; CPU ×4 makes each
 * millisecond over 12.5 four of blocking time (docs/decisions/008).
 *
 * The shopper's first touch, key or focus fetches everything at once
 * (src/lib/early-input.ts, whose script comes just before this one). A page
 * opened in a background tab paints nothing: it starts at once. A page the
 * service worker controls has no link to share (the code is in the worker's
 * precache): there the code is fetched once the page has painted, as before
 * stop 50, since compiling it earlier delays that paint (bench:offline: the
 * first card at 425 ms instead of 325).
 */
export function appLoader(entry: string, preloads: string[], nonce: string, page: Omit<PageCode, 'js'> = {}): string {
  const { later = [], stylesheets = [], needs = {} } = page;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  // The preloads go out LOADER_BATCH at a time, a task each: every request a
  // script starts costs the main thread (in Lighthouse's runs here, 24 to 49
  // ms for the ~30 of a catalogue page in one go, times 4 on a phone). Once
  // the shopper has acted (src/lib/early-input.ts), they all go at once.
  const source =
    // The entry is preloaded first, with the rest; a browser without
    // modulepreload (Safari before 17) would never fire its load events, so
    // there the entry is imported once the last batch is out.
    // c: every preload is in; f: the page is parsed and painted; k: the stylesheets still loading, m: the main images.
    `(()=>{const d=document,e=window.__earlyInput,h=${json([entry, ...preloads.filter((file) => file !== entry)])},p=[],w=d.createElement('link').relList?.supports?.('modulepreload'),` +
    `o=!!navigator.serviceWorker?.controller,abs=v=>new URL(v,d.baseURI).href,k=new Set(${json(stylesheets)}.map(abs));let i=0,n=${LOADER_BATCH},u=false,c=false,f=false,m=null,s=${json(later)},g=[];` +
    `const add=(href,t)=>{const l=d.createElement('link');if(t)t.push(new Promise(r=>{l.onload=l.onerror=r}));l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.append(l)},` +
    // The page's secondary code, once its own is in: only when the shopper acted before the page was live.
    // First what the controls they acted on open (g: their data-code, ui-logic/on-demand.ts), alone on
    // the link, so that the replayed tap does not wait behind the rest; then the rest.
    `rest=()=>{for(const href of s)add(href);s=[]},` +
    `more=()=>{if(!u||!c)return;if(!g.length)return rest();const t=[];for(const href of g)add(href,w?t:null);g=[];if(w)Promise.all(t).then(rest);else rest()},` +
    // Fetched beside the page's own code, they would slow it down (bench:inp, 'Filtres' → drawer: +130 ms).
    `x=${json(needs)},need=t=>{const v=t&&t.closest&&t.closest('[data-code]'),q=v&&x[v.getAttribute('data-code')];if(q){for(const href of q)if(s.includes(href)){s=s.filter(y=>y!==href);g.push(href)}more()}},` +
    // The code that failed to load leaves what the shopper did held, and says so.
    `go=()=>import(${json(entry)}).catch(()=>e&&e.failed()),ready=()=>{if(c&&f)setTimeout(go,0)},loaded=()=>{c=true;more();ready()},` +
    `batch=()=>{for(const href of h.slice(i,i+=n))add(href,w?p:null);` +
    `if(i<h.length)setTimeout(batch,0);else if(w)Promise.all(p).then(loaded);else loaded()};` +
    `let done=false;const start=()=>{if(done)return;done=true;d.removeEventListener('load',seen,true);d.removeEventListener('error',seen,true);batch()},` +
    // Once the stylesheets are in: the main images still loading are waited for, a moment at most.
    `check=()=>{if(done||k.size)return;if(!m){m=new Set([...d.querySelectorAll('link[rel=preload][as=image][fetchpriority=high],img[fetchpriority=high]')].map(x=>x.getAttribute('href')||x.getAttribute('src')).filter(Boolean).map(abs).filter(v=>!performance.getEntriesByName(v).length));setTimeout(start,${LOADER_FALLBACK_MS})}if(!m.size)start()},` +
    `seen=ev=>{const t=ev.target,v=t&&(t.href||t.currentSrc||t.src);if(typeof v==='string'){k.delete(v);m&&m.delete(v);check()}},` +
    // Under the service worker the code comes from its cache at once: fetched
    // before the first paint, compiling it would hold that paint back
    // (bench:offline, stop 50); there it is fetched once the page has painted.
    `painted=()=>{f=true;if(o)start();ready()},` +
    // The shopper's first touch, key or focus fetches the code at once.
    `now=()=>{n=h.length;u=true;start();more()};` +
    `if(e){e.onInputAt=need;if(e.acted)now();else e.onFirstInput=now}` +
    `const parsed=()=>d.visibilityState==='hidden'?painted():requestAnimationFrame(()=>setTimeout(painted,0));` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed,{once:true});else parsed();` +
    `if(d.visibilityState==='hidden')start();else if(!o){d.addEventListener('load',seen,true);d.addEventListener('error',seen,true);check()}})();`;
  return `<script nonce="${nonce}">${source}</script>`;
}

interface ServerEntry {
  render(opts: {
    request: Request;
    nonce: string;
    config: { companyId: string; apiUrl: string };
    fetchApi: typeof fetch;
    unchanged?: (pageData: string) => boolean;
  }): Promise<RenderResult>;
  headToHtml(tags: HeadTag[]): string;
  /** Holds the shopper's input from the first byte until the page is hydrated (src/lib/early-input.ts). */
  earlyInputScript: string;
  renderCrashScreen(): string;
  loadAllRouteCode(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a navigation with the server-rendered page, or the shell when there is no server build. */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;
/** What a page's loader is given beside the shell's: its routes' code, secondary code and stylesheets (routeAssets). */
interface PageCode {
  js?: string[];
  later?: string[];
  /** The secondary code by chunk name, each with the files it needs (routeAssets). */
  needs?: Record<string, string[]>;
  stylesheets?: string[];
}
const OUTLET = /<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->/;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export interface SsrOptions {
  /** The browser build (dist/): index.html is the page's template. */
  distDir: string;
  /** The server build (entry-server.js). */
  serverDir: string;
}

export default fp(async function ssr(app: FastifyInstance, opts: SsrOptions) {
  const entryFile = path.join(opts.serverDir, 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.warn(`No server renderer in ${opts.serverDir}: pages are rendered in the browser`);
    return;
  }
  const templateFile = path.join(opts.distDir, 'index.html');
  const manifestFile = path.join(opts.distDir, '.vite', 'manifest.json');
  interface Build {
    stamp: string;
    entry: ServerEntry;
    template: string;
    beforeOutlet: string;
    /** The entry module and the modules it needs at once (the shell's preloads). */
    entryScript: string | undefined;
    preloads: string[];
    /** The template's own stylesheets (the page's code waits for them, appLoader). */
    stylesheets: string[];
    afterOutlet: string;
    manifest: Record<string, ManifestChunk>;
    /** The template's and the renderer's contents: a new deploy changes every page's validator. */
    contentHash: string;
  }
  let current: Build | undefined;
  /**
   * The build being served: read again when a deploy writes new files into
   * the folders while the server runs (the template's and the renderer's
   * modification times), so a page never links assets that are gone.
   */
  async function build(): Promise<Build> {
    let stamp: string;
    try {
      stamp = `${statSync(templateFile).mtimeMs}:${statSync(entryFile).mtimeMs}`;
    } catch (err) {
      // A deploy is replacing the files: the build already loaded goes on.
      if (current) return current;
      throw err;
    }
    if (current?.stamp === stamp) return current;
    // A module is loaded once per path (tsx ignores a query string): a new
    // build's renderer is imported from a copy under a new name, beside its chunks.
    let file = entryFile;
    if (current) {
      file = path.join(opts.serverDir, `entry-server.${Date.now()}.js`);
      copyFileSync(entryFile, file);
    }
    const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    // Every screen's code loaded before the first page: no render waits for a chunk.
    await entry.loadAllRouteCode();
    const template = readFileSync(templateFile, 'utf8');
    if (!OUTLET.test(template)) throw new Error('index.html has no <!--ssr-outlet--> marker');
    if (!CHARSET.test(template)) throw new Error('index.html has no <meta charset>');
    const [shellStart, afterOutlet] = template.split(OUTLET) as [string, string];
    // The page's own title and description replace the shell's. Its code is
    // loaded by appLoader once its stylesheets and main images are in, and run
    // once it has painted: the server's HTML paints without it, so on a slow
    // network what the shopper sees first goes first and hydration follows (the shell, which needs its code
    // to paint, keeps its module script).
    const { head: beforeOutlet, entry: entryScript, preloads } = withoutAppCode(
      shellStart.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, ''),
    );
    if (!entryScript) throw new Error('index.html has no module script');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
    const contentHash = createHash('sha256').update(template).update(readFileSync(file)).digest('base64url');
    const stylesheets = [...beforeOutlet.matchAll(STYLESHEET)].map((m) => m[1]!);
    current = { stamp, entry, template, beforeOutlet, entryScript, preloads, stylesheets, afterOutlet, manifest, contentHash };
    return current;
  }
  await build();
  const config = { companyId: app.config.companyId, apiUrl: app.config.apiUrl };
  // JSON in HTML: '<' escaped, so the data cannot close its element.
  const configBlock = `<script type="application/json" id="app-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

  const fetchApi = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://ssr.internal');
    const signal = init?.signal;
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const injected = app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const res = await (signal
      ? Promise.race([
          injected,
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
        ])
      : injected);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  }) as typeof fetch;

  function withNonce(reply: FastifyReply, nonce: string) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      const withScripts = csp.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`);
      reply.header('content-security-policy', withScripts.replace(/style-src-elem ([^;]*)/, `style-src-elem $1 'nonce-${nonce}'`));
    }
  }

  /**
   * The page up to its content. The input-holding script comes first in the
   * head, right after the charset, and the code's loader after it: they run
   * before anything paints, and, before the stylesheets' links, wait for none.
   * The stylesheets are preloaded before them: compiling and running them
   * takes a phone 100 to 140 ms (CPU ×4), which the stylesheet's request
   * waited for (bench:inp's phone, /products: asked for 300 ms after the
   * HTML's first byte with the scripts before it, 150 to 215 ms without).
   */
  function pageStart(b: Build, head: string, nonce: string, code: PageCode = {}): string {
    const stylesheets = [...b.stylesheets, ...(code.stylesheets ?? [])];
    const scripts =
      stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`).join('') +
      `<script nonce="${nonce}">${b.entry.earlyInputScript}</script>` +
      appLoader(b.entryScript!, [...b.preloads, ...(code.js ?? [])], nonce, { later: code.later, needs: code.needs, stylesheets });
    return b.beforeOutlet.replace(CHARSET, (meta) => `${meta}${scripts}`).replace('</head>', `${head}${configBlock}</head>`);
  }

  async function sendShell(reply: FastifyReply) {
    reply.header('Cache-Control', REVALIDATE_EVERY_TIME);
    return reply.status(200).type('text/html; charset=utf-8').sendFile('index.html');
  }

  app.decorate('renderPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const b = await build();
    const { entry } = b;
    const nonce = randomBytes(16).toString('base64');
    const controller = new AbortController();
    const onClose = () => controller.abort(new Error('client closed the connection'));
    request.raw.once('close', onClose);
    const deadline = setTimeout(() => controller.abort(new Error('render deadline')), RENDER_DEADLINE_MS);
    const origin = requestOrigin(request);
    const url = `${origin}${request.url}`;
    let etag: string | undefined;
    let result: RenderResult;
    try {
      result = await entry.render({
        request: new Request(url, { headers: { 'user-agent': request.headers['user-agent'] ?? '' }, signal: controller.signal }),
        nonce,
        config,
        fetchApi,
        unchanged: (pageData) => {
          etag = pageValidator(b.contentHash, `${origin}${configBlock}`, pageData);
          return matchesEtag(request.headers['if-none-match'], etag);
        },
      });
    } catch (err) {
      clearTimeout(deadline);
      request.raw.off('close', onClose);
      if (controller.signal.aborted) {
        request.log.warn({ url: request.url }, 'server rendering abandoned: the shell is sent, the browser renders');
        return sendShell(reply);
      }
      request.log.error({ err, url: request.url }, 'server rendering failed');
      reply.header('Cache-Control', REVALIDATE_EVERY_TIME);
      withNonce(reply, nonce);
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .send(pageStart(b, '<title>Erreur</title>', nonce) + entry.renderCrashScreen() + b.afterOutlet);
    }
    clearTimeout(deadline);
    request.raw.off('close', onClose);
    if (result.response.status === 304 && etag) {
      // The copy the caller holds is the page: it keeps its own CSP, whose
      // nonce its scripts bear (a cache merges a 304's headers into its copy).
      reply.removeHeader('content-security-policy');
      reply.header('Cache-Control', PUBLIC_PAGE_CACHE).header('ETag', etag);
      return reply.status(304).send();
    }
    if (!result.response.body || !(result.response.headers.get('content-type') ?? '').includes('text/html')) {
      // A redirect of the router: passed on as it is.
      reply.status(result.response.status);
      result.response.headers.forEach((value, key) => void reply.header(key, value));
      return reply.send(await result.response.text());
    }
    withNonce(reply, nonce);
    reply.header('Cache-Control', result.cacheable ? PUBLIC_PAGE_CACHE : PERSONAL_PAGE_CACHE);
    if (result.cacheable && etag) reply.header('ETag', etag);
    const assets = routeAssets(b.manifest, result.matches, b.template);
    const stylesheets = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
    const start = pageStart(b, entry.headToHtml(result.head) + stylesheets, nonce, { js: assets.js, later: assets.later, needs: assets.needs, stylesheets: assets.css });
    const end = b.afterOutlet;
    const body = result.response.body;
    const stream = Readable.from(
      (async function* () {
        yield start;
        const reader = body.getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            yield value;
          }
        } finally {
          reader.releaseLock();
        }
        yield end;
      })(),
    );
    return reply.status(result.status).type('text/html; charset=utf-8').send(stream);
  });
});

/**
 * A public page's validator: the build, the origin and configuration it is
 * rendered for, and what it shows. Weak: the same page differs by its nonce
 * and its compression from one answer to the next.
 */
export function pageValidator(buildHash: string, context: string, pageData: string): string {
  return `W/"${createHash('sha256').update(buildHash).update('\0').update(context).update('\0').update(pageData).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match (RFC 9110, weak comparison): `*` or one of the listed tags. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The server build's folder for a browser build's: dist/ → dist-server/. */
export function serverBuildDir(distDir: string): string {
  return `${path.resolve(distDir)}-server`;
}
