import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { companyQueries } from '#src/api/company.ts';
import { useAuth } from '#src/features/auth/use-auth.ts';
import { OutboxNotices } from '#src/features/cart/outbox-notices.tsx';
import { AppLayout } from '#src/features/shell/app-layout.tsx';
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
    </AppLayout>
  );
}
