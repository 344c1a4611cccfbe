/**
 * A control that opens code on demand names it (`data-code`,
 * src/ui-logic/on-demand.ts) so that a tap before the page is live fetches
 * that code first. The server finds it by the name of its chunk in the
 * build's manifest, which is the module's file name: a name that drifts from
 * its file (a rename) would silently fetch nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(SRC, f));
const CALL = /(?:const|let)\s+(\w+)\s*=\s*onDemand\(\s*\(\)\s*=>\s*import\('([^']+)'\)[\s\S]*?\)\s*(?:,\s*'([^']*)')?\s*\);/g;

const calls = files.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({ file: path.relative(SRC, file), variable: m[1]!, imported: m[2]!, name: m[3], source: readFileSync(file, 'utf8') })),
);

describe('code opened on demand', () => {
  it('is found in the sources', () => {
    expect(calls.length).toBeGreaterThanOrEqual(5);
  });

  it.each(calls.filter((c) => c.name !== undefined).map((c) => [c.file, c] as const))('%s names its code by the file it imports', (_, call) => {
    expect(call.name).toBe(path.basename(call.imported).replace(/\.tsx?$/, ''));
  });

  it.each(calls.map((c) => [c.file, c] as const))('%s gives its trigger attribute only with a name', (_, call) => {
    if (call.source.includes(`${call.variable}.trigger`)) expect(call.name).toBeDefined();
  });
});
