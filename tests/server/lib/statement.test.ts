/**
 * The catalogue's statement builder (server/src/db/statement.ts) writes the
 * text and parameters drizzle's `sql` writes for the same composition: the
 * same placeholders in the same order, values untouched, fragments inlined.
 */
import { sql as drizzleSql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sql, toDrizzle, toQuery, type Sql } from '#server/db/statement.ts';

const dialect = new PgDialect();
const drizzleQuery = (s: SQL) => {
  const q = dialect.sqlToQuery(s);
  return { text: q.sql, values: q.params };
};

/** One composition written with both builders: nested fragments, raw text, joins (empty ones too) and values of each kind. */
function compose<T>(b: { sql: (s: TemplateStringsArray, ...v: any[]) => T; raw: (t: string) => T; join: (f: T[], sep?: T) => T }, ids: string[]): T {
  const conds = [b.sql`p.company_id = ${'c1'}`, b.sql`p.price >= ${'10.5'}::numeric`, b.sql`p.rating >= ${4}`, b.sql`p.active = ${true}`];
  const list = b.join(
    ids.map((id) => b.sql`${id}::uuid`),
    b.sql`, `,
  );
  const empty = b.join([], b.sql` AND `);
  return b.sql`WITH t(id) AS (SELECT id FROM categories WHERE id IN (${list}))
    SELECT ${b.raw('p.id, p.name')} FROM products p WHERE ${b.join(conds, b.sql` AND `)}${empty} ORDER BY ${b.raw('p.id')} LIMIT ${20} OFFSET ${0}`;
}

const ours = { sql, raw: sql.raw, join: sql.join };
const theirs = { sql: drizzleSql, raw: drizzleSql.raw, join: drizzleSql.join };

describe('the statement builder', () => {
  it('numbers the parameters in order and keeps their values as given', () => {
    const q = toQuery(sql`a = ${1} AND b = ${'x'} AND ${sql`c = ${null} AND ${sql`d = ${2}`}`} AND e = ${false}`);
    expect(q).toEqual({ text: 'a = $1 AND b = $2 AND c = $3 AND d = $4 AND e = $5', values: [1, 'x', null, 2, false] });
    expect(toQuery(sql.raw('SELECT 1'))).toEqual({ text: 'SELECT 1', values: [] });
    expect(toQuery(sql``)).toEqual({ text: '', values: [] });
  });

  it("writes what drizzle's sql writes for the same composition", () => {
    for (const ids of [[], ['u1'], ['u1', 'u2', 'u3']]) {
      const mine = compose<Sql>(ours, ids);
      const expected = drizzleQuery(compose<SQL>(theirs, ids));
      expect(toQuery(mine)).toEqual(expected);
      // And hands drizzle's executors (PGlite, a transaction) the same statement.
      expect(drizzleQuery(toDrizzle(mine))).toEqual(expected);
    }
  });

  it('joins with no separator when none is given, as drizzle does', () => {
    expect(toQuery(sql.join([sql`a${1}`, sql`b`, sql`c${2}`]))).toEqual({ text: 'a$1bc$2', values: [1, 2] });
  });
});
