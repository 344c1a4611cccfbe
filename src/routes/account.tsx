/**
 * /account: the tab is in the URL (`?tab=adresses`), validated here; an
 * unknown value falls back to Profil. The loader warms the orders the
 * Adresses tab lists when someone is signed in (not awaited: the profile
 * needs no fetch, it is already in memory).
 */
import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '#src/api/orders.ts';
import { RouteError } from '#src/components/route-error.tsx';
import { AccountPage } from '#src/features/account/account-page.tsx';
import { AccountSkeleton } from '#src/features/account/account-skeleton.tsx';
import { ACCOUNT_TAB_VALUES, DEFAULT_ACCOUNT_TAB, type AccountTab } from '#src/features/account/account-tabs.ts';
import { useAuth } from '#src/features/auth/use-auth.ts';
import { ACCOUNT_ORDERS_PAGE } from '#src/api/shipping-addresses.ts';
import { preloadQuery } from '#src/offline/route-data.ts';
import { appStore, isAuthenticatedAtom } from '#src/state/store.ts';
import { oneOf, searchValidator } from '#src/utils/search-validators.ts';
import { personalHead } from '#src/features/seo/page-heads.ts';

const accountSearch = searchValidator((raw): { tab?: AccountTab } => ({ tab: oneOf(raw.tab, ACCOUNT_TAB_VALUES, undefined) }));

export const Route = createFileRoute('/account')({
  // Personal: the server renders the loading state, the browser the shopper's data.
  ssr: false,
  validateSearch: accountSearch,
  loader: ({ context: { queryClient } }) => {
    if (appStore.get(isAuthenticatedAtom)) void preloadQuery(queryClient, orderQueries.list(ACCOUNT_ORDERS_PAGE));
  },
  head: (ctx) => personalHead(ctx, 'Mon compte'),
  pendingComponent: AccountSkeleton,
  errorComponent: RouteError,
  component: AccountRoute,
});

function AccountRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The account page signs out and saves the profile through the auth feature's hook.
  const { logout, updateProfile } = useAuth();
  const onTabChange = (next: AccountTab) =>
    void navigate({ search: { tab: next === DEFAULT_ACCOUNT_TAB ? undefined : next }, replace: true, resetScroll: false });
  return <AccountPage tab={tab ?? DEFAULT_ACCOUNT_TAB} onTabChange={onTabChange} logout={logout} updateProfile={updateProfile} />;
}
