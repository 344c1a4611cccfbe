import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { appLoader, LOADER_BATCH, routeAssets, withoutAppCode } from '#server/plugins/external/ssr.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/routes/products/$productId.tsx?tsr-split=component': { file: 'assets/product-2.js', imports: ['_page-3.js', 'index.html'] },
  'src/routes/products/$productId.tsx?tsr-split=notFoundComponent': { file: 'assets/product-nf-4.js', imports: ['_page-3.js'] },
  '_page-3.js': { file: 'assets/page-3.js', css: ['assets/page-3.css', 'assets/index-1.css'], imports: ['_react-5.js'] },
  '_react-5.js': { file: 'assets/react-5.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-6.js', css: ['assets/home-6.css'] },
};
const template = '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-5.js"><link rel="stylesheet" href="/assets/index-1.css">';

describe('route assets of a server page', () => {
  it("gives the rendered routes' stylesheets and code, through their imports, minus what the shell loads", () => {
    const assets = routeAssets(manifest, [{ routeId: '__root__', rendered: 'component' }, { routeId: '/products/$productId', rendered: 'component' }], template);
    expect(assets).toEqual({ css: ['/assets/page-3.css'], js: ['/assets/product-2.js', '/assets/page-3.js'] });
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

  it('adds the preloads a few per task, the first ones with the import of the entry', () => {
    const preloads = Array.from({ length: 2 * LOADER_BATCH + 3 }, (_, i) => `/assets/m${i}.js`);
    const source = appLoader('/assets/index-1.js', preloads, 'n').replace(/^<script[^>]*>|<\/script>$/g, '');
    const appended: string[] = [];
    const imported: string[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'hidden', // starts at once
      readyState: 'loading',
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
    };
    // `import()` is syntax: give the script a function of that name to call instead.
    runInNewContext(source.replace('import(', '__import('), {
      document,
      __import: (url: string) => imported.push(url),
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: () => {},
      addEventListener: () => {},
    });
    // The first task: one batch and the entry.
    expect(appended).toEqual(preloads.slice(0, LOADER_BATCH).map((href) => `modulepreload ${href}`));
    expect(imported).toEqual(['/assets/index-1.js']);
    let tasks = 1;
    while (timers.length > 0) {
      timers.shift()!();
      tasks++;
    }
    expect(tasks).toBe(3);
    expect(appended).toEqual(preloads.map((href) => `modulepreload ${href}`));
  });
});
