/** Readers of the search params the category, collection and store screens share. */
import { pageOf, textOf } from '#src/utils/search-validators.ts';

/** A 1-based page number; anything else reads as page 1. */
export const pageParam = pageOf;

/**
 * Free text from the URL. The router parses `?q=1945` as the number 1945:
 * read it back as text. Anything else reads as absent.
 */
export const textParam = (value: unknown): string | undefined => textOf(value, 200);
