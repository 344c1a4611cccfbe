/**
 * How search params are written in and read from the URL (the router's
 * `stringifySearch` and `parseSearch`). TanStack Router's defaults write every
 * array as JSON (`?categories=%5B%225b31…%22%5D`), which reads badly in a
 * shared link; here a list of plain strings is written as a comma list
 * (`?categories=5b31…,8c2d…`) and everything else as the defaults write it.
 *
 * Reading stays the default's (values that look like JSON are parsed), so a
 * comma list reaches a route validator as one string: the validators read
 * lists with `stringListOf` (utils/search-validators.ts), which takes a comma
 * list, a single value or a JSON array. Old links written as JSON arrays
 * still open the same screen, and the router then rewrites them in the new
 * form (it replaces a URL that differs from its validated search).
 *
 * A list is written as commas only when that reads back as the same text:
 * items with a comma, empty items, or a list that would read as a number,
 * a boolean or JSON keep the default JSON form. Commas are left unescaped in
 * every value (a query may hold them as they are; `%2C` and `,` read the
 * same): the router writes the location of a link it read, a comma list
 * being then one string, as it was.
 */
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';

type SearchRecord = Record<string, unknown>;

export const parseSearch: (searchStr: string) => SearchRecord = defaultParseSearch;

/** `key=a,b,c` when the list reads back unchanged, else null. */
function commaListPart(key: string, value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((item): item is string => typeof item === 'string' && item !== '' && !item.includes(','))) return null;
  const joined = value.join(',');
  const part = `${encodeURIComponent(key)}=${value.map(encodeURIComponent).join(',')}`;
  return parseSearch(`?${part}`)[key] === joined ? part : null;
}

export function stringifySearch(search: SearchRecord): string {
  const parts: string[] = [];
  for (const key of Object.keys(search)) {
    const value = search[key];
    if (value === undefined) continue;
    const list = commaListPart(key, value);
    if (list !== null) {
      parts.push(list);
      continue;
    }
    const single = defaultStringifySearch({ [key]: value });
    if (single) parts.push(single.slice(1).replace(/%2C/gi, ','));
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
