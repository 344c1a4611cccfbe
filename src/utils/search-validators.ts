/**
 * Hand-written search-param readers for TanStack Router's `validateSearch`.
 * Route validators belong to the route tree, which is part of the entry
 * chunk: a validation library there is paid by every first visit, so the few
 * rules the URLs need live here (a few hundred bytes).
 *
 * Every reader takes whatever the router parsed from the URL (its values are
 * JSON: `?page=2` is the number 2, `?q=1945` too, `?categories=["…"]` an array)
 * and never throws: an invalid value reads as its default.
 */
/** The raw object the router hands to a validator. */
export type RawSearch = Record<string, unknown>;

/**
 * A route validator (`validateSearch`) in the router's adapter form: `parse`
 * at run time, `types` for the type checker only. Links may pass any subset
 * of the fields; like the previous zod schemas (whose `.catch()` accepted
 * anything) the input values are not narrowed.
 */
export interface SearchValidator<T> {
  readonly types: { input: { [K in keyof T]?: unknown }; output: T };
  parse: (input: unknown) => T;
}

/** Wraps a reader into a validator that also accepts a non-object (read as `{}`). */
export function searchValidator<T>(read: (raw: RawSearch) => T): SearchValidator<T> {
  return {
    types: undefined as unknown as SearchValidator<T>['types'],
    parse: (input) => read(typeof input === 'object' && input !== null ? (input as RawSearch) : {}),
  };
}

/** An integer in [min, max], else `fallback`. */
export function intIn<F>(value: unknown, min: number, max: number, fallback: F): number | F {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** A 1-based page number (at most 100 000); anything else reads as 1. */
export function pageOf(value: unknown): number {
  return intIn(value, 1, 100_000, 1);
}

/** One of `values`, else `fallback`. */
export function oneOf<T extends string, F>(value: unknown, values: readonly T[], fallback: F): T | F {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Free text, at most `max` characters. The router reads `?q=1945` as a
 * number: numbers (and, with `booleans`, true/false) are read back as text.
 * Anything else is undefined.
 */
export function textOf(value: unknown, max = 200, booleans = false): string | undefined {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  if (booleans && typeof value === 'boolean') return String(value);
  return undefined;
}

/** A finite number, else undefined. */
export function finiteOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A list of strings from the URL: a JSON array (`?categories=["a","b"]`, what
 * the router writes), a single value (`?categories=a`), or comma-separated
 * text (`?categories=a,b`). Non-string items are dropped.
 */
export function stringListOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return stringListOf(JSON.parse(text) as unknown);
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
