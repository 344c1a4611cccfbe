/**
 * Typed search params of the store screens and the French texts that depend
 * on numbers. Invalid values fall back to the defaults; defaults stay out of
 * the URL (stripSearchParams in the routes).
 */
import { z } from 'zod';
import { pageParam, textParam } from '../categories/category-search.ts';

export const STORE_LIST_DEFAULTS = { page: 1 } as const;

/** /stores?search=…&page=…: the search goes to the API (decisions.md section 2). */
export const storeListSearchSchema = z.object({ search: textParam, page: pageParam });
export type StoreListSearch = z.output<typeof storeListSearchSchema>;

export const STORE_TABS = ['produits', 'a-propos'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

export const STORE_DETAIL_DEFAULTS = { tab: 'produits', page: 1 } as const;

/** /stores/{id}?tab=a-propos&page=2: the open tab and the products page. */
export const storeDetailSearchSchema = z.object({
  tab: z.enum(STORE_TABS).default('produits').catch('produits'),
  page: pageParam,
});
export type StoreDetailSearch = z.output<typeof storeDetailSearchSchema>;

/** '1 boutique trouvée', '12 boutiques trouvées' (0 takes the singular in French). */
export function storeCountText(count: number): string {
  return count > 1 ? `${count} boutiques trouvées` : `${count} boutique trouvée`;
}

/** A dialable tel: URI from a displayed number ('+213 551 11 23 31' → 'tel:+213551112331'). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The search text as the API gets it: trimmed, absent when blank. */
export function normalizeStoreSearch(value: string | undefined): string | undefined {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
}
