import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { appLoader, LOADER_BATCH, LOADER_FAST_LINK_MS } from '#server/plugins/external/ssr/app-loader.ts';
import { routeAssets } from '#server/plugins/external/ssr/route-assets.ts';
import { withoutAppCode } from '#server/plugins/external/ssr/template.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], dynamicImports: ['src/menu.tsx', 'src/routes/about.tsx', 'node_modules/workbox-window/build/x.mjs'] },
  'src/routes/products/$productId.tsx?tsr-split=component': {
    file: 'assets/product-2.js',
    imports: ['_page-3.js', 'index.html'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog-9.js', name: 'dialog', imports: ['_react-5.js', '_radix-10.js'] },
  '_radix-10.js': { file: 'assets/radix-10.js' },
  'src/menu.tsx': { file: 'assets/menu-11.js', name: 'menu', imports: ['_radix-10.js'] },
  'src/routes/about.tsx': { file: 'assets/about-12.js' },
  'node_modules/workbox-window/build/x.mjs': { file: 'assets/workbox-13.js' },
  'src/routes/products/$productId.tsx?tsr-split=notFoundComponent': { file: 'assets/product-nf-4.js', imports: ['_page-3.js'] },
  '_page-3.js': { file: 'assets/page-3.js', css: ['assets/page-3.css', 'assets/index-1.css'], imports: ['_react-5.js'] },
  '_react-5.js': { file: 'assets/react-5.js' },
  'src/routes/products/$productId.tsx?tsr-split=pendingComponent': { file: 'assets/product-pending-7.js', imports: ['_skeleton-8.js'] },
  '_skeleton-8.js': { file: 'assets/skeleton-8.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-6.js', css: ['assets/home-6.css'] },
};
const template = '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-5.js"><link rel="stylesheet" href="/assets/index-1.css">';

describe('route assets of a server page', () => {
  it("gives the rendered routes' stylesheets and code, through their imports, minus what the shell loads", () => {
    const assets = routeAssets(manifest, [{ routeId: '__root__', rendered: 'component' }, { routeId: '/products/$productId', rendered: 'component' }], template);
    expect(assets).toEqual({
      css: ['/assets/page-3.css'],
      // With its skeleton: the router's hydration loads it with the screen, and waits for both.
      js: ['/assets/product-2.js', '/assets/page-3.js', '/assets/product-pending-7.js', '/assets/skeleton-8.js'],
      // Its dialog and the shell's menu, once each; not another route, not the worker's registration.
      later: ['/assets/dialog-9.js', '/assets/radix-10.js', '/assets/menu-11.js'],
      // Each by its name (a control's data-code), with what it imports that the page does not load.
      needs: { dialog: ['/assets/dialog-9.js', '/assets/radix-10.js'], menu: ['/assets/menu-11.js', '/assets/radix-10.js'] },
    });
  });

  it('takes the split the route rendered (not found) and maps an index route to its file', () => {
    expect(routeAssets(manifest, [{ routeId: '/products/$productId', rendered: 'notFoundComponent' }], template).js).toContain('/assets/product-nf-4.js');
    expect(routeAssets(manifest, [{ routeId: '/', rendered: 'component' }], template).css).toContain('/assets/home-6.css');
  });
});

describe('the code of a server page', () => {
  const head =
    '<title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-5.js">\n    <link rel="stylesheet" crossorigin href="/assets/style.css">';

  it("is taken out of the shell's head, the stylesheet stays", () => {
    expect(withoutAppCode(head)).toEqual({
      head: '<title>x</title><link rel="stylesheet" crossorigin href="/assets/style.css">',
      entry: '/assets/index-1.js',
      preloads: ['/assets/react-5.js'],
    });
  });

  it('is loaded by a script carrying the nonce, its modules preloaded, run after the page has painted', () => {
    const html = appLoader('/assets/index-1.js', ['/assets/react-5.js', '/assets/x</script>.js'], 'n0nce');
    expect(html.startsWith('<script nonce="n0nce">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    // Nothing in the data can close the script element.
    expect(html.slice(0, -'</script>'.length)).not.toContain('</script');
    expect(html).toContain('import("/assets/index-1.js")');
    expect(html).toContain('requestAnimationFrame');
  });

  interface FakeEarlyInput {
    acted: boolean;
    sending?: boolean;
    onFirstInput?: () => void;
    onInputAt?: (target: unknown) => void;
    failed: () => void;
  }

  const ORIGIN = 'https://boutique.test';

  /**
   * Runs the loader's script in a VM, as the head runs it: the document still
   * loading, hidden unless told (a hidden page starts at once). Timers and
   * frames are queued, not run; `fire` sends a load or error event of a
   * resource to the document, as the browser does (capture), and `parsed`
   * the end of the parsing (DOMContentLoaded).
   */
  function runLoader(
    preloads: string[],
    modulepreload = true,
    page: {
      visibilityState?: string;
      early?: FakeEarlyInput;
      importFails?: boolean;
      later?: string[];
      needs?: Record<string, string[]>;
      stylesheets?: string[];
      /** What the page asks for first (fetchpriority=high): images and their preloads. */
      mainImages?: string[];
      /** Resources already fetched when the loader looks (the performance timeline). */
      fetched?: string[];
      /** The service worker controls the page. */
      controlled?: boolean;
      /** Resource timing of what has come in: ms from its request to its last byte. */
      took?: Record<string, number>;
    } = {},
  ) {
    const source = appLoader('/assets/index-1.js', preloads, 'n', { later: page.later, stylesheets: page.stylesheets, needs: page.needs }).replace(/^<script[^>]*>|<\/script>$/g, '');
    const links: { rel: string; href: string; onload?: () => void; onerror?: () => void }[] = [];
    const imported: string[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    let listeners: { type: string; fn: (event: unknown) => void }[] = [];
    const absolute = (href: string) => new URL(href, ORIGIN).href;
    const document = {
      visibilityState: page.visibilityState ?? 'hidden',
      readyState: 'loading',
      baseURI: `${ORIGIN}/products`,
      createElement: () => ({ relList: { supports: (rel: string) => modulepreload && rel === 'modulepreload' } }),
      head: { append: (link: (typeof links)[number]) => links.push(link) },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.push({ type, fn }),
      removeEventListener: (type: string, fn: (event: unknown) => void) => (listeners = listeners.filter((l) => l.type !== type || l.fn !== fn)),
      querySelectorAll: (selector: string) => {
        expect(selector).toContain('[fetchpriority=high]');
        return (page.mainImages ?? []).map((href) => ({ getAttribute: (name: string) => (name === 'href' ? href : null) }));
      },
    };
    // `import()` is syntax: give the script a function of that name to call instead.
    runInNewContext(source.replace('import(', '__import('), {
      document,
      window: { __earlyInput: page.early },
      navigator: { serviceWorker: page.controlled ? { controller: {} } : undefined },
      URL,
      performance: {
        getEntriesByName: (url: string) => {
          const took = Object.entries(page.took ?? {}).find(([href]) => absolute(href) === url)?.[1];
          if (took !== undefined) return [{ name: url, requestStart: 40, responseEnd: 40 + took }];
          return (page.fetched ?? []).map(absolute).includes(url) ? [{ name: url }] : [];
        },
      },
      __import: (url: string) => {
        imported.push(url);
        return page.importFails ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      requestAnimationFrame: (fn: () => void) => timers.push({ fn, ms: 0 }),
    });
    /** Runs the queued tasks (those due within `upTo` ms), and the ones they queue; returns how many ran. */
    const runTimers = (upTo = 0) => {
      let tasks = 0;
      for (let next = timers.findIndex((t) => t.ms <= upTo); next >= 0; next = timers.findIndex((t) => t.ms <= upTo)) {
        timers.splice(next, 1)[0]!.fn();
        tasks++;
      }
      return tasks;
    };
    const fire = (type: 'load' | 'error', href: string) => {
      for (const l of listeners.filter((l) => l.type === type)) l.fn({ target: { href: absolute(href) } });
    };
    const parsed = () => {
      document.readyState = 'interactive';
      for (const l of listeners.filter((l) => l.type === 'DOMContentLoaded')) l.fn({ target: document });
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const hrefs = () => links.map((l) => l.href);
    return { links, hrefs, imported, runTimers, settle, fire, parsed, listening: () => listeners.filter((l) => l.type === 'load' || l.type === 'error').length };
  }

  /** The page is parsed, then the frame and the task after it: the code goes out, and runs once it is in. */
  async function paintThenRun({ hrefs, links, imported, runTimers, settle, parsed }: ReturnType<typeof runLoader>) {
    parsed();
    runTimers();
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
    links.forEach((l) => l.onload!());
    await settle();
    runTimers();
    expect(imported).toEqual(['/assets/index-1.js']);
  }

  it('preloads the entry first and the rest a few per task, and imports the entry once they have all loaded or failed and the page is parsed, in a task of its own', async () => {
    const preloads = Array.from({ length: 2 * LOADER_BATCH + 3 }, (_, i) => `/assets/m${i}.js`);
    const { links, imported, runTimers, settle, parsed } = runLoader([...preloads, '/assets/index-1.js']);
    const expected = ['/assets/index-1.js', ...preloads].map((href) => `modulepreload ${href}`);
    // The first task: one batch, the entry first.
    expect(links.map((l) => `${l.rel} ${l.href}`)).toEqual(expected.slice(0, LOADER_BATCH));
    expect(runTimers()).toBe(2);
    expect(links.map((l) => `${l.rel} ${l.href}`)).toEqual(expected);
    // The entry waits for every preload: the module graph it evaluates is
    // then fetched and compiled, and its evaluation does not compile too.
    links.slice(1).forEach((l) => l.onload!());
    await settle();
    expect(runTimers()).toBe(0);
    expect(imported).toEqual([]);
    // A preload that fails does not hold the app back (the import reports it).
    links[0]!.onerror!();
    await settle();
    expect(runTimers()).toBe(0);
    // Nor before the document is parsed: the page it hydrates is not all there.
    expect(imported).toEqual([]);
    parsed();
    expect(runTimers()).toBe(1);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('imports the entry once the last batch is out where modulepreload is not supported (no load event would come)', () => {
    const preloads = Array.from({ length: LOADER_BATCH + 1 }, (_, i) => `/assets/m${i}.js`);
    const { links, imported, runTimers, parsed } = runLoader(preloads, false);
    parsed();
    expect(imported).toEqual([]);
    // The second batch, then the import in a task of its own.
    expect(runTimers()).toBe(2);
    expect(links).toHaveLength(LOADER_BATCH + 2);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('imports the entry once it alone is preloaded when there is nothing else', async () => {
    const { hrefs, links, imported, runTimers, settle, parsed } = runLoader([]);
    expect(hrefs()).toEqual(['/assets/index-1.js']);
    parsed();
    links[0]!.onload!();
    await settle();
    expect(runTimers()).toBe(1);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('waits for the stylesheets, then for the main images still loading; not for those already in', () => {
    const stylesheets = ['/assets/style-1.css', '/assets/route-2.css'];
    const mainImages = ['/media/a.svg', '/media/b.svg', '/media/c.svg'];
    const { hrefs, fire, runTimers, listening } = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets,
      mainImages,
      fetched: ['/media/c.svg'],
    });
    fire('load', '/assets/style-1.css');
    expect(hrefs()).toEqual([]);
    // A stylesheet that failed counts as in.
    fire('error', '/assets/route-2.css');
    expect(hrefs()).toEqual([]);
    // Not the first frame either: the link is for what the shopper sees first.
    runTimers();
    expect(hrefs()).toEqual([]);
    fire('load', '/media/a.svg');
    expect(hrefs()).toEqual([]);
    // The last one still loading is in (or failed): the code, at once. (c.svg was in before.)
    fire('error', '/media/b.svg');
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
    // The loader stops listening for resources.
    expect(listening()).toBe(0);
  });

  it('fetches the code before the page is parsed or painted once the stylesheets are in, and runs it only once it has painted', async () => {
    const { hrefs, links, imported, runTimers, settle, fire, parsed } = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets: ['/assets/style-1.css'],
    });
    expect(hrefs()).toEqual([]);
    fire('load', '/assets/style-1.css');
    // No main image: the code goes out before the first frame.
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
    links.forEach((l) => l.onload!());
    await settle();
    runTimers();
    expect(imported).toEqual([]);
    // Parsed, then the frame, the task after it, and the import's own task.
    parsed();
    runTimers();
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('on a fast link (every stylesheet in within LOADER_FAST_LINK_MS), fetches the code only once the page has painted', async () => {
    const stylesheets = ['/assets/style-1.css', '/assets/route-2.css'];
    const loader = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets,
      took: { '/assets/style-1.css': 12, '/assets/route-2.css': LOADER_FAST_LINK_MS - 1 },
    });
    loader.fire('load', '/assets/style-1.css');
    loader.fire('load', '/assets/route-2.css');
    // It would come before the first paint, and hold it back.
    expect(loader.hrefs()).toEqual([]);
    await paintThenRun(loader);
  });

  it('on a slow link, or without the timing to tell, still fetches the code as soon as the stylesheets are in', () => {
    const stylesheets = ['/assets/style-1.css', '/assets/route-2.css'];
    // One stylesheet slow: the link is slow.
    const slow = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets,
      took: { '/assets/style-1.css': 12, '/assets/route-2.css': LOADER_FAST_LINK_MS },
    });
    slow.fire('load', '/assets/style-1.css');
    slow.fire('load', '/assets/route-2.css');
    expect(slow.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
    // No timing entry (another origin without Timing-Allow-Origin, an old browser): as on a slow link.
    const unknown = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', stylesheets: ['/assets/style-1.css'] });
    unknown.fire('load', '/assets/style-1.css');
    expect(unknown.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('on a fast link, the shopper acting first still fetches everything at once', () => {
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const { hrefs, fire } = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets: ['/assets/style-1.css'],
      took: { '/assets/style-1.css': 5 },
      early,
    });
    fire('load', '/assets/style-1.css');
    expect(hrefs()).toEqual([]);
    early.onFirstInput!();
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('under the service worker, fetches the code only once the page has painted (its cache would compile it ahead of the paint)', async () => {
    const loader = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets: ['/assets/style-1.css'],
      controlled: true,
    });
    expect(loader.listening()).toBe(0);
    loader.fire('load', '/assets/style-1.css');
    loader.runTimers();
    expect(loader.hrefs()).toEqual([]);
    await paintThenRun(loader);
  });

  it('under the service worker, still fetches everything at once when the shopper acts first', () => {
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const { hrefs } = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', controlled: true, early });
    expect(hrefs()).toEqual([]);
    early.onFirstInput!();
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('does not wait more than a moment for a slow image', () => {
    const { hrefs, runTimers, fire } = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      stylesheets: ['/assets/style-1.css'],
      mainImages: ['/media/slow.svg'],
    });
    // No fallback before the stylesheet is in: nothing paints without it.
    runTimers(Infinity);
    expect(hrefs()).toEqual([]);
    fire('load', '/assets/style-1.css');
    runTimers();
    expect(hrefs()).toEqual([]);
    // The fallback timer.
    runTimers(Infinity);
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('fetches everything at once when the shopper touches, types or focuses first', () => {
    const preloads = Array.from({ length: 3 * LOADER_BATCH }, (_, i) => `/assets/m${i}.js`);
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const { links, runTimers, fire } = runLoader(preloads, true, { visibilityState: 'visible', early, stylesheets: ['/assets/style-1.css'] });
    expect(links).toEqual([]);
    early.onFirstInput!();
    // One task, every module: the shopper is waiting for them.
    expect(links).toHaveLength(preloads.length + 1);
    // The stylesheet, the frame and the fallback that follow start nothing more.
    fire('load', '/assets/style-1.css');
    runTimers(Infinity);
    expect(links).toHaveLength(preloads.length + 1);
  });

  it('fetches first the code of the control the shopper acted on, once the page\'s own is in, then the rest', async () => {
    const later = ['/assets/menu.js', '/assets/radix.js', '/assets/dialog.js'];
    const needs = { 'store-choice-dialog': ['/assets/dialog.js', '/assets/radix.js'], menu: ['/assets/menu.js', '/assets/radix.js'] };
    const preloads = Array.from({ length: 2 * LOADER_BATCH }, (_, i) => `/assets/m${i}.js`);
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const loader = runLoader(preloads, true, { visibilityState: 'visible', early, later, needs, stylesheets: ['/assets/style-1.css'] });
    loader.fire('load', '/assets/style-1.css');
    // The first batch is out when the shopper taps a button that opens the dialog.
    expect(loader.hrefs()).toHaveLength(LOADER_BATCH);
    const button = { closest: (selector: string) => (selector === '[data-code]' ? { getAttribute: () => 'store-choice-dialog' } : null) };
    early.onInputAt!(button);
    early.onFirstInput!();
    loader.runTimers();
    // The page's own code first, alone on the link.
    const own = ['/assets/index-1.js', ...preloads];
    expect(loader.hrefs()).toEqual(own);
    loader.links.forEach((l) => l.onload?.());
    await loader.settle();
    // Then the dialog's code, alone too.
    expect(loader.hrefs()).toEqual([...own, '/assets/dialog.js', '/assets/radix.js']);
    loader.links.slice(own.length).forEach((l) => l.onload?.());
    await loader.settle();
    // Then the rest of the secondary code; not the dialog's again.
    expect(loader.hrefs()).toEqual([...own, '/assets/dialog.js', '/assets/radix.js', '/assets/menu.js']);
    // A control that names no code, or code the page does not have, fetches nothing more.
    early.onInputAt!({ closest: () => null });
    early.onInputAt!({ closest: () => ({ getAttribute: () => 'elsewhere' }) });
    expect(loader.hrefs()).toHaveLength(own.length + later.length);
  });

  it('leaves the secondary code off the link while a held submit waits to send the shopper\'s data', async () => {
    const later = ['/assets/menu.js', '/assets/dialog.js'];
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const loader = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', early, later, needs: { dialog: ['/assets/dialog.js'] } });
    // The sign-in form is sent before the page is live.
    early.sending = true;
    early.onFirstInput!();
    loader.links.forEach((l) => l.onload?.());
    await loader.settle();
    expect(loader.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
    // What a control the shopper taps opens still comes, and only that.
    early.onInputAt!({ closest: () => ({ getAttribute: () => 'dialog' }) });
    expect(loader.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js', '/assets/dialog.js']);
    loader.links.slice(2).forEach((l) => l.onload?.());
    await loader.settle();
    expect(loader.hrefs()).toHaveLength(3);
  });

  it('fetches at once the code of a control acted on after the page\'s own code is in', async () => {
    const later = ['/assets/menu.js', '/assets/dialog.js'];
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const loader = runLoader([], true, { visibilityState: 'visible', early, later, needs: { dialog: ['/assets/dialog.js'] } });
    loader.parsed();
    loader.links.forEach((l) => l.onload?.());
    await loader.settle();
    expect(loader.hrefs()).toEqual(['/assets/index-1.js']);
    early.onInputAt!({ closest: () => ({ getAttribute: () => 'dialog' }) });
    early.onFirstInput!();
    expect(loader.hrefs()).toEqual(['/assets/index-1.js', '/assets/dialog.js']);
  });

  it('starts at once when the shopper acted before the loader ran', () => {
    const { hrefs } = runLoader(['/assets/a.js'], true, {
      visibilityState: 'visible',
      early: { acted: true, failed: () => {} },
      stylesheets: ['/assets/style-1.css'],
    });
    expect(hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('says so when the code cannot be loaded (what the shopper did stays held)', async () => {
    let failed = 0;
    const { links, runTimers, settle, parsed } = runLoader([], true, { early: { acted: false, failed: () => failed++ }, importFails: true });
    parsed();
    links[0]!.onerror!();
    await settle();
    runTimers();
    await settle();
    expect(failed).toBe(1);
  });

  it("fetches the page's secondary code once its own is in, only when the shopper acted before the page was live", async () => {
    const later = ['/assets/dialog.js', '/assets/menu.js'];
    // Nobody acted: the page's own code only.
    const calm = runLoader(['/assets/a.js'], true, { later });
    calm.parsed();
    calm.links.forEach((l) => l.onload!());
    await calm.settle();
    calm.runTimers(Infinity);
    expect(calm.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);

    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const acted = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', early, later, stylesheets: ['/assets/style-1.css'] });
    early.onFirstInput!();
    // Not before the page's own code is in: it would share the link with it.
    expect(acted.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js']);
    acted.links.forEach((l) => l.onload!());
    await acted.settle();
    expect(acted.hrefs()).toEqual(['/assets/index-1.js', '/assets/a.js', ...later]);
    acted.parsed();
    acted.runTimers(Infinity);
    expect(acted.imported).toEqual(['/assets/index-1.js']);
  });
});
