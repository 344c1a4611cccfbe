/**
 * The seeded catalogue's pictures, as a shopper's browser gets them from
 * /media: drawings that need no font (no text, no emoji), sized so nothing
 * shifts, different from one product to the next, and the same at every seed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '#server/db/schema.ts';
import { ArtKit, productArt } from '#server/seed/art.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { startTestApi, type TestApi } from './helpers.ts';

interface Product {
  id: string;
  name: string;
  slug: string;
  category: { id: string; name: string } | null;
  product_images: { image_url: string; is_primary: boolean }[];
}

let api: TestApi;
let products: Product[];
const cache = new Map<string, string>();

async function picture(path: string): Promise<string> {
  const known = cache.get(path);
  if (known !== undefined) return known;
  const res = await fetch(`${api.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toContain('image/svg+xml');
  const body = await res.text();
  cache.set(path, body);
  return body;
}

/** The root element's size: its viewBox and the width and height a page lays out before loading it. */
function rootSize(svg: string): { width: number; height: number; viewBox: string } {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  expect(root, 'starts with an <svg> element').toBeTruthy();
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root!)?.[1];
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox: attr('viewBox') ?? '' };
}

function expectDrawing(svg: string, label: string) {
  // No text to render, so no font to lack: no <text>, and nothing but ASCII (no emoji, no name).
  expect(svg, label).not.toMatch(/<text\b|<tspan\b|<foreignObject\b|font-family|<image\b/i);
  expect(/^[\x20-\x7e]*$/.test(svg), `${label}: ASCII only`).toBe(true);
  expect(svg, label).toMatch(/<\/svg>$/);
  // Drawn shapes, not an empty frame.
  expect((svg.match(/<(path|circle|ellipse|rect|use)\b/g) ?? []).length, label).toBeGreaterThan(4);
  const { width, height, viewBox } = rootSize(svg);
  expect(width, label).toBeGreaterThan(0);
  expect(height, label).toBeGreaterThan(0);
  expect(viewBox, label).toBe(`0 0 ${width} ${height}`);
}

beforeAll(async () => {
  // Pictures are what is tested here, not load shedding on a busy test machine.
  api = await startTestApi({ MAX_EVENT_LOOP_DELAY_MS: '0' });
  const res = await api.call('GET', '/api/v1/public/products/?limit=100');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  products = res.body.items;
  expect(products.length).toBe(100);
});
afterAll(async () => api?.close());

describe('seeded product pictures', () => {
  it('are square drawings with a size, without text or the product name, and small', async () => {
    for (const p of products.slice(0, 40)) {
      for (const { image_url } of p.product_images) {
        const svg = await picture(image_url);
        expectDrawing(svg, image_url);
        expect(rootSize(svg)).toMatchObject({ width: 400, height: 400 });
        for (const word of p.name.split(/\s+/).filter((w) => w.length > 3)) expect(svg, image_url).not.toContain(word);
        expect(svg.length, image_url).toBeLessThan(3000);
      }
    }
  });

  it('differ between products of one category, and between the pictures of one product', async () => {
    const byCategory = new Map<string, Product[]>();
    for (const p of products) if (p.category) byCategory.set(p.category.id, [...(byCategory.get(p.category.id) ?? []), p]);
    const [, siblings] = [...byCategory].find(([, list]) => list.length >= 3)!;
    const firsts = await Promise.all(siblings.map((p) => picture(p.product_images[0]!.image_url)));
    expect(new Set(firsts).size).toBe(firsts.length);
    const several = products.find((p) => p.product_images.length >= 2)!;
    const own = await Promise.all(several.product_images.map((i) => picture(i.image_url)));
    expect(new Set(own).size).toBe(own.length);
  });

  it('are the same at every seed', async () => {
    // A second company seeded in the same database gets the same catalogue under its own media prefix.
    const other = '0b7e5a3c-9d21-4f6a-8c4e-1a2b3c4d5e6f';
    await seedDatabase(api.db, { companyId: other, log: () => {} });
    const sample = products.slice(0, 10).map((p) => p.product_images[0]!.image_url);
    for (const path of sample) {
      const [copy] = await api.db
        .select({ body: media.body })
        .from(media)
        .where(eq(media.path, path.replace('/media/', `/media/${other.slice(0, 8)}/`)));
      expect(copy?.body, path).toBe(await picture(path));
    }
  });

  it('draw the kind of product: the same input makes the same picture, another kind another one', () => {
    const kit = new ArtKit();
    const input = { icon: 'device-mobile', hue: 210, key: 'smartphone-test', name: 'Smartphone Test noir', view: 0 };
    expect(productArt(kit, input)).toBe(productArt(kit, input));
    expect(productArt(kit, { ...input, icon: 'headphones' })).not.toBe(productArt(kit, input));
    expect(() => productArt(kit, { ...input, icon: 'no-such-icon' })).toThrow(/no icon named/);
  });
});

describe('seeded category and collection pictures', () => {
  it('are 4:3 drawings with a size, without text or the name', async () => {
    const categories = await api.call('GET', '/api/v1/public/categories/');
    const collections = await api.call('GET', '/api/v1/public/collections/');
    const items: { name: string; image: string | null }[] = [...categories.body.items, ...collections.body.items];
    expect(categories.body.items.length).toBeGreaterThan(20);
    const pictures = new Set<string>();
    for (const item of items) {
      if (!item.image) continue;
      const svg = await picture(item.image);
      expectDrawing(svg, item.image);
      expect(rootSize(svg)).toMatchObject({ width: 480, height: 360 });
      for (const word of item.name.split(/\s+/).filter((w) => w.length > 3)) expect(svg, item.image).not.toContain(word);
      expect(svg.length, item.image).toBeLessThan(4000);
      pictures.add(svg);
    }
    expect(pictures.size).toBe(items.filter((i) => i.image).length);
  });
});
