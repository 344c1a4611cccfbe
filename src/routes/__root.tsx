import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { companyQueries } from '#src/api/company.ts';
import { useAuth } from '#src/features/auth/use-auth.ts';
import { OutboxNotices } from '#src/features/cart/outbox-notices.tsx';
import { AppLayout } from '#src/features/shell/app-layout.tsx';
import { revealApp } from '#src/lib/boot-snapshot.ts';
import { getConfig } from '#src/lib/config.ts';
import { preloadQuery } from '#src/lib/route-data.ts';
import type { RouterContext } from '#src/lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's company starts loading alongside the page's own loader; not
  // awaited. (The category tree is left to the menu: with staleTime 0 a
  // prefetch would only be fetched again when the menu mounts.)
  loader: ({ context: { queryClient } }) => {
    void preloadQuery(queryClient, companyQueries.detail(getConfig().companyId));
  },
  component: RootLayout,
});

function RootLayout() {
  const { logout } = useAuth();
  return (
    <AppLayout onLogout={() => void logout()}>
      <Outlet />
      <OutboxNotices />
      <RevealWhenSettled />
    </AppLayout>
  );
}

/**
 * Replaces the boot snapshot with the app in the commit where the first
 * screen has rendered (a layout effect, after the page's: before the paint).
 */
function RevealWhenSettled() {
  const settled = useRouterState({ select: (s) => s.status === 'idle' && !s.isLoading && s.matches.every((m) => m.status !== 'pending') });
  useLayoutEffect(() => {
    if (settled) revealApp();
  }, [settled]);
  return null;
}
