/**
 * What the catalogue's filter controls say: the chips of the filters in use
 * (active-filters.tsx) and the drawer's closing button (filter-drawer.tsx).
 */
import type { CategoryTreeNode } from '#src/api/categories.ts';
import { formatPrice } from '#src/utils/format-price.ts';
import { toggleCategory, type CatalogueSearch } from './catalogue-search.ts';

export interface ActiveFilter {
  key: string;
  /** What the chip shows. */
  label: string;
  /** What its removal changes in the URL's state. */
  remove: Partial<CatalogueSearch>;
}

/**
 * An amount set apart from the text around it (Unicode isolates): the
 * Arabic currency sign would otherwise make the bidi algorithm put the
 * second amount of a range before the first.
 */
const isolated = (amount: number) => `\u2068${formatPrice(amount)}\u2069`;

/** The price chip's text: both bounds, or the one set. */
export function priceChipLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${isolated(min)} – ${isolated(max)}`;
  if (min !== undefined) return `${isolated(min)} et plus`;
  return `Jusqu’à ${isolated(max ?? 0)}`;
}

function findName(nodes: readonly CategoryTreeNode[] | undefined, id: string): string | undefined {
  for (const node of nodes ?? []) {
    if (node.id === id) return node.name;
    const inChildren = findName(node.children, id);
    if (inChildren) return inChildren;
  }
  return undefined;
}

/** Every filter in use, in the panel's order, each with what removing it changes (back to page 1). */
export function activeFilters(search: CatalogueSearch, tree?: readonly CategoryTreeNode[]): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (search.search) list.push({ key: 'search', label: `« ${search.search} »`, remove: { search: '', page: 1 } });
  for (const id of search.categories) {
    list.push({ key: `category-${id}`, label: findName(tree, id) ?? 'Catégorie', remove: toggleCategory(search, id, false) });
  }
  if (search.min_price !== undefined || search.max_price !== undefined) {
    list.push({ key: 'price', label: priceChipLabel(search.min_price, search.max_price), remove: { min_price: undefined, max_price: undefined, page: 1 } });
  }
  if (search.min_rating !== undefined) {
    const stars = search.min_rating;
    list.push({ key: 'rating', label: `${stars} étoile${stars > 1 ? 's' : ''} & Plus`, remove: { min_rating: undefined, page: 1 } });
  }
  return list;
}

/** The closing button's text: what the shopper will see behind the drawer. */
export function seeResultsLabel(count: number | undefined): string {
  if (count === undefined) return 'Voir les résultats';
  if (count === 0) return 'Aucun résultat';
  return count === 1 ? 'Voir le résultat' : `Voir les ${count} résultats`;
}
