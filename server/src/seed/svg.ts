/** Small generated SVG images: a coloured card with an icon glyph and a label. */

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function wrap(label: string, max = 18): string[] {
  const words = label.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).trim().length > max && line) {
      lines.push(line);
      line = w;
    } else line = (line + ' ' + w).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function productSvg(label: string, glyph: string, hue: number, variant: number): string {
  const bg = `hsl(${hue} 70% ${88 - variant * 6}%)`;
  const fg = `hsl(${hue} 55% 28%)`;
  const lines = wrap(label);
  const text = lines
    .map((l, i) => `<text x="200" y="${300 + i * 30}" text-anchor="middle" font-family="sans-serif" font-size="24" fill="${fg}">${escapeXml(l)}</text>`)
    .join('');
  const shape =
    variant % 2 === 0
      ? `<circle cx="200" cy="170" r="95" fill="hsl(${hue} 60% 75%)"/>`
      : `<rect x="105" y="75" width="190" height="190" rx="36" fill="hsl(${hue} 60% 75%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(label)}"><rect width="400" height="400" fill="${bg}"/>${shape}<text x="200" y="200" text-anchor="middle" font-size="96">${glyph}</text>${text}</svg>`;
}

export function logoSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(initials)}"><rect width="200" height="200" rx="40" fill="hsl(${hue} 65% 40%)"/><text x="100" y="125" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="72" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
