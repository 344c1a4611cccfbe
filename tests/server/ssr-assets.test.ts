import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { appLoader, LOADER_BATCH, routeAssets, withoutAppCode } from '#server/plugins/external/ssr.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/routes/products/$productId.tsx?tsr-split=component': { file: 'assets/product-2.js', imports: ['_page-3.js', 'index.html'] },
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

  it('is loaded by a script carrying the nonce, its modules preloaded, after the page has loaded and painted', () => {
    const html = appLoader('/assets/index-1.js', ['/assets/react-5.js', '/assets/x</script>.js'], 'n0nce');
    expect(html.startsWith('<script nonce="n0nce">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    // Nothing in the data can close the script element.
    expect(html.slice(0, -'</script>'.length)).not.toContain('</script');
    expect(html).toContain('import("/assets/index-1.js")');
    expect(html).toContain("addEventListener('load'");
    expect(html).toContain('requestAnimationFrame');
  });

  interface FakeEarlyInput {
    acted: boolean;
    onFirstInput?: () => void;
    failed: () => void;
  }

  /** Runs the loader's script in a VM with a hidden document (it starts at once); timers are queued, not run. */
  function runLoader(preloads: string[], modulepreload = true, page: { visibilityState?: string; early?: FakeEarlyInput; importFails?: boolean } = {}) {
    const source = appLoader('/assets/index-1.js', preloads, 'n').replace(/^<script[^>]*>|<\/script>$/g, '');
    const links: { rel: string; href: string; onload?: () => void; onerror?: () => void }[] = [];
    const imported: string[] = [];
    const timers: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState: page.visibilityState ?? 'hidden', // hidden: starts at once
      readyState: 'loading',
      createElement: () => ({ relList: { supports: (rel: string) => modulepreload && rel === 'modulepreload' } }),
      head: { append: (link: (typeof links)[number]) => links.push(link) },
    };
    // `import()` is syntax: give the script a function of that name to call instead.
    runInNewContext(source.replace('import(', '__import('), {
      document,
      window: { __earlyInput: page.early },
      __import: (url: string) => {
        imported.push(url);
        return page.importFails ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: (fn: () => void) => timers.push(fn),
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    });
    const runTimers = () => {
      let tasks = 0;
      while (timers.length > 0) {
        timers.shift()!();
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

  it('waits for the load event, then fetches everything at once when the shopper touches, types or focuses first', () => {
    const preloads = Array.from({ length: 3 * LOADER_BATCH }, (_, i) => `/assets/m${i}.js`);
    const early: FakeEarlyInput = { acted: false, failed: () => {} };
    const { links, listeners, runTimers } = runLoader(preloads, true, { visibilityState: 'visible', early });
    expect(links).toEqual([]);
    expect(listeners.load).toBeDefined();
    early.onFirstInput!();
    // One task, every module: the shopper is waiting for them.
    expect(links).toHaveLength(preloads.length + 1);
    // The load event that follows starts nothing more.
    listeners.load!();
    runTimers();
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
});
