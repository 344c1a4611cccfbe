import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { backLink } from './auth-page.css.ts';

export interface HrefLinkProps {
  /** A same-origin href (path, query, hash), e.g. the safe `redirect` of /login. */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A router link to a full href: `<Link to>` takes a path only, so the query
 * is parsed the router's way and passed as `search`.
 */
export function HrefLink({ href, className, children }: HrefLinkProps) {
  const router = useRouter();
  const url = new URL(href, 'https://storefront.invalid');
  return (
    <Link
      to={url.pathname}
      search={router.options.parseSearch(url.search) as never}
      hash={url.hash ? url.hash.slice(1) : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}

/** The sign-in screens' way back: to the page the shopper came from, else home. */
export function AuthBackLink({ to }: { to: string }) {
  return (
    <HrefLink href={to} className={backLink}>
      <span aria-hidden="true">←</span>
      {to === '/' ? 'Retour à l’accueil' : 'Retour'}
    </HrefLink>
  );
}
