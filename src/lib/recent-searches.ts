/**
 * The shopper's recent searches, kept on this device only (localStorage,
 * through lib/storage.ts, so a blocked or missing storage degrades to memory).
 * Guarantees:
 * - newest first, at most RECENT_SEARCHES_MAX;
 * - one entry per search, compared without case, accents or extra spaces:
 *   searching it again moves it to the top with its latest spelling;
 * - whatever sits in the key (garbage, another shape, non-strings) reads as
 *   what can be salvaged from it, never throws; a refused write is ignored.
 */
import { browserStorage, type KeyValueStorage } from './storage.ts';

export const RECENT_SEARCHES_KEY = 'recent_searches';
export const RECENT_SEARCHES_MAX = 5;
/** Longer texts are cut: the key stays small whatever is typed. */
const MAX_LENGTH = 100;

type StorageGetter = () => KeyValueStorage;

/** The comparison key: no accents, lower case, spaces collapsed. */
export function recentSearchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);
}

/** The entries of a stored value: strings only, cleaned, deduplicated, capped. */
function parse(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const text = clean(item);
    const key = recentSearchKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === RECENT_SEARCHES_MAX) break;
  }
  return out;
}

function safeRead(storage: StorageGetter): string | null {
  try {
    return storage().getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

export function readRecentSearches(storage: StorageGetter = browserStorage): string[] {
  return parse(safeRead(storage));
}

/** Puts `text` first (an empty text changes nothing) and returns the new list. */
export function addRecentSearch(text: string, storage: StorageGetter = browserStorage): string[] {
  const entry = clean(text);
  const key = recentSearchKey(entry);
  const current = readRecentSearches(storage);
  if (!key) return current;
  const next = [entry, ...current.filter((t) => recentSearchKey(t) !== key)].slice(0, RECENT_SEARCHES_MAX);
  try {
    storage().setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: the search itself matters more than remembering it.
  }
  return next;
}

export function clearRecentSearches(storage: StorageGetter = browserStorage): void {
  try {
    storage().removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Refused: nothing to do.
  }
}
