/**
 * `npm run seed -- --products 100000 [--company-id UUID] [--reset]`: seeds the
 * configured database (DATABASE_URL or PGlite in DATA_DIR) with a catalogue of
 * the given size. --reset deletes that company's data first.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { seedDatabase } from './seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    'company-id': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const config = loadConfig(values['company-id'] ? { ...process.env, COMPANY_ID: values['company-id'] } : process.env);
const count = values.products ? Number(values.products) : undefined;
if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 5_000_000)) {
  console.error('--products must be an integer between 1 and 5000000');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (values.reset) await database.db.delete(companies).where(eq(companies.id, config.companyId));
  const result = await seedDatabase(database.db, { companyId: config.companyId, products: count });
  if (!result.seeded) console.log(`Company ${config.companyId} already has data; use --reset to replace it.`);
} finally {
  await database.close();
}
