/** Store and company logos: initials on a coloured square (product, category and collection pictures: art.ts). */

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

export function logoSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(initials)}"><rect width="200" height="200" rx="40" fill="hsl(${hue} 65% 40%)"/><text x="100" y="125" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="72" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
