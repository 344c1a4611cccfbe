/**
 * The `head` of each public route: French titles and descriptions from the
 * data its loader put in the query cache (the same queryOptions), canonical
 * URLs, Open Graph, and schema.org Product JSON-LD on a product page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { categoryQueries } from '#src/api/categories.ts';
import { collectionQueries, type CollectionDetail } from '#src/api/collections.ts';
import { companyQueries } from '#src/api/company.ts';
import { productQueries, type Product } from '#src/api/products.ts';
import { storeQueries } from '#src/api/stores.ts';
import { BRAND } from '#src/lib/brand.ts';
import { getConfig } from '#src/lib/config.ts';
import { pageHead } from '#src/lib/page-head.ts';
import { pickImagePath, resolveImageUrl } from '#src/utils/image-src.ts';

/** What a route's `head` receives that matters here (TanStack Router's asset context). */
export interface HeadContext {
  match: { context: { queryClient: QueryClient; origin: string }; pathname: string };
}

function site(ctx: HeadContext) {
  const { queryClient, origin } = ctx.match.context;
  const company = queryClient.getQueryData(companyQueries.detail(getConfig().companyId).queryKey);
  return {
    queryClient,
    siteName: company?.name || BRAND.fallbackName,
    companyDescription: company?.description || BRAND.fallbackDescription,
    url: (path: string) => `${origin}${path}`,
    image: (path: string | null) => (path ? absolute(resolveImageUrl(path, getConfig().apiUrl), origin) : undefined),
  };
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The company's page: home and the default of every route. */
export function homeHead(ctx: HeadContext) {
  const s = site(ctx);
  return pageHead({ siteName: s.siteName, description: s.companyDescription, url: s.url('/') });
}

/**
 * A personal page (cart, checkout, account, sign-in…): titled by its heading
 * so the tab says where the shopper is (issue 45, point 6), kept out of
 * search engines; no canonical or description, there is nothing to share.
 */
export function personalHead(ctx: HeadContext, title: string) {
  const { meta, links } = pageHead({ siteName: site(ctx).siteName, title });
  return { meta: [...meta, { name: 'robots', content: 'noindex' }], links };
}

/** A fixed page (about, contact, FAQ, policies, lists) titled by its heading. */
export function staticHead(ctx: HeadContext, title: string, description?: string) {
  const s = site(ctx);
  return pageHead({ siteName: s.siteName, title, description: description ?? s.companyDescription, url: s.url(ctx.match.pathname) });
}

export function catalogueHead(ctx: HeadContext, q: string | undefined) {
  const s = site(ctx);
  const query = q?.trim();
  return pageHead({
    siteName: s.siteName,
    title: query ? `Résultats pour « ${query} »` : 'Tous les produits',
    description: `Tous les produits de ${s.siteName} : comparez les prix des boutiques et commandez en ligne.`,
    url: s.url('/products'),
  });
}

export function productHead(ctx: HeadContext, productId: string) {
  const s = site(ctx);
  const product = s.queryClient.getQueryData(productQueries.detail(productId).queryKey);
  if (!product) return pageHead({ siteName: s.siteName, title: 'Produit introuvable' });
  const url = s.url(`/products/${product.id}`);
  const image = s.image(pickImagePath(product));
  return pageHead({
    siteName: s.siteName,
    title: product.name,
    description: product.description ?? undefined,
    url,
    image,
    type: 'product',
    jsonLd: productJsonLd(product, url, image),
  });
}

/** schema.org Product: one Offer per store, or an AggregateOffer (low/high) when several sell it. */
export function productJsonLd(product: Product, url: string, image: string | undefined): Record<string, unknown> {
  const availability = `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`;
  const stores = product.available_stores;
  const offer = (price: string, seller?: string) => ({
    '@type': 'Offer',
    price,
    priceCurrency: 'DZD',
    availability,
    url,
    ...(seller ? { seller: { '@type': 'Organization', name: seller } } : {}),
  });
  let offers: Record<string, unknown>;
  if (stores.length > 1) {
    const prices = stores.map((store) => Number(store.price));
    offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'DZD',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: stores.length,
      availability,
      offers: stores.map((store) => offer(store.price, store.store_name)),
    };
  } else {
    offers = offer(stores[0]?.price ?? product.price, stores[0]?.store_name);
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(image ? { image } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    url,
    offers,
  };
}

/**
 * The head of a category's, a collection's or a store's page: its name, its
 * description (else `about` it), its address and image; `missing` as the
 * title when it is not in the cache (an unknown id).
 */
function catalogueEntryHead<E extends { id: string; name: string; description: string | null }>(
  s: ReturnType<typeof site>,
  entry: E | undefined,
  page: { missing: string; about: (name: string) => string; path: (id: string) => string; image?: (entry: E) => string | null },
) {
  if (!entry) return pageHead({ siteName: s.siteName, title: page.missing });
  return pageHead({
    siteName: s.siteName,
    title: entry.name,
    description: entry.description ?? page.about(entry.name),
    url: s.url(page.path(entry.id)),
    image: page.image ? s.image(page.image(entry)) : undefined,
  });
}

export function categoryHead(ctx: HeadContext, categoryId: string) {
  const s = site(ctx);
  const category = s.queryClient.getQueryData(categoryQueries.detail(categoryId).queryKey);
  return catalogueEntryHead(s, category, {
    missing: 'Catégorie introuvable',
    about: (name) => `Les produits de la catégorie ${name} sur ${s.siteName}.`,
    path: (id) => `/categories/${id}`,
    image: (entry) => entry.image ?? null,
  });
}

export function collectionHead(ctx: HeadContext, collectionId: string) {
  const s = site(ctx);
  const collection = s.queryClient
    .getQueriesData<CollectionDetail>({ queryKey: collectionQueries.detailOf(collectionId) })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
  return catalogueEntryHead(s, collection, {
    missing: 'Collection introuvable',
    about: (name) => `La collection ${name} sur ${s.siteName}.`,
    path: (id) => `/collections/${id}`,
    image: (entry) => entry.image,
  });
}

export function storeHead(ctx: HeadContext, storeId: string) {
  const s = site(ctx);
  const store = s.queryClient.getQueryData(storeQueries.detail(storeId).queryKey);
  return catalogueEntryHead(s, store, {
    missing: 'Boutique introuvable',
    about: (name) => `La boutique ${name} sur ${s.siteName}.`,
    path: (id) => `/stores/${id}`,
  });
}
