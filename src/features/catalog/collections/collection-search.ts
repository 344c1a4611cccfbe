/** Typed search params of /collections/{id}: the page, 1 by default and then kept out of the URL. */
import { searchValidator } from '#src/utils/search-params.ts';
import { pageParam } from '../categories/category-search.ts';

export const COLLECTION_DETAIL_DEFAULTS = { page: 1 } as const;

export interface CollectionDetailSearch {
  page: number;
}
export const collectionDetailSearchSchema = searchValidator((raw): CollectionDetailSearch => ({ page: pageParam(raw.page) }));
