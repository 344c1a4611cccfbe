/** Typed search params of /collections/{id}: the page, 1 by default and then kept out of the URL. */
import { z } from 'zod';
import { pageParam } from '../categories/category-search.ts';

export const COLLECTION_DETAIL_DEFAULTS = { page: 1 } as const;

export const collectionDetailSearchSchema = z.object({ page: pageParam });
export type CollectionDetailSearch = z.output<typeof collectionDetailSearchSchema>;
