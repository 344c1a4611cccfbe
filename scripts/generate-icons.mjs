// Generates the PWA icons as PNGs with node:zlib only (no image libraries).
// Usage: node gen-icons.mjs <public-dir>
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2] ?? 'public';
const GREEN = [0x0b, 0x6e, 0x4f];
const WHITE = [0xff, 0xff, 0xff];
const RED = [0xc8, 0x10, 0x2e];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1).
function inRoundRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Which colour covers (x, y): the shopping-bag mark on green, with a red tag. */
function sample(x, y, { maskable, opaque }) {
  const inBg = maskable || opaque ? true : inRoundRect(x, y, 0, 0, 1, 1, 0.22);
  if (!inBg) return null;
  // Maskable icons keep the mark inside the 80 % safe zone.
  const s = maskable ? 0.72 : 1;
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  // Bag body: a trapezoid, wider at the bottom, softly rounded.
  const t = Math.min(Math.max((v - 0.37) / 0.43, 0), 1);
  const half = 0.22 + 0.05 * t;
  const body = v >= 0.37 && v <= 0.8 && inRoundRect(u, v, 0.5 - half, 0.37, 0.5 + half, 0.8, 0.035);
  // Handle: upper half ring above the body.
  const d = Math.hypot(u - 0.5, v - 0.37);
  const handle = v <= 0.39 && d <= 0.15 && d >= 0.1;
  if (body || handle) {
    // The handle's eyelets, and a red band along the bag's top.
    if (Math.hypot(u - 0.375, v - 0.45) <= 0.025 || Math.hypot(u - 0.625, v - 0.45) <= 0.025) return GREEN;
    if (body && v >= 0.7 && v <= 0.74) return RED;
    return WHITE;
  }
  return GREEN;
}

function render(size, opts) {
  const rgba = Buffer.alloc(size * size * 4);
  const N = 4; // 4×4 supersampling
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const c = sample((px + (sx + 0.5) / N) / size, (py + (sy + 0.5) / N) / size, opts);
          if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
        }
      }
      const i = (py * size + px) * 4;
      if (a) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (N * N)) * 255);
    }
  }
  return png(size, rgba);
}

mkdirSync(join(out, 'icons'), { recursive: true });
writeFileSync(join(out, 'icons', 'icon-192.png'), render(192, {}));
writeFileSync(join(out, 'icons', 'icon-512.png'), render(512, {}));
writeFileSync(join(out, 'icons', 'icon-maskable-512.png'), render(512, { maskable: true }));
writeFileSync(join(out, 'icons', 'icon-maskable-192.png'), render(192, { maskable: true }));
writeFileSync(join(out, 'apple-touch-icon.png'), render(180, { opaque: true }));
writeFileSync(join(out, 'favicon-32.png'), render(32, {}));
console.log('icons written to', out);
