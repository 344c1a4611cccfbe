#!/usr/bin/env node
/**
 * `npm run lint:layers`: imports run one way (convention 11 of the
 * architecture notes), checked on every import, type-only ones included:
 *
 *   entries and router (src/*.ts[x]) → routes → features → components →
 *   offline → api → lib, db, state, utils, styles
 *
 * - a module imports only from its own layer or a lower one;
 * - a feature imports no other feature (src/features/<name>/);
 * - src/ and sw/ take only types from server/, and only from
 *   server/src/schemas; the service worker takes from src/ only lib/ and
 *   utils/ (no React, no DOM);
 * - the exceptions below are named, with the reason, until they go.
 *
 * Why a script and not dependency-cruiser: dependency-cruiser parses
 * TypeScript only through the `typescript` package before 7 (this repo
 * builds with TypeScript 7, whose package has no JavaScript API) or through
 * @swc/core (native binaries). @babel/parser reads TypeScript, JSX and
 * `import type` as the compiler does, in plain JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Higher layers first; a module may import from its own rank or a higher number. */
const LAYERS = [
  { name: 'entries', rank: 0, match: (p) => /^src\/[^/]+$/.test(p) },
  { name: 'routes', rank: 1, match: (p) => p.startsWith('src/routes/') },
  { name: 'features', rank: 2, match: (p) => p.startsWith('src/features/') },
  { name: 'components', rank: 3, match: (p) => p.startsWith('src/components/') },
  // What the UI kit does without drawing: toasts, code on demand, a request's error in words, a form's state.
  { name: 'ui-logic', rank: 4, match: (p) => p.startsWith('src/ui-logic/') },
  { name: 'offline', rank: 5, match: (p) => p.startsWith('src/offline/') },
  { name: 'api', rank: 6, match: (p) => p.startsWith('src/api/') },
  { name: 'base', rank: 7, match: (p) => /^src\/(lib|db|state|utils|styles)\//.test(p) },
];

/**
 * Known violations, each with its reason, checked as `from -> to` (paths
 * from the repository root). Keep this list empty; an entry that no longer
 * matches anything is reported too, so it is removed when fixed.
 */
export const EXCEPTIONS = [];

function layerOf(path) {
  return LAYERS.find((layer) => layer.match(path)) ?? null;
}

function featureOf(path) {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...walk(path));
    else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every import, export-from and import() of a file, with whether it brings types only. */
export function importsOf(source, fileName) {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: [['typescript', {}], ...(fileName.endsWith('x') ? ['jsx'] : [])],
    errorRecovery: false,
  });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    switch (node.type) {
      case 'ImportDeclaration':
        found.push({
          specifier: node.source.value,
          // `import { type A }` still loads the module (verbatimModuleSyntax): only `import type` is types only.
          typeOnly: node.importKind === 'type',
          line: node.loc.start.line,
        });
        return;
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.source) {
          found.push({
            specifier: node.source.value,
            typeOnly: node.exportKind === 'type',
            line: node.loc.start.line,
          });
        }
        break;
      case 'ImportExpression':
        if (node.source?.type === 'StringLiteral') found.push({ specifier: node.source.value, typeOnly: false, line: node.loc.start.line });
        break;
      case 'CallExpression':
        if (node.callee?.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') {
          found.push({ specifier: node.arguments[0].value, typeOnly: false, line: node.loc.start.line });
        }
        break;
      case 'TSImportType':
        if (node.argument?.type === 'StringLiteral' || node.argument?.type === 'TSLiteralType') {
          const value = node.argument.value ?? node.argument.literal?.value;
          if (typeof value === 'string') found.push({ specifier: value, typeOnly: true, line: node.loc.start.line });
        }
        break;
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'leadingComments' || key === 'trailingComments') continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

/** The repository path a specifier points to, or null for a package. */
export function targetOf(specifier, fromPath) {
  const bare = specifier.split('?')[0];
  if (bare.startsWith('#src/')) return `src/${bare.slice(5)}`;
  if (bare.startsWith('#server/')) return `server/src/${bare.slice(8)}`;
  if (bare.startsWith('./') || bare.startsWith('../')) {
    return relative(ROOT, resolve(ROOT, dirname(fromPath), bare)).split(sep).join('/');
  }
  return null;
}

/** Why an import breaks convention 11, or null when it is fine. */
export function violationOf(from, to, typeOnly) {
  if (to.startsWith('server/')) {
    if (!to.startsWith('server/src/schemas/')) return 'src/ and sw/ reach server/ only for the schemas\' types';
    return typeOnly ? null : 'only `import type` from server/src/schemas';
  }
  if (from.startsWith('sw/')) {
    // The outbox's worker half (Background Sync) and its lock and channel names: the same pass as the tabs'.
    if (to.startsWith('src/') && !/^src\/(lib|utils)\//.test(to) && !/^src\/offline\/outbox-(worker|cross-tab)\.ts$/.test(to)) {
      return 'the service worker takes from src/ only lib/, utils/ and the outbox\'s worker half';
    }
    return null;
  }
  if (!to.startsWith('src/')) return null;
  const source = layerOf(from);
  const target = layerOf(to);
  if (!source || !target) return null;
  if (target.rank < source.rank) return `${source.name} must not import ${target.name} (a higher layer)`;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) return `features do not import each other (${fromFeature} → ${toFeature})`;
  return null;
}

export function checkLayers() {
  const files = [...walk('src'), ...walk('sw')].filter((p) => !p.endsWith('.gen.ts'));
  const problems = [];
  const used = new Set();
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const { specifier, typeOnly, line } of importsOf(source, file)) {
      const to = targetOf(specifier, file);
      if (!to) continue;
      const why = violationOf(file, to, typeOnly);
      if (!why) continue;
      const exception = EXCEPTIONS.find((e) => e.from === file && e.to === to);
      if (exception) {
        used.add(exception);
        continue;
      }
      problems.push(`${file}:${line} imports ${specifier}: ${why}`);
    }
  }
  for (const exception of EXCEPTIONS) {
    if (!used.has(exception)) problems.push(`exception no longer needed, remove it: ${exception.from} -> ${exception.to}`);
  }
  return { files: files.length, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, problems } = checkLayers();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) against convention 11 (docs: ../shared/architecture.md, scripts/check-layers.mjs)`);
    process.exit(1);
  }
  console.log(`layers: ${files} files, imports run one way`);
}
