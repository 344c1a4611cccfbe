import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('LISTENING', address);
process.on('SIGTERM', async () => { await app.close(); process.exit(0); });
