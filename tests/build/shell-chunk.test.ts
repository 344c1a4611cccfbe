import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { shellChunk } from '../../scripts/shell-chunk.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A small app with the storefront's shape: index.html loads the entry
 * script, which imports the API and a formatter and lazily loads a route
 * that imports them too, and a module of its own.
 */
function app(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shell-chunk-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'src'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
    'src/main.ts': [
      "import { getProducts } from './api.ts';",
      "import { price } from './format.ts';",
      "document.title = price(1) + getProducts.name;",
      "void import('./route.ts').then((m) => m.render());",
    ].join('\n'),
    'src/api.ts': "import { BASE } from './base.ts';\nexport function getProducts() { return fetch(BASE + '/products'); }",
    'src/base.ts': "export const BASE = '/api/v1';",
    'src/format.ts': "export function price(value: number) { return value.toFixed(2) + ' DZD'; }",
    'src/route.ts': [
      "import { getProducts } from './api.ts';",
      "import { price } from './format.ts';",
      "import { card } from './card.ts';",
      "export function render() { void getProducts(); return card(price(2)); }",
    ].join('\n'),
    'src/card.ts': "export function card(text: string) { const li = document.createElement('li'); li.textContent = text; return li; }",
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

/** The client build's chunks, each with the source modules it holds and the chunks it imports statically. */
async function chunks(root: string) {
  const shell = shellChunk();
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shell.plugin],
    build: {
      write: false,
      minify: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [shell.group] } } },
    },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      name: chunk.name,
      isEntry: chunk.isEntry,
      modules: Object.keys(chunk.modules)
        .filter((id) => id.includes(`${path.sep}src${path.sep}`))
        .map((id) => path.basename(id))
        .sort(),
      imports: chunk.imports.map((file) => path.basename(file).replace(/-[\w-]+\.js$/, '')),
    }));
}

describe('the shell chunk', () => {
  it("puts the modules the entry script imports, and theirs, in one chunk beside the entry; a route's own modules stay in its chunk", async () => {
    const root = app();
    const all = await chunks(root);
    const entry = all.find((chunk) => chunk.isEntry)!;
    expect(entry.modules).toEqual(['main.ts']);
    expect(entry.imports).toEqual(['shell']);
    expect(all.find((chunk) => chunk.name === 'shell')!.modules).toEqual(['api.ts', 'base.ts', 'format.ts']);
    // The route loads the shell's modules from the shell chunk, not copies of its own.
    const route = all.find((chunk) => chunk.modules.includes('route.ts'))!;
    expect(route.modules).toEqual(['card.ts', 'route.ts']);
    expect(route.imports).toEqual(['shell']);
    expect(all).toHaveLength(3);
  });
});
