// prints PREPARE + EXECUTE for a statement
import { PgDialect } from 'drizzle-orm/pg-core';
import * as repo from '#server/repositories/products.ts';
const captured: any[] = [];
const fakeDb: any = { execute: async (q: any) => { captured.push(q); return { rows: [] }; } };
const [top] = process.argv.slice(2);
const companyId = '6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10';
await repo.listProducts(fakeDb, { companyId, categoryGroups: [[top!]], minPrice: 1000, maxPrice: 50000 }, { skip: 40, limit: 20, sort: 'price-low' });
const q = new PgDialect().sqlToQuery(captured[0]);
console.log(`PREPARE q AS ${q.sql};`);
const args = q.params.map((p: unknown) => (typeof p === 'number' ? String(p) : `'${String(p)}'`)).join(', ');
for (let i = 0; i < 12; i++) console.log(`EXECUTE q(${args});`);
