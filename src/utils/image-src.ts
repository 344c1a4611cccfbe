/**
 * Which image to show (spec section 3): the primary image, else the first
 * image, else the `image` field, else a placeholder of the item's kind.
 * Relative paths are served by the API host; absolute URLs are used unchanged.
 */
export type ImageKind = 'product' | 'category' | 'generic';

export const PLACEHOLDER_SRC: Record<ImageKind, string> = {
  product: '/product-placeholder.svg',
  category: '/category-placeholder.svg',
  generic: '/placeholder.svg',
};

const ABSOLUTE = /^(?:https?:)?\/\/|^(?:data|blob):/i;

/** Prefixes a relative path with the API base URL ('' = same origin). */
export function resolveImageUrl(path: string | null | undefined, apiBaseUrl: string, kind: ImageKind = 'generic'): string {
  const value = path?.trim();
  if (!value) return PLACEHOLDER_SRC[kind];
  if (ABSOLUTE.test(value)) return value;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}

export interface ImageCandidates {
  product_images?: readonly { image_url: string; is_primary: boolean }[] | null;
  image?: string | null;
}

export function pickImagePath(item: ImageCandidates): string | null {
  const images = item.product_images ?? [];
  const chosen = images.find((img) => img.is_primary && img.image_url) ?? images.find((img) => img.image_url);
  if (chosen) return chosen.image_url;
  return item.image?.trim() ? item.image : null;
}

export function productImageSrc(item: ImageCandidates, apiBaseUrl: string, kind: ImageKind = 'product'): string {
  return resolveImageUrl(pickImagePath(item), apiBaseUrl, kind);
}
