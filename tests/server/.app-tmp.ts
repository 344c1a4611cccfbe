import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
const url = process.argv[2]!;
const config = loadConfig({ DATABASE_URL: url });
const database = await openDatabase({ databaseUrl: url });
const app = await buildApp({ config, database });
for (const p of process.argv.slice(3)) {
  const t = performance.now();
  const r = await app.inject({ method: 'GET', url: p });
  console.log(r.statusCode, (performance.now() - t).toFixed(1), 'ms', p, r.body.slice(0, 150));
}
await app.close();
