import { PgDialect } from 'drizzle-orm/pg-core';
import * as repo from '#server/repositories/products.ts';
const captured: any[] = [];
const fakeDb: any = { execute: async (q: any) => { captured.push(q); return { rows: [] }; } };
const companyId = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';
const terms = process.argv.slice(2);
await repo.listProducts(fakeDb, { companyId, search: 'telephone' }, { skip: 0, limit: 20, sort: 'price-low' });
const q = new PgDialect().sqlToQuery(captured[0]);
console.log(`PREPARE s AS ${q.sql};`);
for (const t of terms) {
  const words = repo.searchWords(t);
  const ts = words.map((w) => `${w}:*`).join(' & ');
  const args = [companyId, ts, `%${words.join('%')}%`, companyId, ts, `%${words.join('%')}%`, 20, 0].map((p) => (typeof p === 'number' ? String(p) : `'${p}'`)).join(', ');
  console.log(`EXECUTE s(${args});`);
}
console.log(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY) EXECUTE s('${companyId}', 'zzzqqq:*', '%zzzqqq%', '${companyId}', 'zzzqqq:*', '%zzzqqq%', 20, 0);`);
