import { openDatabase } from '#server/db/client.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { DEFAULT_COMPANY_ID } from '#server/config.ts';
const n = Number(process.argv[2]);
const database = await openDatabase({ databaseUrl: process.argv[3] });
await seedDatabase(database.db, { companyId: DEFAULT_COMPANY_ID, products: n });
await database.close();
