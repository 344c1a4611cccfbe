/**
 * Word matching as the API's French full-text search does it, as far as a
 * client can: accents and case folded, French stop words ignored, each word
 * a prefix, a plural's final s or x dropped (the nearest a client gets to
 * the French stemmer). Shared by the catalogue's offline results, the
 * search box's offline suggestions, the category list's search and the
 * wilaya field. The folding is the API's (`searchWords` in
 * server/src/repositories/products.ts): tests/server/search-words.test.ts
 * holds the two to the same words.
 */

/** Letters that unaccent folds but NFKD does not decompose (as the API's search). */
const FOLD: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/** Words the French dictionary of the API's full-text search ignores (the common ones). */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces d dans de des du elle en et eux il je l la le les leur lui m ma mais me meme mes moi mon ' +
    'n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes toi ton tu un une vos votre vous'
  ).split(' '),
);

/** Lower case, no accents, split into words of letters and digits. */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłþðı]/g, (c) => FOLD[c] ?? c)
    .split(/[^\p{L}\p{Nd}]+|\p{Lm}+/u)
    .filter((w) => w.length > 0);
}

/** The text folded into its words, joined by one space: what a search within a text compares. */
export function foldText(text: string): string {
  return foldWords(text).join(' ');
}

/**
 * The words a search must find, at most 8 as the API: stop words left out
 * (unless nothing else is left), a plural's final s or x dropped so that
 * 'tapis berberes' finds 'Tapis berbère'.
 */
export function queryWords(search: string): string[] {
  const words = foldWords(search).slice(0, 8);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : words).map((w) => (w.length > 3 && /[sx]$/.test(w) ? w.slice(0, -1) : w));
}

/** Whether every query word starts one of the text's words (`words` from queryWords). */
export function matchesAllWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldWords(text);
  return words.every((word) => haystack.some((h) => h.startsWith(word)));
}

/** What a product is searched by: its name, description, category name and SKU. */
export interface SearchableProduct {
  name: string;
  description?: string | null;
  category?: { name?: string | null } | null;
  sku?: string | null;
}

export function productSearchText(product: SearchableProduct): string {
  return [product.name, product.description ?? '', product.category?.name ?? '', product.sku ?? ''].join(' ');
}

/** A product matches when every query word starts one of its words (name, description, category, SKU). */
export function productMatchesWords(product: SearchableProduct, words: readonly string[]): boolean {
  return matchesAllWords(productSearchText(product), words);
}
