import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
} from '#src/lib/recent-searches.ts';
import { createMemoryStorage, type KeyValueStorage } from '#src/lib/storage.ts';

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  return { storage, get: () => storage };
}

describe('recent searches', () => {
  it('keeps the newest first, at most 5', () => {
    const { get } = setup();
    for (const t of ['tapis', 'théière', 'lampe', 'jarre', 'plateau', 'coussin']) addRecentSearch(t, get);
    expect(RECENT_SEARCHES_MAX).toBe(5);
    expect(readRecentSearches(get)).toEqual(['coussin', 'plateau', 'jarre', 'lampe', 'théière']);
  });

  it('keeps one entry per search whatever its case, accents and spaces, moved to the top with its latest spelling', () => {
    const { get } = setup();
    addRecentSearch('Théière', get);
    addRecentSearch('tapis', get);
    expect(addRecentSearch('  THEIERE ', get)).toEqual(['THEIERE', 'tapis']);
    addRecentSearch('tapis   berbère', get);
    expect(readRecentSearches(get)).toEqual(['tapis berbère', 'THEIERE', 'tapis']);
    addRecentSearch('Tapis Berbere', get);
    expect(readRecentSearches(get)).toEqual(['Tapis Berbere', 'THEIERE', 'tapis']);
  });

  it('ignores empty searches', () => {
    const { get, storage } = setup();
    expect(addRecentSearch('   ', get)).toEqual([]);
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('stores a JSON list under recent_searches, and clears it', () => {
    const { get, storage } = setup();
    addRecentSearch('tapis', get);
    expect(JSON.parse(storage.getItem('recent_searches')!)).toEqual(['tapis']);
    clearRecentSearches(get);
    expect(storage.getItem('recent_searches')).toBeNull();
    expect(readRecentSearches(get)).toEqual([]);
  });

  it('reads garbage as what can be salvaged, never throws', () => {
    expect(readRecentSearches(setup({ recent_searches: '{pas du json' }).get)).toEqual([]);
    expect(readRecentSearches(setup({ recent_searches: '{"a":1}' }).get)).toEqual([]);
    expect(readRecentSearches(setup({ recent_searches: '"tapis"' }).get)).toEqual([]);
    expect(readRecentSearches(setup({ recent_searches: 'null' }).get)).toEqual([]);
    const mixed = JSON.stringify([42, 'tapis', null, '', '  ', { t: 'x' }, 'TAPIS', 'lampe', 'a', 'b', 'c', 'd']);
    expect(readRecentSearches(setup({ recent_searches: mixed }).get)).toEqual(['tapis', 'lampe', 'a', 'b', 'c']);
    // A new search on top of garbage starts a clean list.
    const { get } = setup({ recent_searches: '<<<' });
    expect(addRecentSearch('jarre', get)).toEqual(['jarre']);
  });

  it('keeps working when the storage refuses reads and writes', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const get = () => refusing;
    expect(readRecentSearches(get)).toEqual([]);
    expect(addRecentSearch('tapis', get)).toEqual(['tapis']);
    expect(() => clearRecentSearches(get)).not.toThrow();
    const missing = () => {
      throw new Error('no storage');
    };
    expect(readRecentSearches(missing)).toEqual([]);
  });

  it('cuts a very long text', () => {
    const { get } = setup();
    expect(addRecentSearch('x'.repeat(500), get)[0]).toHaveLength(100);
  });
});
