/**
 * The page's CSP nonce for the `<style>` elements a library inserts at run
 * time: Radix's scroll lock (react-remove-scroll-bar, through
 * react-style-singleton) writes the scrollbar's width into one. A page
 * rendered on the server allows its own nonce in `style-src-elem` and
 * nothing else inline (server/src/plugins/external/security-headers.ts);
 * get-nonce is how those libraries learn it.
 *
 * The nonce is read from the page's own scripts (`.nonce`: browsers hide the
 * attribute's value from the DOM, not the property). The precached shell has
 * none, and its policy still allows inline style elements.
 */
import { setNonce } from 'get-nonce';

export function adoptPageNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
}
