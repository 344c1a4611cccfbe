/**
 * Sonner's stylesheet as part of the app's one stylesheet, instead of the
 * `<style>` element its module inserts when it is evaluated.
 *
 * Inserting a stylesheet makes the browser match every element of the page
 * against every rule again: on a server page that evaluation landed in the
 * middle of the hydration, a style recalculation of 70 to 87 ms on a phone
 * (CPU x4, product page, bench:inp's profile). Its rules are in the file
 * the page already loads, so nothing is recalculated when Sonner arrives,
 * and the page keeps no inline stylesheet (its CSP need not allow one).
 *
 * The plugin takes the insertion call out of Sonner's module and fails the
 * build if it cannot find it (a new Sonner that injects differently); the
 * rules come from `sonner/dist/styles.css`, imported by the toaster.
 */
import type { Plugin } from 'vite';

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERT_CALL = /^__insertCSS\((["'`])/m;

/** Sonner's module without its stylesheet insertion (exported for the build's tests). */
export function withoutStyleInsertion(code: string): string {
  if (!INSERT_CALL.test(code)) throw new Error('sonner-stylesheet: Sonner no longer inserts its stylesheet with __insertCSS; check scripts/sonner-stylesheet.ts');
  return code.replace(INSERT_CALL, 'void ($1');
}

export function sonnerStylesheet(): Plugin {
  return {
    name: 'sonner-stylesheet',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_MODULE.test(id.split('?')[0]!)) return null;
      return { code: withoutStyleInsertion(code), map: null };
    },
  };
}
