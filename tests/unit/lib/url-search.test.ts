import { describe, expect, it } from 'vitest';
import { parseCatalogueSearch as parseCatalogueSearch } from '#src/features/catalogue/catalogue/catalogue-search.ts';
import { parseSearch, stringifySearch } from '#src/lib/url-search.ts';

const A = '5b31c8a1-1111-4a1b-9c1d-000000000001';
const B = '8c2d8a1e-1111-4a1b-9c1d-000000000002';

describe('stringifySearch', () => {
  it('writes a list of ids as a plain comma list', () => {
    expect(stringifySearch({ categories: [A, B] })).toBe(`?categories=${A},${B}`);
    expect(stringifySearch({ categories: [A] })).toBe(`?categories=${A}`);
  });

  it('writes everything else as the router does by default, in order', () => {
    expect(stringifySearch({ sort: 'price-low', categories: [A], page: 2, search: 'tapis rouge', min_price: undefined })).toBe(
      `?sort=price-low&categories=${A}&page=2&search=tapis+rouge`,
    );
    // A text that would read as a number keeps its JSON quotes, as by default.
    expect(stringifySearch({ q: '1945' })).toBe('?q=%221945%22');
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ page: undefined })).toBe('');
  });

  it('writes a comma list read from a URL (one string then) back as it was', () => {
    const url = `?categories=${A},${B}&search=rouge,+bleu`;
    expect(parseSearch(url)).toEqual({ categories: `${A},${B}`, search: 'rouge, bleu' });
    expect(stringifySearch(parseSearch(url))).toBe(url);
    expect(parseSearch('?search=a%2Cb')).toEqual(parseSearch('?search=a,b'));
  });

  it('keeps the JSON form for lists that would not read back the same', () => {
    expect(stringifySearch({ tags: ['a,b', 'c'] })).toBe(`?tags=${encodeURIComponent('["a,b","c"]').replace(/%2C/g, ',')}`);
    expect(stringifySearch({ tags: ['12'] })).toBe(`?tags=${encodeURIComponent('["12"]')}`);
    expect(stringifySearch({ tags: ['true'] })).toBe(`?tags=${encodeURIComponent('["true"]')}`);
    expect(stringifySearch({ tags: [1, 2] })).toBe('?tags=%5B1,2%5D');
    expect(parseSearch('?tags=%5B1,2%5D')).toEqual({ tags: [1, 2] });
    expect(stringifySearch({ tags: [] })).toBe(`?tags=${encodeURIComponent('[]')}`);
    expect(stringifySearch({ tags: [''] })).toBe(`?tags=${encodeURIComponent('[""]')}`);
  });

  it('escapes what a list item holds beside letters, digits and dashes', () => {
    expect(stringifySearch({ tags: ['é&x', 'a b'] })).toBe('?tags=%C3%A9%26x,a%20b');
    expect(parseSearch('?tags=%C3%A9%26x,a%20b')).toEqual({ tags: 'é&x,a b' });
  });
});

describe('parseSearch and the catalogue validator', () => {
  it('reads the comma list back as the same selection', () => {
    const url = stringifySearch({ categories: [A, B], page: 3 });
    expect(parseCatalogueSearch(parseSearch(url))).toMatchObject({ categories: [A, B], page: 3 });
  });

  it('still reads old links with a JSON array, and writes them anew as a comma list', () => {
    const old = `?categories=${encodeURIComponent(JSON.stringify([A.toUpperCase(), B]))}&sort=rating`;
    const search = parseCatalogueSearch(parseSearch(old));
    expect(search.categories).toEqual([A, B]);
    expect(stringifySearch({ categories: search.categories, sort: search.sort })).toBe(`?categories=${A},${B}&sort=rating`);
  });

  it('reads a single id, drops ids that are not UUIDs', () => {
    expect(parseCatalogueSearch(parseSearch(`?categories=${A}`)).categories).toEqual([A]);
    expect(parseCatalogueSearch(parseSearch(`?categories=${A},nope,12`)).categories).toEqual([A]);
    expect(parseCatalogueSearch(parseSearch('?categories=12')).categories).toEqual([]);
  });
});
