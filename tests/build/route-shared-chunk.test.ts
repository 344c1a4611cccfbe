import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkFileNames, routeSharedChunk } from '../../scripts/route-shared-chunk.ts';
import { shellChunk } from '../../scripts/shell-chunk.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A small app with the storefront's shape: the entry lazily loads a home
 * route, two catalogue routes (a list and a detail) and an information page.
 * The catalogue routes share a card and a price formatter; the list has a
 * module of its own; the card shows an image that the home route shows too;
 * the information page formats a price like the catalogue, and all three
 * may show a notice, whose module fetches its library as soon as it runs.
 */
function app(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'route-shared-chunk-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'src', 'routes', 'products'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>',
    'src/main.ts': [
      "import { api } from './api.ts';",
      'const routes = {',
      "  home: () => import('./routes/index.ts'),",
      "  list: () => import('./routes/products/index.ts'),",
      "  detail: () => import('./routes/products/$id.ts'),",
      "  about: () => import('./routes/about.ts'),",
      '};',
      'globalThis.app = { api, routes };',
    ].join('\n'),
    'src/api.ts': "export const api = '/api/v1';",
    'src/image.ts': "export const image = (src: string) => '<img src=' + src + '>';",
    'src/price.ts': "export const price = (n: number) => n.toFixed(2) + ' DZD';",
    'src/card.ts': "import { image } from './image.ts';\nimport { price } from './price.ts';\nexport const card = (n: number) => image('p.png') + price(n);",
    'src/paging.ts': "export const paging = (page: number) => 'page ' + page;",
    'src/notice.ts': "const lib = import('./notice-lib.ts');\nexport const notice = (text: string) => lib.then((m) => m.show(text));",
    'src/notice-lib.ts': "export const show = (text: string) => console.log(text);",
    'src/routes/index.ts': "import { image } from '../image.ts';\nexport const render = () => image('home.png');",
    'src/routes/products/index.ts': "import { card } from '../../card.ts';\nimport { notice } from '../../notice.ts';\nimport { paging } from '../../paging.ts';\nexport const render = () => card(1) + paging(1) + notice('');",
    'src/routes/products/$id.ts': "import { card } from '../../card.ts';\nimport { notice } from '../../notice.ts';\nimport { price } from '../../price.ts';\nexport const render = () => card(2) + price(3) + notice('');",
    'src/routes/about.ts': "import { notice } from '../notice.ts';\nimport { price } from '../price.ts';\nexport const render = () => 'Livraison : ' + price(400) + notice('');",
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

/** The client build's chunks, each with the source modules it holds and the chunks it imports statically. */
async function chunks(root: string) {
  const shell = shellChunk();
  const catalogue = routeSharedChunk({
    name: 'catalogue',
    routes: /[\\/]src[\\/]routes[\\/]products[\\/]/,
    keepOut: /[\\/]src[\\/]routes[\\/](index|about)\.ts$/,
    shell: shell.group.test,
  });
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shell.plugin, catalogue.plugin],
    build: {
      write: false,
      minify: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          chunkFileNames,
          codeSplitting: { groups: [{ ...shell.group, test: (id: string) => shell.group.test(id) || catalogue.common(id) }, catalogue.group] },
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      // A group split by the routes that use it is named "catalogue~index~$id": its file keeps the group's name.
      name: chunk.name.split('~')[0],
      isEntry: chunk.isEntry,
      modules: Object.keys(chunk.modules)
        .filter((id) => id.includes(`${path.sep}src${path.sep}`))
        .map((id) => path.relative(path.join(root, 'src'), id))
        .sort(),
      // "notice-lib-<8-character hash>.js" is the chunk "notice-lib".
      imports: chunk.imports.map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, '')).sort(),
    }));
}

describe('the catalogue chunk', () => {
  it("holds what two catalogue routes share and no route kept out uses; a route's own modules stay with it", async () => {
    const all = await chunks(app());
    const catalogue = all.find((chunk) => chunk.name === 'catalogue')!;
    expect(catalogue.modules).toEqual(['card.ts']);
    const list = all.find((chunk) => chunk.modules.includes('routes/products/index.ts'))!;
    expect(list.modules).toEqual(['paging.ts', 'routes/products/index.ts']);
    expect(list.imports).toEqual(['catalogue', 'notice']);
  });

  it('leaves the home route and the information page out of it: what they share with the catalogue goes to the shell', async () => {
    const all = await chunks(app());
    const shell = all.find((chunk) => chunk.name === 'shell')!;
    // The image (home and catalogue) and the price (information page and catalogue) load with every first page.
    expect(shell.modules).toEqual(['api.ts', 'image.ts', 'price.ts']);
    const home = all.find((c) => c.modules.includes('routes/index.ts'))!;
    expect(home.modules).toEqual(['routes/index.ts']);
    expect(home.imports).toEqual(['shell']);
    // The notice would fetch its library on every first page: it stays out of the shell, in a chunk of its own.
    const about = all.find((c) => c.modules.includes('routes/about.ts'))!;
    expect(about.modules).toEqual(['routes/about.ts']);
    expect(about.imports).toEqual(['notice', 'shell']);
    expect(all.find((c) => c.name === 'notice')!.modules).toEqual(['notice.ts']);
    // The catalogue chunk imports the shell, never a route's chunk (no cycle).
    expect(all.find((chunk) => chunk.name === 'catalogue')!.imports).toEqual(['shell']);
  });
});
