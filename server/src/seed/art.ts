/**
 * The seeded catalogue's pictures: small SVG drawings of the kind of product,
 * with no text and no font in them, so they read the same on every device
 * (an emoji needs an emoji font, which many phones, kiosks and Linux lack).
 *
 * Each picture is a line icon from @tabler/icons (MIT), or one of our own
 * drawings in its style, coloured as a two-tone illustration and staged on a
 * background that varies per product: hue, gradient angle, backdrop motif,
 * tilt, colour of the object. Everything comes from a hash of a stable key
 * (the product's slug), so the same seed makes the same pictures, and
 * products of one kind still look like different products in a grid.
 *
 * The icon set is read from disk when a catalogue is seeded, never imported
 * by the storefront: no icon code ships to the browser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DRAWINGS, type IconNode } from './drawings.ts';
import { Random } from './random.ts';

export const PRODUCT_SIZE = 400;
/** Categories and collections: 4:3, their subject inside the middle 360×240, so a 1:1 to 2:1 crop (object-fit: cover) keeps it. */
export const BANNER_WIDTH = 480;
export const BANNER_HEIGHT = 360;

type Icons = Record<string, IconNode[]>;

/** Reads the icon set once per seed run; nothing of it stays in memory afterwards. */
export function loadIcons(): Icons {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@tabler/icons/tabler-nodes-outline.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Icons;
}

/** The icons, drawings first, by name; an unknown name is a mistake in the catalogue. */
export class ArtKit {
  private readonly icons: Icons;
  constructor(icons: Icons = loadIcons()) {
    this.icons = icons;
  }
  nodes(name: string): IconNode[] {
    const nodes = DRAWINGS[name] ?? this.icons[name];
    if (!nodes) throw new Error(`Seed art: no icon named "${name}"`);
    return nodes;
  }
  has(name: string): boolean {
    return Boolean(DRAWINGS[name] ?? this.icons[name]);
  }
}

// ---------------------------------------------------------------- helpers

/** FNV-1a: a stable 32-bit number per key, the seed of that picture's choices. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const r1 = (n: number) => String(Math.round(n * 10) / 10);

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function nodesMarkup(nodes: IconNode[]): string {
  return nodes.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${v}"`).join(' ')}/>`).join('');
}

/** Colour words of product names (catalogue COLOURS) and the colour the object gets. */
export const COLOUR_BODIES: Record<string, string> = {
  noir: '#2c2c30',
  blanc: '#f6f4ee',
  bleu: '#2f6bd8',
  rouge: '#d2453d',
  vert: '#2f9e62',
  gris: '#8e959c',
  doré: '#d9a62e',
  beige: '#e3cfa6',
  argent: '#c5cbd3',
  marron: '#8a5634',
};

const DEFAULT_TINTS = ['#e4572e', '#2f6bd8', '#f2b134', '#2f9e62', '#8e5ba6', '#3d4a5c', '#e07a9a', '#1d9aaa', '#f6f4ee'];

function bodyColour(name: string | undefined, tints: readonly string[] | undefined, rnd: Random): string {
  if (name) {
    const words = name.toLowerCase().split(/\s+/);
    for (let i = words.length - 1; i >= 0; i--) {
      const c = COLOUR_BODIES[words[i]!];
      if (c) return c;
    }
  }
  return rnd.pick(tints?.length ? tints : DEFAULT_TINTS);
}

/** Colours that stand out of a light disc; the defaults when a list has none. */
function darkEnough(tints: readonly string[] | undefined): string[] {
  const dark = (tints ?? []).filter((c) => luminance(c) < 0.7);
  return dark.length ? dark : DEFAULT_TINTS.filter((c) => luminance(c) < 0.7);
}

interface Stage {
  width: number;
  height: number;
  /** Background hue and the two ends of its gradient. */
  hue: number;
  light: [string, string];
  angle: number;
}

/** The stage's gradient: its definition and the rectangle it fills. */
function background({ width, height, light, angle }: Stage): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="b" gradientTransform="rotate(${Math.round(angle)} .5 .5)"><stop offset="0" stop-color="${light[0]}"/><stop offset="1" stop-color="${light[1]}"/></linearGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
  };
}

/** An eight-pointed star (khatam) tile, the motif of zellige, as a pattern. */
function zellige(size: number, colour: string, opacity: number): string {
  const c = size / 2;
  const q = size * 0.16;
  const d = size * 0.22;
  return (
    `<pattern id="z" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path fill="${colour}" fill-opacity="${opacity}" d="M${r1(c - q)} ${r1(c - q)}h${r1(2 * q)}v${r1(2 * q)}h${r1(-2 * q)}zM${r1(c)} ${r1(c - d)}l${r1(d)} ${r1(d)}l${r1(-d)} ${r1(d)}l${r1(-d)} ${r1(-d)}z"/></pattern>`
  );
}

type Motif = 'arch' | 'disc' | 'tile' | 'zellige' | 'table' | 'rays';
const MOTIFS: Motif[] = ['arch', 'disc', 'tile', 'zellige', 'table', 'rays'];

/** The backdrop behind the object, centred on (cx, cy) with radius r; `defs` go in <defs>. */
function backdrop(motif: Motif, stage: Stage, cx: number, cy: number, r: number, rnd: Random): { defs: string; body: string } {
  const { width, height, hue } = stage;
  const tone = hsl(hue + rnd.int(-15, 15), 45, rnd.int(78, 86));
  switch (motif) {
    case 'arch': {
      // A Moorish niche: straight sides, a horseshoe top.
      const w = r * 0.95;
      const top = cy - r * 1.05;
      return {
        defs: '',
        body: `<path fill="${tone}" d="M${r1(cx - w)} ${height}V${r1(top + w)}a${r1(w)} ${r1(w)} 0 0 1 ${r1(2 * w)} 0V${height}z"/>`,
      };
    }
    case 'disc':
      return { defs: '', body: `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.05)}" fill="${tone}"/>` };
    case 'tile': {
      const s = r * 1.6;
      return {
        defs: '',
        body: `<rect x="${r1(cx - s / 2)}" y="${r1(cy - s / 2)}" width="${r1(s)}" height="${r1(s)}" rx="${r1(s * 0.18)}" fill="${tone}" transform="rotate(${rnd.int(8, 20) * (rnd.chance(0.5) ? 1 : -1)} ${r1(cx)} ${r1(cy)})"/>`,
      };
    }
    case 'zellige':
      return {
        defs: zellige(rnd.pick([36, 44, 52]), hsl(hue, 40, 40), 0.08),
        body: `<rect width="${width}" height="${height}" fill="url(#z)"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.95)}" fill="${tone}"/>`,
      };
    case 'table': {
      // The object on a surface, against a wall.
      const y = cy + r * 0.62;
      return { defs: '', body: `<rect y="${r1(y)}" width="${width}" height="${r1(height - y)}" fill="${tone}"/>` };
    }
    case 'rays': {
      const n = 12;
      let d = '';
      for (let i = 0; i < n; i += 2) {
        const a0 = (i / n) * Math.PI * 2;
        const a1 = ((i + 1) / n) * Math.PI * 2;
        const R = Math.max(width, height);
        d += `M${r1(cx)} ${r1(cy)}L${r1(cx + Math.cos(a0) * R)} ${r1(cy + Math.sin(a0) * R)}L${r1(cx + Math.cos(a1) * R)} ${r1(cy + Math.sin(a1) * R)}z`;
      }
      return { defs: '', body: `<path fill="${tone}" fill-opacity=".4" d="${d}"/>` };
    }
  }
}

interface Placement {
  cx: number;
  cy: number;
  /** Pixels per icon unit (the icon is 24 units wide). */
  scale: number;
  angle: number;
  body: string;
  ink: string;
  /** Shadow under the object. */
  shadow?: boolean;
  /** Width of the ink lines in pixels, whatever the scale: a close-up is not drawn with a marker. */
  line?: number;
}

/** One object: its colour (the icon's shapes filled, slightly offset, as in print) under its ink lines. */
function object(id: string, p: Placement): string {
  const line = Math.round(((p.line ?? 11) / p.scale) * 100) / 100;
  const t = `translate(${r1(p.cx)} ${r1(p.cy)}) rotate(${r1(p.angle)}) scale(${Math.round(p.scale * 100) / 100}) translate(-12 -12)`;
  const shadow = p.shadow
    ? `<ellipse cx="${r1(p.cx)}" cy="${r1(p.cy + p.scale * 10.2)}" rx="${r1(p.scale * 8)}" ry="${r1(p.scale * 1.1)}" fill="#000" fill-opacity=".1"/>`
    : '';
  return (
    shadow +
    `<g transform="${t}" stroke-linecap="round" stroke-linejoin="round">` +
    `<use href="#${id}" fill="${p.body}" stroke="${p.body}" stroke-width=".8" transform="translate(.7 .7)"/>` +
    `<use href="#${id}" fill="none" stroke="${p.ink}" stroke-width="${line}"/></g>`
  );
}

function inkFor(hue: number, body: string): string {
  // A dark body would swallow dark lines: it gets a deep, not black, ink and a light object keeps a dark one.
  return luminance(body) < 0.3 ? hsl(hue, 30, 12) : hsl(hue, 35, 18);
}

function svg(stage: Stage, defs: string, scene: string): string {
  const { width, height } = stage;
  const bg = background(stage);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}${bg.defs}</defs>${bg.body}${scene}</svg>`;
}

// ---------------------------------------------------------------- products

export interface ProductArtInput {
  /** Icon (or drawing) name of the product's kind. */
  icon: string;
  /** Base hue of the product's category family. */
  hue: number;
  /** Stable key of the product (its slug): the seed of every choice. */
  key: string;
  /** The product's name: a colour word in it colours the object. */
  name?: string;
  /** Colours the object may take when its name names none. */
  tints?: readonly string[];
  /** Which picture of the product: 0 the main one, 1 a close-up, 2 a pair. */
  view: number;
}

export function productArt(kit: ArtKit, input: ProductArtInput): string {
  const S = PRODUCT_SIZE;
  const rnd = new Random(hashKey(input.key));
  // Choices shared by every picture of the product (its colour, its family of backgrounds).
  const body = bodyColour(input.name, input.tints, rnd);
  const baseHue = input.hue + rnd.int(-28, 28);
  const motifs = rnd.sample(MOTIFS, 3);
  // Then one draw per picture.
  const view = input.view % 3;
  const vr = new Random(hashKey(`${input.key}#${input.view}`));
  const hue = view === 2 ? baseHue + 180 : baseHue + vr.int(-12, 12);
  const sat = vr.int(35, 60);
  const l = vr.int(91, 96);
  const stage: Stage = { width: S, height: S, hue, light: [hsl(hue, sat, l), hsl(hue + vr.int(-20, 20), sat, l - vr.int(5, 9))], angle: vr.int(0, 359) };
  const ink = inkFor(hue, body);
  const motif = motifs[view]!;
  const nodes = nodesMarkup(kit.nodes(input.icon));
  let defs = `<g id="i">${nodes}</g>`;
  let scene = '';
  if (view === 0) {
    const scale = vr.int(95, 108) / 10;
    const cx = S / 2 + vr.int(-10, 10);
    const cy = S / 2 + vr.int(-8, 6);
    const bd = backdrop(motif, stage, cx, cy, scale * 12, vr);
    defs += bd.defs;
    scene = bd.body + object('i', { cx, cy, scale, angle: vr.int(-12, 12), body, ink, shadow: true });
  } else if (view === 1) {
    // A close-up: bigger, tilted further, an edge out of frame.
    const scale = vr.int(128, 142) / 10;
    const cx = S / 2 + vr.int(-28, 28);
    const cy = S / 2 + vr.int(10, 34);
    const bd = backdrop(motif, stage, S / 2, S / 2, 150, vr);
    defs += bd.defs;
    scene = bd.body + object('i', { cx, cy, scale, angle: vr.int(14, 26) * (vr.chance(0.5) ? 1 : -1), body, ink });
  } else {
    // Two of them, one behind the other, in a second colour.
    const second = hsl(hue + vr.int(150, 210), vr.int(45, 65), vr.int(55, 70));
    const bd = backdrop(motif, stage, S / 2, S / 2 + 10, 130, vr);
    defs += bd.defs;
    const flip = vr.chance(0.5) ? 1 : -1;
    scene =
      bd.body +
      object('i', { cx: S / 2 - 55 * flip, cy: S / 2 - 20, scale: 7.6, angle: -14 * flip, body: second, ink: inkFor(hue, second) }) +
      object('i', { cx: S / 2 + 40 * flip, cy: S / 2 + 25, scale: 8.8, angle: vr.int(2, 12) * flip, body, ink, shadow: true });
  }
  return svg(stage, defs, scene);
}

// ---------------------------------------------------------------- categories and collections

export interface CategoryArtInput {
  icon: string;
  hue: number;
  key: string;
  /** Depth in the tree: 0 for a top-level category. */
  depth: number;
  tints?: readonly string[];
}

/** A category: its kind's icon, large, on a zellige ground in its family's hue. */
export function categoryArt(kit: ArtKit, input: CategoryArtInput): string {
  const W = BANNER_WIDTH;
  const H = BANNER_HEIGHT;
  const rnd = new Random(hashKey(`category:${input.key}`));
  const hue = input.hue + rnd.int(-10, 10) + input.depth * 8;
  const stage: Stage = { width: W, height: H, hue, light: [hsl(hue, 55, 90 - input.depth * 2), hsl(hue + 15, 50, 82 - input.depth * 2)], angle: rnd.int(20, 70) };
  // A light object would vanish into the light disc behind it.
  const body = rnd.pick(darkEnough(input.tints));
  const cx = W / 2;
  const cy = H / 2;
  const defs =
    `<g id="i">${nodesMarkup(kit.nodes(input.icon))}</g>` +
    zellige(48, hsl(hue, 45, 35), 0.09);
  const ring = hsl(hue, 50, 97);
  const scene =
    `<rect width="${W}" height="${H}" fill="url(#z)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="128" fill="${ring}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="128" fill="none" stroke="${hsl(hue, 45, 60)}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    object('i', { cx, cy: cy - 2, scale: 9.4, angle: rnd.int(-8, 8), body, ink: inkFor(hue, body), line: 10 });
  return svg(stage, defs, scene);
}

export interface CollectionArtInput {
  /** The collection's kinds of product, the first in front: an icon and the colours of its products. */
  items: { icon: string; tints?: readonly string[] }[];
  hue: number;
  key: string;
}

/** A collection: its kinds of product together, as a window display. */
export function collectionArt(kit: ArtKit, input: CollectionArtInput): string {
  const W = BANNER_WIDTH;
  const H = BANNER_HEIGHT;
  const rnd = new Random(hashKey(`collection:${input.key}`));
  const hue = input.hue;
  const stage: Stage = { width: W, height: H, hue, light: [hsl(hue, 55, 42), hsl(hue + 25, 60, 30)], angle: rnd.int(30, 60) };
  const items = input.items.slice(0, 3);
  const defs = items.map((item, i) => `<g id="i${i}">${nodesMarkup(kit.nodes(item.icon))}</g>`).join('') + zellige(56, '#fff', 0.07);
  // Back pair either side, the first kind in front, in the middle.
  const spots = [
    { cx: W / 2, cy: H / 2 + 16, scale: 8, disc: 100 },
    { cx: W / 2 - 110, cy: H / 2 - 20, scale: 5.4, disc: 70 },
    { cx: W / 2 + 110, cy: H / 2 - 20, scale: 5.4, disc: 70 },
  ];
  let scene = `<rect width="${W}" height="${H}" fill="url(#z)"/>`;
  const order = [1, 2, 0].filter((i) => i < items.length);
  for (const i of order) {
    const s = spots[i]!;
    // Each in a colour of its kind, dark enough to stand out of its light disc.
    const body = rnd.pick(darkEnough(items[i]!.tints));
    scene +=
      `<circle cx="${r1(s.cx)}" cy="${r1(s.cy)}" r="${s.disc}" fill="${hsl(hue + i * 20, 45, 94)}"/>` +
      object(`i${i}`, { cx: s.cx, cy: s.cy - 2, scale: s.scale, angle: rnd.int(-12, 12), body, ink: inkFor(hue, body), line: 8 });
  }
  // A few sparkles: a display, not a placeholder.
  for (let k = 0; k < 4; k++) {
    const x = rnd.pick([70, 130, 350, 410]) + rnd.int(-12, 12);
    const y = rnd.pick([70, 290]) + rnd.int(-10, 10);
    const r = rnd.int(5, 9);
    scene += `<path fill="#fff" fill-opacity=".8" d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z"/>`;
  }
  return svg(stage, defs, scene);
}
