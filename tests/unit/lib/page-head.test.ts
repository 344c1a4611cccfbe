import { describe, expect, it } from 'vitest';
import { collectHead, headToHtml, pageHead, shortDescription, withSiteName } from '#src/lib/page-head.ts';

describe('page head', () => {
  it('titles a page "Page | Company", the company alone without a page title', () => {
    expect(collectHead([pageHead({ siteName: 'Souk', title: 'Tapis' })])[0]).toEqual({ tag: 'title', children: 'Tapis | Souk' });
    expect(collectHead([pageHead({ siteName: 'Souk' })])[0]).toEqual({ tag: 'title', children: 'Souk' });
  });

  it("keeps the deepest route's title, description and canonical, one of each", () => {
    const root = pageHead({ siteName: 'Souk', description: 'La boutique', url: 'https://x.dz/' });
    const page = pageHead({ siteName: 'Souk', title: 'Tapis', description: 'Un tapis', url: 'https://x.dz/products/1' });
    const tags = collectHead([root, page]);
    expect(tags.filter((t) => t.tag === 'title')).toEqual([{ tag: 'title', children: 'Tapis | Souk' }]);
    expect(tags.filter((t) => t.tag === 'meta' && t.attrs.name === 'description')).toEqual([
      { tag: 'meta', attrs: { name: 'description', content: 'Un tapis' } },
    ]);
    expect(tags.filter((t) => t.tag === 'link')).toEqual([{ tag: 'link', attrs: { rel: 'canonical', href: 'https://x.dz/products/1' } }]);
  });

  it('cuts a long description on a word, at most 160 characters, on one line', () => {
    const long = `Un  tapis\ntissé main ${'très '.repeat(60)}beau`;
    const short = shortDescription(long)!;
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/^Un tapis tissé main très .*…$/);
    expect(short).not.toMatch(/\s…$/);
    expect(shortDescription('  ')).toBeUndefined();
  });

  it('writes the tags as HTML that no text can break out of', () => {
    const html = headToHtml(
      collectHead([pageHead({ siteName: 'A&B', title: '</title><script>alert(1)</script>', jsonLd: { name: '</script><script>x' } })]),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; | A&#38;B</title>');
    // JSON-LD stays JSON, its '<' escaped.
    const ld = /<script data-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld)).toEqual({ name: '</script><script>x' });
  });
});

describe('the company name arriving after the head', () => {
  it('replaces the fallback name in the title and og:site_name, and nothing else', () => {
    const named = withSiteName(collectHead([pageHead({ siteName: 'Marketplace', title: 'Mon Panier' })]), 'Souk', 'Marketplace');
    expect(withSiteName(collectHead([pageHead({ siteName: 'Marketplace', title: 'Mon Panier' })]), 'Souk', 'Marketplace').find((t) => t.tag === 'title')).toEqual({
      tag: 'title',
      children: 'Mon Panier | Souk',
    });
    expect(withSiteName(collectHead([pageHead({ siteName: 'Marketplace' })]), 'Souk', 'Marketplace').find((t) => t.tag === 'title')).toEqual({ tag: 'title', children: 'Souk' });
    const site = named.find((t) => t.tag === 'meta' && t.attrs.property === 'og:site_name');
    expect(site).toMatchObject({ attrs: { content: 'Souk' } });
    // A head computed with the company's name is left as it is.
    const known = collectHead([pageHead({ siteName: 'Souk', title: 'FAQ' })]);
    expect(withSiteName(known, 'Souk', 'Marketplace')).toEqual(known);
  });
});

describe('an unknown path', () => {
  it('is titled "Page introuvable | Company", not indexed, and has no canonical', () => {
    const root = pageHead({ siteName: 'Souk', url: 'https://souk.test/' });
    const tags = collectHead([{ ...root, _notFound: true }]);
    expect(tags.find((t) => t.tag === 'title')).toEqual({ tag: 'title', children: 'Page introuvable | Souk' });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    expect(tags.some((t) => t.tag === 'link' && t.attrs.rel === 'canonical')).toBe(false);
  });
});
