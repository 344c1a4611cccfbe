/**
 * One chunk for the app's shell: the app modules the entry script imports
 * statically, which every first page runs before it hydrates, whichever page
 * it is.
 *
 * Left to the bundler (rolldown, Vite 8), each of those modules that a route
 * chunk also imports became a chunk of its own in this app's build: beside
 * the entry, 18 files of 0.1 to 9 KB (the API modules, stale times, paging,
 * icons…). A small graph gets them merged into the entry; this one did not,
 * with or without the vendor groups. A first visit of /products
 * started 40 script requests, and each request a page starts costs its main
 * thread a few milliseconds (ResourceFetcher::requestResource in Chromium's
 * trace), times 4 on a mid-range phone. In one chunk: 27 requests for
 * /products, 11 instead of 24 for /, and 3.7 KB less gzip (one file
 * compresses better than 18).
 *
 * The entry script itself (src/entry-client.tsx) stays the entry chunk.
 * Modules under node_modules are left to the other groups and the bundler.
 * The set is collected once the module graph is known (buildEnd) and read
 * when chunks are cut, which comes after.
 */
import type { Plugin } from 'vite';

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; priority: number };

const NODE_MODULES = /[\\/]node_modules[\\/]/;

export function shellChunk(name = 'shell'): { plugin: Plugin; group: CodeSplittingGroup } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear();
      // An HTML entry (index.html) imports the entry scripts; a script entry is its own.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const scripts = entries.flatMap((id) => (/\.html$/.test(id) ? (this.getModuleInfo(id)?.importedIds ?? []) : [id]));
      const kept = new Set([...entries, ...scripts]);
      const queue = scripts.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (shell.has(id) || kept.has(id) || NODE_MODULES.test(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name, test: (id) => shell.has(id), priority: 10 } };
}
