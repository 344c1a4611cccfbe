import type { CatalogueSearch } from './catalogue-search.ts';

/** Applies a change to the URL's catalogue state (the route owns navigation). */
export type CatalogueChange = (patch: Partial<CatalogueSearch>, options?: { replace?: boolean }) => Promise<void> | void;
