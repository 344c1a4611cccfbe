/**
 * `npm run openapi -- json`: prints the API's OpenAPI document (what
 * /api/docs/json serves), from the routes alone: an empty in-memory database,
 * nothing listening.
 * `npm run lint:openapi`: lints it with Redocly's recommended rules and the
 * exceptions of redocly.yaml (0 errors, 0 warnings in CI).
 * `npm run openapi -- types`: writes the client types generated from it
 * (openapi-typescript) to tests/server/contract/marketplace-api.d.ts, the
 * typed client tests/server/openapi-client.test.ts buys with.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { CLIENT_TYPES_FILE, clientTypesFile } from './lib/openapi-client-types.ts';

async function openapiDocument(): Promise<object> {
  const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: '' });
  const database = await openDatabase({});
  const app = await buildApp({ config, database });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    return res.json();
  } finally {
    await app.close(); // closes the database too
  }
}

const command = process.argv[2];
if (command === 'json') process.stdout.write(`${JSON.stringify(await openapiDocument(), null, 2)}\n`);
else if (command === 'lint') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await openapiDocument()));
  const root = path.resolve(import.meta.dirname, '../..');
  const lint = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '50'], { stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
  process.exit(lint.status ?? 1);
} else if (command === 'types') writeFileSync(CLIENT_TYPES_FILE, await clientTypesFile(await openapiDocument()));
else {
  console.error('usage: npm run openapi -- json | lint | types');
  process.exit(2);
}
