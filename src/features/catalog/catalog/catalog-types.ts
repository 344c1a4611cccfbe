import type { CatalogSearch } from './catalog-search.ts';

/** Applies a change to the URL's catalog state (the route owns navigation). */
export type CatalogChange = (patch: Partial<CatalogSearch>, options?: { replace?: boolean }) => Promise<void> | void;
