/** The code and stylesheets a server page links, from Vite's manifest and the routes it rendered. */
import type { RenderResult } from './server-entry.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface ManifestChunkWithDynamic extends ManifestChunk {
  dynamicImports?: string[];
  /** The chunk's name: for a module imported on demand, its file name without the extension. */
  name?: string;
}

/** The route file of a route id, as the router plugin names its split chunks: '/products/' → src/routes/products/index.tsx. */
function routeFile(routeId: string): string {
  if (routeId === '__root__') return 'src/routes/__root.tsx';
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

/** Code a page loads only when asked (the service worker's registration), never ahead of time. */
const NEVER_AHEAD = /[\\/]workbox-window[\\/]/;

/**
 * The stylesheets and code of what the matched routes rendered (Vite's
 * manifest), minus what the shell already loads: the page is styled at first
 * paint, and hydration does not wait for a second round trip. `later` is the
 * page's secondary code, which it loads when first needed (its dialogs,
 * drawers and menus, the toaster, the database; no other route): fetched
 * ahead when the shopper acts before the page is live (appLoader), so that
 * what they tapped does not wait for it.
 */
export function routeAssets(
  manifest: Record<string, ManifestChunkWithDynamic>,
  matches: RenderResult['matches'],
  template: string,
): { css: string[]; js: string[]; later: string[]; needs: Record<string, string[]> } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (key !== 'index.html') into.add(chunk.file);
    if (into === js) for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.dynamicImports ?? []) if (!next.startsWith('src/routes/') && !NEVER_AHEAD.test(next)) dynamic.add(next);
    for (const next of chunk.imports ?? []) visit(next, into);
  };
  for (const match of matches) {
    visit(`${routeFile(match.routeId)}?tsr-split=${match.rendered}`, js);
    // The router's hydration loads a route's skeleton with its screen, and waits for both.
    if (match.rendered === 'component') visit(`${routeFile(match.routeId)}?tsr-split=pendingComponent`, js);
  }
  // The shell's own secondary code (the menus), through the entry.
  visit('index.html', js);
  const later = new Set<string>();
  for (const key of dynamic) visit(key, later);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  const paths = (files: Set<string>) => [...files].filter(fresh).map((file) => `/${file}`);
  return { css: paths(css), js: paths(js), later: paths(later), needs: secondaryNeeds(manifest, dynamic, later, paths) };
}

/**
 * Each piece of secondary code by its chunk's name (the name a control's
 * data-code gives, ui-logic/on-demand.ts): its file and the files it
 * imports that the page does not load anyway.
 */
function secondaryNeeds(
  manifest: Record<string, ManifestChunkWithDynamic>,
  dynamic: Set<string>,
  later: Set<string>,
  paths: (files: Set<string>) => string[],
): Record<string, string[]> {
  const needs: Record<string, string[]> = {};
  for (const key of dynamic) {
    const name = manifest[key]?.name;
    if (!name) continue;
    const files = new Set<string>();
    const walk = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file) || !later.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) walk(next);
    };
    walk(key);
    if (files.size) needs[name] = paths(files);
  }
  return needs;
}
