import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The home page's JavaScript has a budget (scripts/route-shared-chunk.ts): its
 * product rows load the cards and their buttons, never the catalogue's list
 * screens (their layout, search box, not-found block, skeletons, store cards).
 * One class the results imported from the list layout once brought 1.9 KB
 * gzip and a script request of those screens into every first visit of /.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const LIST_SCREENS = [
  'src/features/catalogue/kit/page-layout.css.ts',
  'src/features/catalogue/kit/list-search.tsx',
  'src/features/catalogue/kit/catalogue-not-found.tsx',
  'src/features/catalogue/kit/list-page-skeleton.tsx',
  'src/features/catalogue/stores/store-card.tsx',
];

let chunks: Rolldown.OutputChunk[] = [];
// The service worker's plugin writes its file even when the build does not: never into the real dist/.
const outDir = mkdtempSync(path.join(tmpdir(), 'home-first-load-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

beforeAll(async () => {
  const output = (await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false, outDir, emptyOutDir: true },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}, 180_000);

/** The source modules a chunk and the chunks it imports statically hold (what loading it fetches and runs). */
function loadedWith(start: Rolldown.OutputChunk): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Rolldown.OutputChunk>();
  const queue = [start];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    queue.push(...chunk.imports.map((file) => byFile.get(file)!).filter(Boolean));
  }
  return [...seen].flatMap((chunk) => Object.keys(chunk.modules)).map((id) => path.relative(ROOT, id.replace(/\?.*$/, '')));
}

function chunkHolding(module: string): Rolldown.OutputChunk {
  const chunk = chunks.find((c) => Object.keys(c.modules).some((id) => id.replace(/\?.*$/, '') === path.join(ROOT, module)));
  if (!chunk) throw new Error(`no chunk holds ${module}`);
  return chunk;
}

describe("the home page's first load", () => {
  it('its product rows bring the cards, not the list screens', () => {
    const modules = loadedWith(chunkHolding('src/routes/-components/home-products.tsx'));
    expect(modules).toContain('src/features/catalogue/kit/product-card.tsx');
    expect(modules.filter((id) => LIST_SCREENS.includes(id))).toEqual([]);
  });

  it('a list screen does load them (the check above looks at the right modules)', () => {
    const modules = loadedWith(chunkHolding('src/features/catalogue/categories/category-list-page.tsx'));
    expect(modules).toEqual(expect.arrayContaining(['src/features/catalogue/kit/list-search.tsx', 'src/features/catalogue/kit/page-layout.css.ts']));
  });
});
