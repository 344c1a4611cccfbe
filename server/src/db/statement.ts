/**
 * A statement's text and values, composed from template fragments as with
 * drizzle's `sql` (the same `sql`, `sql.raw` and `sql.join`, the same text and
 * `$n` numbering), for the catalogue's large composed statements.
 *
 * Why not drizzle's: under `bench:api`'s `varied-new` load, turning one list
 * statement (about a hundred nested fragments) into its text took 12.6 % of
 * the API process's samples, about 0.25 ms per request (docs/benchmarks.md,
 * stop 70): drizzle checks every chunk's class through its entity registry
 * and merges an object per chunk. A fragment here is flat: the texts between
 * values and the values, copied once into the fragment that holds it.
 */
import { sql as drizzleSql, type SQL as DrizzleSQL } from 'drizzle-orm';

export class Sql {
  /** `texts.length === values.length + 1`: text, value, text, …, text. */
  constructor(
    readonly texts: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/** What may be written into a fragment: another fragment (inlined) or a value (a parameter). */
type Part = Sql | string | number | boolean | null | bigint;

function build(strings: readonly string[], parts: readonly Part[]): Sql {
  const texts: string[] = [strings[0]!];
  const values: unknown[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part instanceof Sql) {
      texts[texts.length - 1] += part.texts[0]!;
      for (let j = 0; j < part.values.length; j++) {
        values.push(part.values[j]);
        texts.push(part.texts[j + 1]!);
      }
      texts[texts.length - 1] += strings[i + 1]!;
    } else {
      values.push(part);
      texts.push(strings[i + 1]!);
    }
  }
  return new Sql(texts, values);
}

/** A fragment: interpolated fragments are inlined, anything else becomes a parameter. */
export function sql(strings: TemplateStringsArray, ...parts: Part[]): Sql {
  return build(strings, parts);
}

/** Text written as it is (only ever code's own text, never a caller's value). */
sql.raw = (text: string): Sql => new Sql([text], []);

/** The fragments one after the other, `separator` between them. */
sql.join = (fragments: readonly Sql[], separator: Sql = sql.raw('')): Sql => {
  const strings: string[] = [''];
  const parts: Sql[] = [];
  fragments.forEach((fragment, i) => {
    if (i > 0) {
      parts.push(separator);
      strings.push('');
    }
    parts.push(fragment);
    strings.push('');
  });
  return build(strings, parts);
};

/** The text, its parameters numbered $1, $2, … in order, and their values. */
export function toQuery(statement: Sql): { text: string; values: unknown[] } {
  const { texts, values } = statement;
  let text = texts[0]!;
  for (let i = 0; i < values.length; i++) text += `$${i + 1}${texts[i + 1]!}`;
  return { text, values: [...values] };
}

/** The same statement as drizzle's, for the executors that take only those (PGlite, a transaction). */
export function toDrizzle(statement: Sql): DrizzleSQL {
  const { texts, values } = statement;
  const chunks: DrizzleSQL[] = [drizzleSql.raw(texts[0]!)];
  for (let i = 0; i < values.length; i++) chunks.push(drizzleSql`${values[i]}`, drizzleSql.raw(texts[i + 1]!));
  return drizzleSql.join(chunks);
}
