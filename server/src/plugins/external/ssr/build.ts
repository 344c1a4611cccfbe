/**
 * The build being served: the server renderer, the template and Vite's
 * manifest, read again when a deploy writes new files into the folders while
 * the server runs (the template's and the renderer's modification times), so
 * a page never links assets that are gone.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ManifestChunk } from './route-assets.ts';
import type { ServerEntry } from './server-entry.ts';
import { shellOf, type Shell } from './template.ts';

export interface Build extends Shell {
  stamp: string;
  entry: ServerEntry;
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** The template's and the renderer's contents: a new deploy changes every page's validator. */
  contentHash: string;
}

export interface BuildFiles {
  /** The server build's entry-server.js. */
  entryFile: string;
  /** The server build's folder, where a new build's renderer is copied. */
  serverDir: string;
  /** The browser build's index.html. */
  templateFile: string;
  /** The browser build's .vite/manifest.json. */
  manifestFile: string;
}

/** Returns the build being served, loaded again after a deploy. */
export function buildLoader(files: BuildFiles): () => Promise<Build> {
  let current: Build | undefined;
  return async function build(): Promise<Build> {
    let stamp: string;
    try {
      stamp = `${statSync(files.templateFile).mtimeMs}:${statSync(files.entryFile).mtimeMs}`;
    } catch (err) {
      // A deploy is replacing the files: the build already loaded goes on.
      if (current) return current;
      throw err;
    }
    if (current?.stamp === stamp) return current;
    current = await loadBuild(files, stamp, current !== undefined);
    return current;
  };
}

async function loadBuild(files: BuildFiles, stamp: string, reload: boolean): Promise<Build> {
  // A module is loaded once per path (tsx ignores a query string): a new
  // build's renderer is imported from a copy under a new name, beside its chunks.
  let file = files.entryFile;
  if (reload) {
    file = path.join(files.serverDir, `entry-server.${Date.now()}.js`);
    copyFileSync(files.entryFile, file);
  }
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  // Every screen's code loaded before the first page: no render waits for a chunk.
  await entry.loadAllRouteCode();
  const template = readFileSync(files.templateFile, 'utf8');
  const shell = shellOf(template);
  const manifest = existsSync(files.manifestFile) ? (JSON.parse(readFileSync(files.manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
  const contentHash = createHash('sha256').update(template).update(readFileSync(file)).digest('base64url');
  return { stamp, entry, template, ...shell, manifest, contentHash };
}
