import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/precompress.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the plugin's writeBundle on a bundle of the given files, in a fresh output folder. */
async function build(files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, text]) => [
      fileName,
      fileName.endsWith('.js') ? { type: 'chunk', fileName, code: text } : { type: 'asset', fileName, source: text },
    ]),
  );
  const plugin = precompressAssets() as unknown as { writeBundle: (options: { dir: string }, bundle: unknown) => Promise<void> };
  await plugin.writeBundle({ dir }, bundle);
  return dir;
}

const code = Array.from({ length: 400 }, (_, i) => `export const value${i} = "produit ${i}";`).join('\n');

describe('precompressed build assets', () => {
  it('writes a brotli copy beside each hashed script and stylesheet, which decodes to the file', async () => {
    const css = `.card{display:grid;gap:8px}\n`.repeat(100);
    const dir = await build({ 'assets/index-abc.js': code, 'assets/style-def.css': css });
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/index-abc.js.br'))).toString()).toBe(code);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/style-def.css.br'))).toString()).toBe(css);
    // Smaller than what the server would send compressed per request.
    expect(readFileSync(path.join(dir, 'assets/index-abc.js.br')).length).toBeLessThan(gzipSync(code).length);
  });

  it('leaves small files, source maps and files outside assets/ without a copy', async () => {
    const dir = await build({
      'assets/tiny-1.js': 'export const a = 1;',
      'assets/index-abc.js.map': code,
      'sw.js': code,
      'assets/logo-2.svg': code,
    });
    expect(readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.br'))).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.br'))).toEqual([]);
  });
});
