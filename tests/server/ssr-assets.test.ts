import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { appLoader, LOADER_BATCH, routeAssets, withoutAppCode } from '#server/plugins/external/ssr.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], dynamicImports: ['src/menu.tsx', 'src/routes/about.tsx', 'node_modules/workbox-window/build/x.mjs'] },
  'src/routes/products/$productId.tsx?tsr-split=component': {
    file: 'assets/product-2.js',
    imports: ['_page-3.js', 'index.html'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog-9.js', imports: ['_react-5.js', '_radix-10.js'] },
  '_radix-10.js': { file: 'assets/radix-10.js' },
  'src/menu.tsx': { file: 'assets/menu-11.js', imports: ['_radix-10.js'] },
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

  it('is loaded by a script carrying the nonce, its modules preloaded, after the page has painted', () => {
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
    onFirstInput?: () => void;
    failed: () => void;
  }

  /** Runs the loader's script in a VM with a hidden document (it starts at once); timers are queued, not run. */
  interface FakeImage {
    complete: boolean;
    top: number;
    fetchPriority: string;
    side: number;
    listeners: Record<string, () => void>;
  }
  const image = (top: number, complete = false, fetchPriority = 'high', side = 100): FakeImage => ({ complete, top, fetchPriority, side, listeners: {} });

  function runLoader(
    preloads: string[],
    modulepreload = true,
    page: { visibilityState?: string; early?: FakeEarlyInput; importFails?: boolean; images?: FakeImage[]; later?: string[] } = {},
  ) {
    const source = appLoader('/assets/index-1.js', preloads, 'n', page.later).replace(/^<script[^>]*>|<\/script>$/g, '');
    const links: { rel: string; href: string; onload?: () => void; onerror?: () => void }[] = [];
    const imported: string[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState: page.visibilityState ?? 'hidden', // hidden: starts at once
      readyState: 'loading',
      createElement: () => ({ relList: { supports: (rel: string) => modulepreload && rel === 'modulepreload' } }),
      head: { append: (link: (typeof links)[number]) => links.push(link) },
      images: (page.images ?? []).map((img) => ({
        get complete() {
          return img.complete;
        },
        fetchPriority: img.fetchPriority,
        getBoundingClientRect: () => ({ top: img.top, bottom: img.top + img.side, width: img.side, height: img.side }),
        addEventListener: (type: string, fn: () => void) => (img.listeners[type] = fn),
      })),
    };
    // `import()` is syntax: give the script a function of that name to call instead.
    runInNewContext(source.replace('import(', '__import('), {
      document,
      window: { __earlyInput: page.early },
      innerHeight: 800,
      innerWidth: 400,
      __import: (url: string) => {
        imported.push(url);
        return page.importFails ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      requestAnimationFrame: (fn: () => void) => timers.push({ fn, ms: 0 }),
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
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
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return { links, imported, runTimers, settle, listeners };
  }

  it('preloads the entry first and the rest a few per task, and imports the entry once they have all loaded or failed, in a task of its own', async () => {
    const preloads = Array.from({ length: 2 * LOADER_BATCH + 3 }, (_, i) => `/assets/m${i}.js`);
    const { links, imported, runTimers, settle } = runLoader([...preloads, '/assets/index-1.js']);
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
    expect(imported).toEqual([]);
    expect(runTimers()).toBe(1);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('imports the entry with the last batch where modulepreload is not supported (no load event would come)', () => {
    const preloads = Array.from({ length: LOADER_BATCH + 1 }, (_, i) => `/assets/m${i}.js`);
    const { links, imported, runTimers } = runLoader(preloads, false);
    expect(imported).toEqual([]);
    expect(runTimers()).toBe(1);
    expect(links).toHaveLength(LOADER_BATCH + 2);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('imports the entry once it alone is preloaded when there is nothing else', async () => {
    const { links, imported, runTimers, settle } = runLoader([]);
    expect(links.map((l) => l.href)).toEqual(['/assets/index-1.js']);
    links[0]!.onload!();
    await settle();
    expect(runTimers()).toBe(1);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('waits for the first frame and the main images of the first screen, painted; not thumbnails or those further down', () => {
    const onScreen = image(100);
    // Not asked for first, but a fifth of the screen: what the largest paint may be.
    const large = image(400, false, 'auto', 250);
    const images = [onScreen, large, image(2000), image(50, true), image(300, false, 'auto', 64)];
    const { links, runTimers } = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', images });
    expect(links).toEqual([]);
    // The frame, then the task after it: the main images on screen are still loading.
    runTimers();
    expect(links).toEqual([]);
    expect(Object.keys(onScreen.listeners).sort()).toEqual(['error', 'load']);
    onScreen.listeners.load!();
    runTimers();
    expect(links).toEqual([]);
    large.listeners.error!();
    // Loaded (or failed): once painted, the code.
    expect(links).toEqual([]);
    runTimers();
    expect(links.map((l) => l.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('does not wait more than a moment for a slow image', () => {
    const { links, runTimers } = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', images: [image(0)] });
    // The frame, its task, then the fallback timer.
    runTimers();
    expect(links).toEqual([]);
    runTimers(Infinity);
    expect(links.map((l) => l.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('fetches everything at once when the shopper touches, types or focuses first', () => {
    const preloads = Array.from({ length: 3 * LOADER_BATCH }, (_, i) => `/assets/m${i}.js`);
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const { links, runTimers } = runLoader(preloads, true, { visibilityState: 'visible', early, images: [image(0)] });
    expect(links).toEqual([]);
    early.onFirstInput!();
    // One task, every module: the shopper is waiting for them.
    expect(links).toHaveLength(preloads.length + 1);
    // The frame and the fallback that follow start nothing more.
    runTimers(Infinity);
    expect(links).toHaveLength(preloads.length + 1);
  });

  it('starts at once when the shopper acted before the loader ran', () => {
    const { links } = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', early: { acted: true, failed: () => {} } });
    expect(links.map((l) => l.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });

  it('says so when the code cannot be loaded (what the shopper did stays held)', async () => {
    let failed = 0;
    const { links, runTimers, settle } = runLoader([], true, { early: { acted: false, failed: () => failed++ }, importFails: true });
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
    calm.links.forEach((l) => l.onload!());
    await calm.settle();
    calm.runTimers(Infinity);
    expect(calm.links.map((l) => l.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);

    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const acted = runLoader(['/assets/a.js'], true, { visibilityState: 'visible', early, later, images: [image(0)] });
    early.onFirstInput!();
    // Not before the page's own code is in: it would share the link with it.
    expect(acted.links.map((l) => l.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);
    acted.links.forEach((l) => l.onload!());
    await acted.settle();
    expect(acted.links.map((l) => l.href)).toEqual(['/assets/index-1.js', '/assets/a.js', ...later]);
    acted.runTimers(Infinity);
    expect(acted.imported).toEqual(['/assets/index-1.js']);
  });
});
