import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { usedSonnerRules, withoutStyleInsertion } from '../../scripts/sonner-stylesheet.ts';

const require = createRequire(import.meta.url);

describe("Sonner's stylesheet in the app's", () => {
  const css = readFileSync(require.resolve('sonner/dist/styles.css'), 'utf8');
  const used = usedSonnerRules(css);

  it("keeps what the app's toaster shows: the light toasts, their close button, swipes and the phone layout", () => {
    expect(used).toContain("[data-sonner-toaster][dir='ltr']");
    expect(used).toMatch(/\[data-sonner-toast\]\[data-styled='?true'?\] \[data-close-button\]\s*\{/);
    expect(used).toContain('@keyframes swipe-out-left');
    expect(used).toMatch(/@media \(max-width: ?600px\)\s*\{\s*\[data-sonner-toaster\]/);
    expect(used).toMatch(/\[data-sonner-toaster\]\[data-sonner-theme='?light'?\]/);
  });

  it('drops what it never shows, and every rule on <html> (variables there restyle the whole page)', () => {
    expect(used).not.toMatch(/dark|rtl|rich-colors|sonner-loading|sonner-spin|data-promise/);
    expect(used).not.toMatch(/(^|[},])\s*html/);
    // Braces stay balanced: no rule is cut in two.
    expect(used.split('{').length).toBe(used.split('}').length);
  });

  it("takes the insertion call out of Sonner's module, and fails loudly when a new Sonner inserts differently", () => {
    const module = readFileSync(path.join(path.dirname(require.resolve('sonner/dist/styles.css')), 'index.mjs'), 'utf8');
    const patched = withoutStyleInsertion(module);
    expect(patched).not.toMatch(/^__insertCSS\(/m);
    expect(patched).toMatch(/^void \(/m);
    expect(() => withoutStyleInsertion('export const x = 1;')).toThrow(/no longer inserts/);
  });
});
