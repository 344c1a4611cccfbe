/**
 * A deploy while a shopper has the store open: the new version is announced,
 * nothing reloads by itself, and 'Recharger' brings the new version.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../fixtures.ts';
import { waitForServiceWorker } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));

test('a new build shows the update prompt and loads only when the shopper asks', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  const before = await page.getByTestId('app-version').textContent();
  const version = `e2e-${Date.now().toString(36)}`;

  // Deploy: the server renderer and the browser build, as `npm run build`.
  for (const args of [
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${distDir}-server`, '--emptyOutDir', '--logLevel', 'error'],
    ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'],
  ]) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      env: { ...process.env, VITE_APP_VERSION: version },
      stdio: 'inherit',
    });
  }

  // The browser looks for a new worker on navigation.
  await page.reload();
  const prompt = page.getByRole('status').filter({ hasText: 'Une nouvelle version de la boutique est disponible.' });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  // Still the old version: no reload under the shopper's feet.
  await expect(page.getByTestId('app-version')).toHaveText(before!);

  await prompt.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.getByTestId('app-version')).toHaveText(`Version ${version}`, { timeout: 30_000 });
  await expect(prompt).toBeHidden();
});
