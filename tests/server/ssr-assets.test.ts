import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, routeAssets } from '#server/plugins/external/ssr.ts';

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
  it("links the rendered routes' stylesheets and preloads their code, through their imports, minus what the shell loads", () => {
    const html = routeAssets(manifest, [{ routeId: '__root__', rendered: 'component' }, { routeId: '/products/$productId', rendered: 'component' }], template);
    expect(html).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/page-3.css">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/product-2.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/page-3.js">',
    );
  });

  it('takes the split the route rendered (not found) and maps an index route to its file', () => {
    expect(routeAssets(manifest, [{ routeId: '/products/$productId', rendered: 'notFoundComponent' }], template)).toContain('/assets/product-nf-4.js');
    expect(routeAssets(manifest, [{ routeId: '/', rendered: 'component' }], template)).toContain('/assets/home-6.css');
  });
});

describe('the code of a server page', () => {
  it('is fetched at low priority, the stylesheet and images keep theirs', () => {
    const head =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-5.js"><link rel="stylesheet" crossorigin href="/assets/style.css">';
    expect(lowPriorityScripts(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-5.js"><link rel="stylesheet" crossorigin href="/assets/style.css">',
    );
    expect(lowPriorityScripts(lowPriorityScripts(head))).toBe(lowPriorityScripts(head));
  });
});
