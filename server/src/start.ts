/**
 * `npm start`: builds the storefront when dist/ is missing or older than its
 * sources, then starts the server. A fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// DIST_DIR lets several checkouts' test runs build side by side.
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const stamp = path.join(distDir, 'index.html');
// The server renderer's build lives beside it (dist-server/, see plugins/external/ssr/).
const serverEntry = path.join(`${distDir}-server`, 'entry-server.js');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'scripts/shell-chunk.ts', 'scripts/route-shared-chunk.ts', 'package-lock.json', 'tsconfig.app.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = existsSync(stamp) && existsSync(serverEntry) ? statSync(stamp).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || sources > built) {
  console.log(built === 0 ? 'No storefront build yet: building…' : 'Storefront sources changed since the last build: rebuilding…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // The server renderer first: dist/index.html (the stamp) is written last.
  for (const args of [
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${distDir}-server`, '--emptyOutDir'],
    ['build', '--outDir', distDir, '--emptyOutDir'],
  ]) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('The storefront build failed.');
      process.exit(result.status ?? 1);
    }
  }
}

const { startServer } = await import('./server.ts');
await startServer();
