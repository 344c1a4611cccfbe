/**
 * Typed search params of the store screens and the French texts that depend
 * on numbers. Invalid values fall back to the defaults; defaults stay out of
 * the URL (stripSearchParams in the routes).
 */
import { oneOf, searchValidator } from '#src/utils/search-validators.ts';
import { pageParam, textParam } from '../kit/url-params.ts';

export const STORE_LIST_DEFAULTS = { page: 1 } as const;

/** /stores?search=…&page=…: the search goes to the API (decisions.md section 2). */
export interface StoreListSearch {
  search?: string;
  page: number;
}
export const storeListSearchSchema = searchValidator((raw): StoreListSearch => ({ search: textParam(raw.search), page: pageParam(raw.page) }));

export const STORE_TABS = ['produits', 'a-propos'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

export const STORE_DETAIL_DEFAULTS = { tab: 'produits', page: 1 } as const;

/** /stores/{id}?tab=a-propos&page=2: the open tab and the products page. */
export interface StoreDetailSearch {
  tab: StoreTab;
  page: number;
}
export const storeDetailSearchSchema = searchValidator(
  (raw): StoreDetailSearch => ({ tab: oneOf(raw.tab, STORE_TABS, 'produits'), page: pageParam(raw.page) }),
);

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
