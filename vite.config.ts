import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { inlineScript } from "./scripts/inline-script.ts";
import { precompressAssets } from "./scripts/precompress.ts";
import { chunkFileNames, routeSharedChunk } from "./scripts/route-shared-chunk.ts";
import { shellChunk } from "./scripts/shell-chunk.ts";
import { sonnerStylesheet } from "./scripts/sonner-stylesheet.ts";
import { BRAND } from "./src/lib/brand.ts";

/** The app modules the entry script imports, in one chunk (scripts/shell-chunk.ts). */
const shell = shellChunk();
/** What the catalogue's screens share, in two chunks (scripts/route-shared-chunk.ts); the home page keeps its own. */
const catalogue = routeSharedChunk({
  name: "catalogue",
  routes: /[\\/]src[\\/]routes[\\/](products|categories|collections|stores)[\\/]/,
  // The home page, the information pages and the sign-in pages load none of it.
  keepOut: /[\\/]src[\\/]routes[\\/](index|about|contact|faq|shipping|returns|login|signup|forgot-password|reset-password|verify-email[\\/].*)\.tsx$/,
  shell: shell.group.test,
});

/** Where `npm start` / `npm run serve` listens in development; /api, /media and /config.json go there. */
const API_TARGET = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild, mode }) => ({
  // `#src/*` and `#server/*` come from package.json "imports", which Vite resolves natively.
  plugins: [
    // The router plugin must run before react(): it rewrites route files for code splitting.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "single",
      semicolons: true,
      // A safety net for convention 2: styles and tests never become routes.
      routeFileIgnorePattern: "\\.(css|test|spec)\\.tsx?$",
      // Pending components (skeletons) are split too: otherwise every route's
      // skeleton, and what it imports, is part of the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [
          ["component"],
          ["pendingComponent"],
          ["errorComponent"],
          ["notFoundComponent"],
        ],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    // The server page's inline scripts (`?inline-script`, src/lib/early-input.ts).
    inlineScript(),
    // Sonner's rules in the one stylesheet, not inserted when its code runs.
    sonnerStylesheet(),
    ...(isSsrBuild ? [] : [shell.plugin, catalogue.plugin]),
    // The server bundle (entry-server.tsx) has no service worker of its own.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: "injectManifest",
            srcDir: "sw",
            filename: "sw.ts",
            // The app announces a new version and reloads only when the shopper agrees (decisions.md §4).
            registerType: "prompt",
            // The app registers the worker itself through workbox-window (added with the offline issue).
            injectRegister: false,
            injectManifest: {
              // Everything the shell needs, public/ included (icons, placeholders); never source
              // maps. The plugin adds manifest.webmanifest itself.
              globPatterns: ["**/*.{js,css,html,svg,png,ico,txt}"],
              // The worker's outbox pass (Background Sync) reaches TanStack Query's
              // client through the API modules; its hooks' "use client" lines, tree-shaken
              // away, mean nothing in a worker.
              rollupOptions: {
                onLog(level, log, handler) {
                  if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
                  handler(level, log);
                },
              },
            },
            // The glob above already lists public/ and the manifest icons: no duplicates.
            includeAssets: [],
            includeManifestIcons: false,
            manifest: {
              id: "/",
              name: BRAND.appName,
              short_name: BRAND.shortName,
              description: BRAND.description,
              lang: "fr",
              dir: "ltr",
              start_url: "/",
              scope: "/",
              display: "standalone",
              orientation: "portrait-primary",
              theme_color: BRAND.themeColor,
              background_color: BRAND.backgroundColor,
              categories: ["shopping"],
              icons: [
                {
                  src: "/icons/icon-192.png",
                  sizes: "192x192",
                  type: "image/png",
                  purpose: "any",
                },
                {
                  src: "/icons/icon-512.png",
                  sizes: "512x512",
                  type: "image/png",
                  purpose: "any",
                },
                {
                  src: "/icons/icon-maskable-512.png",
                  sizes: "512x512",
                  type: "image/png",
                  purpose: "maskable",
                },
              ],
              shortcuts: [
                {
                  name: "Panier",
                  short_name: "Panier",
                  url: "/cart",
                  icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
                },
                {
                  name: "Wishlist",
                  short_name: "Wishlist",
                  url: "/wishlist",
                  icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
                },
                {
                  name: "Commandes",
                  short_name: "Commandes",
                  url: "/orders",
                  icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
                },
              ],
            },
            devOptions: { enabled: false, type: "module" },
          }),
          // Brotli copies of the hashed code and styles, sent as they are by the server.
          precompressAssets(),
        ]),
  ],
  // The server bundle is self-contained: it may be built outside the checkout
  // (DIST_DIR), where node_modules cannot be resolved.
  ssr: { noExternal: true },
  // Vite leaves process.env.NODE_ENV to the runtime in a server bundle, and
  // `npm start` does not set it: the server rendered with React's development
  // build (checks, warnings, about 2× slower) and shipped both builds. The
  // bundle is the build's mode, whatever the environment it runs in.
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify(mode) } } : {}),
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true },
      "/media": { target: API_TARGET, changeOrigin: true },
      "/config.json": { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true },
      "/media": { target: API_TARGET, changeOrigin: true },
      "/config.json": { target: API_TARGET, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx --outDir dist-server`: the
        // renderer the Fastify server imports; never deployed with dist/.
        target: "node20",
        sourcemap: true,
        emptyOutDir: true,
      }
    : {
        target: "es2022",
        // One stylesheet for the whole app (13 KB gzip): on a slow network
        // each of the ~35 per-module CSS files was a render-blocking round
        // trip before the server's page could paint (Lighthouse's
        // render-blocking-resources: 9 to 12 of them per page).
        cssCodeSplit: false,
        // dist/.vite/manifest.json lists each entry and its static imports (used to measure the initial JS).
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            chunkFileNames,
            // Named vendor chunks for what every screen needs, instead of the
            // framework landing in whichever app chunk the bundler picks (the
            // router core used to ship as "icons-*.js"). Few, stable, long-cached files.
            codeSplitting: {
              groups: [
                // React, the router and TanStack Query in one file: every page
                // runs all three before it hydrates. Three files kept three of
                // the six connections a browser opens over HTTP/1.1 for a round
                // trip each; with one, /products on a phone over slow 4G went from
                // 14 script requests to 12, hydrated 1,749 → 1,460 ms after its
                // first paint (bench:inp, median of 5).
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query|query-persist-client-core|react-query-persist-client))[\\/]/,
                  priority: 20,
                },
                // What every Radix component builds on (slots, refs, context,
                // ids, collections, roving focus, presence): one file where the
                // bundler cut four or five per page.
                {
                  name: "radix",
                  test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|slot|compose-refs|context|id|direction|collection|roving-focus|presence|use-[a-z-]+))[\\/]/,
                  priority: 20,
                },
                // The app's modules that every first page runs: one file instead
                // of 18; with them what the catalogue shares with the home page
                // (the image, skeletons, the status block).
                { ...shell.group, test: (id: string) => shell.group.test(id) || catalogue.common(id) },
                // What the catalogue's screens share: two files where the bundler cut 11 (/products).
                catalogue.group,
              ],
            },
          },
        },
      },
}));
