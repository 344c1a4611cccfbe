/** What every repository does with the drivers' answers and parameters. */

/** node-postgres returns a QueryResult, PGlite a Results object: both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A Postgres array literal of ids already known to be UUIDs (validated or read from the database). */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
