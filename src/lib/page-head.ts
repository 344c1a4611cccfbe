/**
 * What a page says about itself to search engines and link previews: the
 * French title, the meta description, the canonical URL, Open Graph tags and
 * schema.org JSON-LD. Routes declare it with TanStack Router's `head` (the
 * builders below); the server writes it into the document's <head>
 * (entry-server.tsx), the browser keeps `document.head` in step on every
 * navigation (applyHead), so both sides show the same thing.
 */

export interface PageHeadInput {
  /** The page's own title; the company name follows it ("Produit | Boutique"). */
  title?: string;
  /** The company (or the brand's fallback) name. */
  siteName: string;
  description?: string;
  /** The absolute URL of the page, without tracking or default parameters. */
  url?: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
}

/** One tag of <head>, in the shape TanStack Router's `head` returns (meta and links). */
export type HeadTag =
  | { tag: 'title'; children: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; children: string };

type MetaEntry = Record<string, unknown>;
type LinkEntry = Record<string, unknown>;

const DESCRIPTION_MAX = 160;

/** A description fit for a search result: one line, at most 160 characters, cut on a word. */
export function shortDescription(text: string | null | undefined): string | undefined {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The `head` value of a route: meta and links as TanStack Router takes them. */
export function pageHead(input: PageHeadInput): { meta: MetaEntry[]; links: LinkEntry[] } {
  const title = input.title ? `${input.title} | ${input.siteName}` : input.siteName;
  const description = shortDescription(input.description);
  const meta: MetaEntry[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  meta.push({ property: 'og:site_name', content: input.siteName });
  meta.push({ property: 'og:title', content: input.title ?? input.siteName });
  meta.push({ property: 'og:type', content: input.type ?? 'website' });
  meta.push({ property: 'og:locale', content: 'fr_FR' });
  if (description) meta.push({ property: 'og:description', content: description });
  if (input.url) meta.push({ property: 'og:url', content: input.url });
  if (input.image) meta.push({ property: 'og:image', content: input.image });
  meta.push({ name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' });
  if (input.jsonLd) meta.push({ 'script:ld+json': input.jsonLd });
  const links: LinkEntry[] = input.url ? [{ rel: 'canonical', href: input.url }] : [];
  return { meta, links };
}

interface MatchHead {
  meta?: ReadonlyArray<object | undefined> | undefined;
  links?: ReadonlyArray<object | undefined> | undefined;
  /** No route has this path: TanStack Router marks the match that renders its not-found screen. */
  _notFound?: boolean | undefined;
}

/** The title of an unknown path (its screen reads 'Oups ! Page introuvable'). */
export const NOT_FOUND_TITLE = 'Page introuvable';

function keyOf(tag: HeadTag): string {
  if (tag.tag === 'title') return 'title';
  if (tag.tag === 'script') return 'ld+json';
  if (tag.tag === 'link') return `link:${tag.attrs.rel}`;
  return `meta:${tag.attrs.name ?? tag.attrs.property}`;
}

function stringAttrs(entry: Record<string, unknown>): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(entry)) if (typeof v === 'string') attrs[k] = v;
  return attrs;
}

/** The tags of the matched routes, the deepest route's winning for a same name (one title, one description…). */
export function collectHead(matches: ReadonlyArray<MatchHead>): HeadTag[] {
  const tags = new Map<string, HeadTag>();
  for (const match of matches) {
    for (const item of match.meta ?? []) {
      if (!item) continue;
      const entry = item as MetaEntry;
      let tag: HeadTag | null = null;
      if (typeof entry.title === 'string') tag = { tag: 'title', children: entry.title };
      else if (entry['script:ld+json'] !== undefined)
        tag = { tag: 'script', attrs: { type: 'application/ld+json' }, children: JSON.stringify(entry['script:ld+json']) };
      else if (typeof entry.content === 'string' && (typeof entry.name === 'string' || typeof entry.property === 'string'))
        tag = { tag: 'meta', attrs: stringAttrs(entry) };
      if (tag) tags.set(keyOf(tag), tag);
    }
    for (const item of match.links ?? []) {
      const entry = item as LinkEntry | undefined;
      if (entry && typeof entry.rel === 'string' && typeof entry.href === 'string') {
        const tag: HeadTag = { tag: 'link', attrs: stringAttrs(entry) };
        tags.set(keyOf(tag), tag);
      }
    }
  }
  if (matches.some((match) => match._notFound)) {
    // An unknown path says so in the tab, and is neither indexed nor the canonical of anything.
    const site = tags.get('meta:og:site_name');
    const siteName = site?.tag === 'meta' ? site.attrs.content : undefined;
    tags.set('title', { tag: 'title', children: siteName ? `${NOT_FOUND_TITLE} | ${siteName}` : NOT_FOUND_TITLE });
    tags.set('meta:robots', { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    tags.delete('link:canonical');
    tags.delete('meta:og:url');
  }
  return [...tags.values()];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tags as HTML for the server's <head>; each carries `data-head` so the browser can replace it. */
export function headToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.children)}</title>`;
      const attrs = Object.entries(tag.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      // JSON-LD is data, not script: '<' is escaped so the text cannot close its element.
      if (tag.tag === 'script') return `<script data-head${attrs}>${tag.children.replace(/</g, '\\u003c')}</script>`;
      return `<${tag.tag} data-head${attrs}>`;
    })
    .join('');
}

/** Brings document.head in line with `tags`: the title, and the managed meta, link and JSON-LD elements. */
/**
 * The tags with the company's name where the head was computed before it was
 * known (a page rendered in the browser before /api/v1/public/companies
 * answered): the fallback name in the title and og:site_name is replaced.
 */
export function withSiteName(tags: readonly HeadTag[], name: string | undefined, fallback: string): readonly HeadTag[] {
  if (!name || name === fallback) return tags;
  const suffix = ` | ${fallback}`;
  return tags.map((tag) => {
    if (tag.tag === 'title') {
      const title = tag.children === fallback ? name : tag.children.endsWith(suffix) ? `${tag.children.slice(0, -suffix.length)} | ${name}` : tag.children;
      return title === tag.children ? tag : { ...tag, children: title };
    }
    if (tag.tag === 'meta' && tag.attrs.property === 'og:site_name' && tag.attrs.content === fallback) return { ...tag, attrs: { ...tag.attrs, content: name } };
    return tag;
  });
}

export function applyHead(doc: Document, tags: readonly HeadTag[]): void {
  const wanted = new Set<Element>();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      if (doc.title !== tag.children) doc.title = tag.children;
      continue;
    }
    const selector =
      tag.tag === 'script'
        ? 'script[type="application/ld+json"][data-head]'
        : tag.tag === 'link'
          ? `link[rel="${tag.attrs.rel}"]`
          : tag.attrs.name
            ? `meta[name="${tag.attrs.name}"]`
            : `meta[property="${tag.attrs.property}"]`;
    let el = doc.head.querySelector(selector);
    if (!el) {
      el = doc.createElement(tag.tag);
      doc.head.append(el);
    }
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(tag.attrs)) if (el.getAttribute(k) !== v) el.setAttribute(k, v);
    if (tag.tag === 'script' && el.textContent !== tag.children) el.textContent = tag.children;
    wanted.add(el);
  }
  for (const el of doc.head.querySelectorAll('[data-head]')) if (!wanted.has(el)) el.remove();
}
