/** Small pure helpers of the company pages. */

/** The about page shows the first 8 characters of the company id (spec section 2). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A phone number as a tel: link ('+213 21 45 67 89' → 'tel:+21321456789'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A web address as shown: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** An http(s) link for a web address given with or without its scheme; anything else is not linked. */
export function websiteHref(url: string): string | null {
  const candidate = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(candidate);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
