import { describe, expect, it } from 'vitest';
import { pickImagePath, PLACEHOLDER_SRC, productImageSrc, resolveImageUrl } from '#src/utils/image-src.ts';

const img = (image_url: string, is_primary = false) => ({ image_url, is_primary });

describe('image choice (spec section 3)', () => {
  it('takes the primary image first', () => {
    expect(pickImagePath({ product_images: [img('/a.svg'), img('/b.svg', true)], image: '/c.svg' })).toBe('/b.svg');
  });

  it('else the first image', () => {
    expect(pickImagePath({ product_images: [img('/a.svg'), img('/b.svg')], image: '/c.svg' })).toBe('/a.svg');
  });

  it('else the image field', () => {
    expect(pickImagePath({ product_images: [], image: '/c.svg' })).toBe('/c.svg');
    expect(pickImagePath({ image: '/c.svg' })).toBe('/c.svg');
  });

  it('else nothing, and the placeholder of the kind is used', () => {
    expect(pickImagePath({ product_images: [], image: null })).toBeNull();
    expect(productImageSrc({ image: '' }, '')).toBe('/product-placeholder.svg');
    expect(resolveImageUrl(null, '', 'category')).toBe('/category-placeholder.svg');
    expect(resolveImageUrl(undefined, '', 'generic')).toBe('/placeholder.svg');
    expect(PLACEHOLDER_SRC).toEqual({
      product: '/product-placeholder.svg',
      category: '/category-placeholder.svg',
      generic: '/placeholder.svg',
    });
  });
});

describe('image URLs', () => {
  it('prefixes relative paths with the API host', () => {
    expect(resolveImageUrl('/media/p/1.svg', 'https://api.example.test')).toBe('https://api.example.test/media/p/1.svg');
    expect(resolveImageUrl('media/p/1.svg', 'https://api.example.test/')).toBe('https://api.example.test/media/p/1.svg');
  });

  it('keeps same-origin paths when the API is the same origin', () => {
    expect(resolveImageUrl('/media/p/1.svg', '')).toBe('/media/p/1.svg');
  });

  it('uses absolute http(s) URLs unchanged', () => {
    expect(resolveImageUrl('https://cdn.example.test/a.png', 'https://api.example.test')).toBe('https://cdn.example.test/a.png');
    expect(resolveImageUrl('http://cdn.example.test/a.png', 'https://api.example.test')).toBe('http://cdn.example.test/a.png');
  });

  it('resolves a product end to end', () => {
    expect(productImageSrc({ product_images: [img('/media/x.svg', true)] }, 'https://api.example.test')).toBe(
      'https://api.example.test/media/x.svg',
    );
  });
});
