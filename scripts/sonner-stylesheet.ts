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
 * rules come from `sonner/dist/styles.css`, imported by the toaster as
 * `virtual:sonner-styles.css`, without what the app's toaster never shows
 * (the dark theme, rich colours, right-to-left, loading and promise toasts):
 * every first page loads this stylesheet before it paints, and these rules
 * were 0.8 KB of its 3.3 KB (gzip).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERT_CALL = /^__insertCSS\((["'`])/m;

/** Sonner's module without its stylesheet insertion (exported for the build's tests). */
export function withoutStyleInsertion(code: string): string {
  if (!INSERT_CALL.test(code)) throw new Error('sonner-stylesheet: Sonner no longer inserts its stylesheet with __insertCSS; check scripts/sonner-stylesheet.ts');
  return code.replace(INSERT_CALL, 'void ($1');
}

/** Selectors of what the app's toaster never shows (toaster.tsx: light, plain colours, left-to-right, no loading toast). */
const UNUSED = /data-sonner-theme=['"]?dark|data-rich-colors=['"]?true|dir=['"]?rtl|data-promise=['"]?true|sonner-loading|sonner-spinner|sonner-loader/;
const UNUSED_KEYFRAMES = /^@keyframes\s+sonner-(?:spin|fade-in|fade-out)\b/;

/** The rules of `css` whose selectors the app uses; an `html[...]` selector goes too (its variables would restyle every element). */
export function usedSonnerRules(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    // The block's end, nested blocks included.
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
      j++;
    }
    const body = css.slice(open + 1, j - 1);
    if (prelude.startsWith('@media')) {
      const inner = usedSonnerRules(body);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      if (!UNUSED_KEYFRAMES.test(prelude)) out += `${prelude}{${body}}`;
    } else {
      const selectors = prelude.split(',').filter((sel) => !UNUSED.test(sel) && !/^\s*html\b/.test(sel));
      if (selectors.length) out += `${selectors.join(',')}{${body}}`;
    }
    i = j;
  }
  return out;
}

const VIRTUAL = 'virtual:sonner-styles.css';

export function sonnerStylesheet(): Plugin {
  return {
    name: 'sonner-stylesheet',
    enforce: 'pre',
    resolveId(source) {
      return source === VIRTUAL ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      const file = createRequire(import.meta.url).resolve('sonner/dist/styles.css');
      return usedSonnerRules(readFileSync(file, 'utf8'));
    },
    transform(code, id) {
      if (!SONNER_MODULE.test(id.split('?')[0]!)) return null;
      return { code: withoutStyleInsertion(code), map: null };
    },
  };
}
