/** Typed search params of /collections/{id}: the page, 1 by default and then kept out of the URL. */
import { collectionQueries } from '#src/api/collections.ts';
import { PAGE_SIZE, skipOf } from '#src/utils/pagination.ts';
import { searchValidator } from '#src/utils/search-validators.ts';
import { pageParam } from '../kit/url-params.ts';

export const COLLECTION_DETAIL_DEFAULTS = { page: 1 } as const;

export interface CollectionDetailSearch {
  page: number;
}
export const collectionDetailSearchSchema = searchValidator((raw): CollectionDetailSearch => ({ page: pageParam(raw.page) }));

/**
 * The detail call with include_products=true and one page of products (spec
 * section 7). Here, not in the page module: the route's loader needs it, and
 * the loader is part of the entry chunk.
 */
export function collectionPageQuery(collectionId: string, pageNumber: number) {
  return collectionQueries.detail(collectionId, { includeProducts: true, skip: skipOf(pageNumber), limit: PAGE_SIZE });
}
