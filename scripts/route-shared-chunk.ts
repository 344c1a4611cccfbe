/**
 * One chunk for what a family of routes shares (the catalogue's screens): the
 * app modules that two or more of those routes' lazy chunks import, which the
 * shell does not hold and no route kept out reaches.
 *
 * Left to the bundler, each distinct set of importing routes got a chunk of
 * its own: beside the shell, a first visit of /products started 27 script
 * requests, 16 of them files of 0.3 to 3.5 KB gzip (price, pagination, the
 * wishlist rules, the cart actions, skeletons…), the product page as many.
 * Each request a page starts costs its main thread a few milliseconds
 * (scripts/shell-chunk.ts), times 4 on a mid-range phone. The group is split
 * by the routes that use each module, and any part under 10 KB is merged into
 * its closest neighbour: two files in this app, the cards with their cart and
 * wishlist buttons (the pagination and the sort select merged in), and the
 * list screens' results, counts and search. A merged part costs a route a few
 * KB it may not run, once: the next catalogue page finds the file cached.
 *
 * `routes` names the family's route files, `keepOut` the route files whose
 * first visit must not load the chunk (the home page, whose JavaScript has a
 * budget, the information and sign-in pages). A route file split by the router
 * plugin (`?tsr-split=component`, `…=pendingComponent`) counts as one route.
 * What the family shares with a route kept out (the image, a skeleton, the
 * status block) is `common`: the config adds it to the shell, which every
 * first page loads anyway, unless it would bring a package or a lazy import
 * along (the toasts module fetches its library as soon as it is evaluated).
 *
 * Packages are left to the vendor groups and the bundler: a barrel such as
 * `radix-ui` statically reaches every Radix component, which the build then
 * drops, so counting them here would capture code no route runs. For the same
 * reason the group does not pull its modules' dependencies in
 * (`includeDependenciesRecursively: false`): they are in the shell, in a
 * vendor chunk or in chunks of their own, and pulling the home page's image
 * into this chunk would make the home page load it.
 */
import type { Plugin } from 'vite';

type CodeSplittingGroup = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
  entriesAware: boolean;
  entriesAwareMergeThreshold: number;
};

export interface RouteSharedChunkOptions {
  name: string;
  routes: RegExp;
  keepOut: RegExp;
  /** Modules the shell chunk holds: not counted (they load with every first page anyway). */
  shell?: (id: string) => boolean;
}

/**
 * The build's chunk file names: a group split by the routes that use it is
 * named after them ("catalogue~wishlist~index~_storeId~…"); its files keep the
 * group's name.
 */
export const chunkFileNames = (chunk: { name: string }) => `assets/${chunk.name.split('~')[0]}-[hash].js`;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const routeOf = (id: string) => id.replace(/\?.*$/, '');

export function routeSharedChunk({ name, routes, keepOut, shell = () => false }: RouteSharedChunkOptions): {
  plugin: Plugin;
  group: CodeSplittingGroup;
  /** App modules two or more of the family's routes share with a route kept out, which bring no package nor lazy import. */
  common: (id: string) => boolean;
} {
  const shared = new Set<string>();
  const common = new Set<string>();
  const plugin: Plugin = {
    name: `route-shared-chunk:${name}`,
    apply: 'build',
    buildEnd() {
      shared.clear();
      common.clear();
      const ids = [...this.getModuleIds()];
      const entries = new Set(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      /** What modules reach through static imports (`stop`: where not to go). */
      const reach = (start: string[], stop: (id: string) => boolean = () => false) => {
        const seen = new Set<string>();
        const queue = [...start];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id) || stop(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const byRoute = new Map<string, string[]>();
      const keptOutRoots: string[] = [];
      for (const id of ids) {
        const file = routeOf(id);
        if (keepOut.test(file)) keptOutRoots.push(id);
        else if (routes.test(file)) byRoute.set(file, [...(byRoute.get(file) ?? []), id]);
      }
      // What every first page loads (the entry, the shell, the packages they import) and what the kept-out routes reach.
      const firstLoad = reach([...entries]);
      const keptOut = new Set([...firstLoad, ...reach(keptOutRoots)]);
      // A module shared with a kept-out route may join the shell only if it brings nothing a first page does not
      // load: no package, no lazy import (the toasts module fetches its library as soon as it is evaluated).
      const light = (id: string) =>
        [...reach([id], (dep) => firstLoad.has(dep))].every(
          (dep) => !NODE_MODULES.test(dep) && (this.getModuleInfo(dep)?.dynamicallyImportedIds.length ?? 0) === 0,
        );
      const count = new Map<string, number>();
      for (const roots of byRoute.values()) {
        for (const id of reach(roots, (id) => entries.has(id) || shell(id) || NODE_MODULES.test(id))) {
          if (routes.test(routeOf(id))) continue;
          count.set(id, (count.get(id) ?? 0) + 1);
        }
      }
      for (const [id, n] of count) {
        if (n < 2) continue;
        if (!keptOut.has(id)) shared.add(id);
        else if (light(id)) common.add(id);
      }
    },
  };
  return {
    plugin,
    group: {
      name,
      test: (id) => shared.has(id),
      priority: 5,
      includeDependenciesRecursively: false,
      // Split by the routes that use each module (the product page does not load the lists' pagination),
      // with any part under 10 KB merged into its closest neighbour.
      entriesAware: true,
      entriesAwareMergeThreshold: 10_000,
    },
    common: (id) => common.has(id),
  };
}
