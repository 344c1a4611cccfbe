/**
 * A Vite plugin for the inline scripts of the server's pages: importing
 * `./some-module.ts?inline-script` gives, as a string, a minified script that
 * runs the module's one exported function with `window`
 * (`(function f(win){…})(window)`). The module is compiled on its own: it may
 * import nothing, and export only that function and types. Used for
 * src/lib/early-input.ts, which must run from the page's first byte, before
 * any code can be fetched.
 */
import { readFile } from 'node:fs/promises';
import { minify, transformWithOxc, type Plugin } from 'vite';

const SUFFIX = '?inline-script';

/** The script for `file`: its exported function, called with `window`, minified. */
export async function buildInlineScript(file: string): Promise<string> {
  const source = await readFile(file, 'utf8');
  if (/^\s*import\s/m.test(source)) throw new Error(`${file}: an inline script imports nothing`);
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  const exported = [...code.matchAll(/^export\s+(?:(function)\s+(\w+)|(?:const|let|var|class)\s+(\w+))/gm)];
  const functions = exported.filter((m) => m[1] === 'function');
  if (functions.length !== 1) throw new Error(`${file}: an inline script exports exactly one function`);
  const name = functions[0]![2]!;
  // The whole module is the script (its constants included); what the function does not use is dropped by the minifier.
  const body = code.replace(/^export\s+/gm, '');
  const result = await minify(file.replace(/\.ts$/, '.js'), `(() => {\n${body}\n${name}(window);\n})();`, {
    compress: { target: 'es2020' },
    mangle: { toplevel: true },
  });
  if (result.errors?.length) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code.trim();
}

export function inlineScript(): Plugin {
  return {
    name: 'inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await buildInlineScript(file))};`;
    },
  };
}
