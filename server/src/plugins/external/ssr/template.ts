/**
 * The page's template (the built index.html): cut around its outlet, without
 * the shell's code, and the head of each page written into it.
 */
import { appLoader, type PageCode } from './app-loader.ts';

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;
const OUTLET = /<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->/;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The shell's head without its code: the entry module and its preloads,
 * which a server page loads itself (appLoader).
 */
export function withoutAppCode(head: string): { head: string; entry: string | undefined; preloads: string[] } {
  const entry = [...head.matchAll(MODULE_SCRIPT)].map((m) => m[1]!)[0];
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { head: head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads };
}

/** The template around a page's content. */
export interface Shell {
  beforeOutlet: string;
  /** The entry module and the modules it needs at once (the shell's preloads). */
  entryScript: string;
  preloads: string[];
  /** The template's own stylesheets (the page's code waits for them, appLoader). */
  stylesheets: string[];
  afterOutlet: string;
}

/** Cuts the template around its outlet; throws when it lacks what a page needs. */
export function shellOf(template: string): Shell {
  if (!OUTLET.test(template)) throw new Error('index.html has no <!--ssr-outlet--> marker');
  if (!CHARSET.test(template)) throw new Error('index.html has no <meta charset>');
  const [shellStart, afterOutlet] = template.split(OUTLET) as [string, string];
  // The page's own title and description replace the shell's. Its code is
  // loaded by appLoader once its stylesheets and main images are in, and run
  // once it has painted: the server's HTML paints without it, so on a slow
  // network what the shopper sees first goes first and hydration follows (the shell, which needs its code
  // to paint, keeps its module script).
  const { head: beforeOutlet, entry: entryScript, preloads } = withoutAppCode(
    shellStart.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, ''),
  );
  if (!entryScript) throw new Error('index.html has no module script');
  const stylesheets = [...beforeOutlet.matchAll(STYLESHEET)].map((m) => m[1]!);
  return { beforeOutlet, entryScript, preloads, stylesheets, afterOutlet };
}

/** The run-time configuration as the page carries it. */
export function configScript(config: { companyId: string; apiUrl: string }): string {
  // JSON in HTML: '<' escaped, so the data cannot close its element.
  return `<script type="application/json" id="app-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

/** What every page carries inline: the input-holding script (the server build's) and the run-time configuration (configScript). */
export interface InlineScripts {
  earlyInput: string;
  config: string;
}

/**
 * The page up to its content. The input-holding script comes first in the
 * head, right after the charset, and the code's loader after it: they run
 * before anything paints, and, before the stylesheets' links, wait for none.
 * The stylesheets are preloaded before them: compiling and running the
 * scripts takes a phone about a hundred milliseconds, which the stylesheet's
 * request would wait for.
 */
export function pageStart(shell: Shell, inline: InlineScripts, head: string, nonce: string, code: PageCode = {}): string {
  const stylesheets = [...shell.stylesheets, ...(code.stylesheets ?? [])];
  const scripts =
    stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`).join('') +
    `<script nonce="${nonce}">${inline.earlyInput}</script>` +
    appLoader(shell.entryScript, [...shell.preloads, ...(code.js ?? [])], nonce, { later: code.later, needs: code.needs, stylesheets });
  return shell.beforeOutlet.replace(CHARSET, (meta) => `${meta}${scripts}`).replace('</head>', `${head}${inline.config}</head>`);
}
