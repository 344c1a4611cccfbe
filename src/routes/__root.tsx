import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { companyQueries } from '#src/api/company.ts';
import { useLogout } from '#src/features/auth/use-auth.ts';
import { OutboxNotices } from '#src/features/cart/outbox-notices.tsx';
import { homeHead } from '#src/features/seo/page-heads.ts';
import { AppLayout } from '#src/features/shell/app-layout.tsx';
import { getConfig } from '#src/lib/config.ts';
import { applyHead, collectHead, withSiteName } from '#src/lib/page-head.ts';
import { BRAND } from '#src/lib/brand.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import type { RouterContext } from '#src/lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's company starts loading alongside the page's own loader; not
  // awaited. (The category tree is left to the menu: with staleTime 0 a
  // prefetch would only be fetched again when the menu mounts.)
  loader: async ({ context: { queryClient } }) => {
    const company = preloadQuery(queryClient, companyQueries.detail(getConfig().companyId));
    // The server's page carries the company's name in its title and header.
    if (import.meta.env.SSR) await company;
  },
  // The company's page, for every route that says nothing more precise.
  head: homeHead,
  component: RootLayout,
});

function RootLayout() {
  const logout = useLogout();
  return (
    <>
      <AppLayout onLogout={() => void logout()}>
        <Outlet />
        <OutboxNotices />
      </AppLayout>
      {/* After the layout: its effects run last, so the route's title wins. */}
      <HeadSync />
      {/* On the server: the dehydrated router and query data, with the request's nonce. */}
      <Scripts />
    </>
  );
}

/**
 * Keeps document.head (title, description, canonical, Open Graph, JSON-LD) in
 * step with the matched routes, and with the company's name once it is known
 * (the only writer of the title besides a product page's own).
 */
function HeadSync() {
  const matches = useRouterState({ select: (s) => s.matches });
  const { data: siteName } = useQuery({ ...companyQueries.detail(getConfig().companyId), select: (company) => company.name });
  const tags = useMemo(() => withSiteName(collectHead(matches), siteName, BRAND.fallbackName), [matches, siteName]);
  useEffect(() => applyHead(document, tags), [tags]);
  return null;
}
