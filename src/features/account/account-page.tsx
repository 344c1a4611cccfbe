import { Link, useNavigate } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { Customer } from '#src/api/auth.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { OFFLINE_TITLE, StatusBlock } from '#src/components/status-block.tsx';
import { ChevronRightIcon, HeartIcon, UserIcon } from '#src/components/icons.tsx';
import { paths } from '#src/lib/paths.ts';
import { authLoadingAtom, customerAtom, isAuthenticatedAtom, useAtomValue } from '#src/state/store.ts';
import { container } from '#src/styles/utilities.css.ts';
import { PackageIcon } from './account-icons.tsx';
import {
  gate,
  gateActions,
  gateIcon,
  gateText,
  gateTitle,
  greeting,
  header,
  headerText,
  page,
  panel,
  profileGrid,
  shortcut,
  shortcutChevron,
  shortcutDescription,
  shortcutIcon,
  shortcutText,
  shortcutTitle,
  shortcuts,
  tabList,
  tabs,
  tabTrigger,
  title,
} from './account-page.css.ts';
import { AccountSkeleton } from './account-skeleton.tsx';
import { ACCOUNT_TAB_LABELS, ACCOUNT_TAB_VALUES, isAccountTab, type AccountTab } from './account-tabs.ts';
import { AddressesPanel } from './addresses-panel.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import { PasswordSection } from './password-section.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { ProfileSection, type UpdateProfile } from './profile-section.tsx';

export const SIGN_IN_REQUIRED = 'Connexion requise';

/** Guests: the account needs sign-in; /login brings the shopper back here. */
function SignInRequired() {
  return (
    <div className={`${container} ${page}`}>
      <h1 className={title}>Mon compte</h1>
      <section className={gate} aria-labelledby="account-gate-title">
        <UserIcon className={gateIcon} size={40} />
        <h2 id="account-gate-title" className={gateTitle}>
          {SIGN_IN_REQUIRED}
        </h2>
        <p className={gateText}>Connectez-vous pour consulter votre profil, vos adresses et vos préférences.</p>
        <div className={gateActions}>
          <Link to={paths.login} search={{ redirect: paths.account }} className={buttonClass()}>
            Se connecter
          </Link>
          <Link to={paths.signup} className={buttonClass({ variant: 'outline' })}>
            Créer un compte
          </Link>
        </div>
      </section>
    </div>
  );
}

const SHORTCUTS = [
  { to: paths.orders, icon: <PackageIcon />, title: 'Mes commandes', description: 'Suivez vos commandes et leur paiement.' },
  { to: paths.wishlist, icon: <HeartIcon />, title: 'Ma wishlist', description: 'Retrouvez les produits que vous aimez.' },
] as const;

function Shortcuts() {
  return (
    <nav aria-label="Raccourcis du compte">
      <ul className={shortcuts}>
        {SHORTCUTS.map(({ to, icon, title: name, description }) => (
          <li key={to}>
            <Link to={to} className={shortcut}>
              <span className={shortcutIcon}>{icon}</span>
              <span className={shortcutText}>
                <span className={shortcutTitle}>{name}</span>
                <span className={shortcutDescription}>{description}</span>
              </span>
              <ChevronRightIcon className={shortcutChevron} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface AccountTabsProps {
  customer: Customer;
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  updateProfile: UpdateProfile;
}

function AccountTabs({ customer, tab, onTabChange, updateProfile }: AccountTabsProps) {
  return (
    <Tabs.Root className={tabs} value={tab} onValueChange={(value) => isAccountTab(value) && onTabChange(value)}>
      <Tabs.List className={tabList} aria-label="Rubriques du compte">
        {ACCOUNT_TAB_VALUES.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabTrigger}>
            {ACCOUNT_TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="profil" className={panel}>
        <div className={profileGrid}>
          <ProfileSection customer={customer} updateProfile={updateProfile} />
          <PasswordSection email={customer.email} />
        </div>
      </Tabs.Content>
      <Tabs.Content value="adresses" className={panel}>
        <AddressesPanel profileAddress={customer.address} />
      </Tabs.Content>
      <Tabs.Content value="paiement" className={panel}>
        <PaymentPanel />
      </Tabs.Content>
      <Tabs.Content value="notifications" className={panel}>
        <NotificationsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export interface AccountPageProps {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  /** The auth feature's actions, given by the route (features do not import each other). */
  logout: () => Promise<void>;
  updateProfile: UpdateProfile;
}

export const ACCOUNT_OFFLINE_DESCRIPTION = 'Votre profil s’affichera dès le retour de la connexion.';

/** /account (spec section 2, decisions.md section 2): requires sign-in. */
export function AccountPage({ tab, onTabChange, logout, updateProfile }: AccountPageProps) {
  const customer = useAtomValue(customerAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const isLoading = useAtomValue(authLoadingAtom);
  const navigate = useNavigate();
  // Set while signing out: the account leaves without flashing 'Connexion requise'.
  const [leaving, setLeaving] = useState(false);

  if (isLoading || (leaving && !isAuthenticated)) return <AccountSkeleton />;
  if (!isAuthenticated) return <SignInRequired />;

  async function onLogout() {
    if (leaving) return;
    setLeaving(true);
    // The device forgets the session first (even offline), then goes home.
    try {
      await logout();
    } finally {
      await navigate({ to: '/' });
    }
  }

  return (
    <div className={`${container} ${page}`}>
      <div className={header}>
        <div className={headerText}>
          <h1 className={title}>Mon compte</h1>
          {customer ? <p className={greeting}>Bonjour {customer.name}, bienvenue dans votre espace client.</p> : null}
        </div>
        <Button variant="outline" size="sm" onClick={() => void onLogout()} aria-disabled={leaving || undefined} aria-busy={leaving || undefined}>
          {leaving ? 'Déconnexion...' : 'Déconnexion'}
        </Button>
      </div>
      <Shortcuts />
      {customer ? (
        <AccountTabs customer={customer} tab={tab} onTabChange={onTabChange} updateProfile={updateProfile} />
      ) : (
        // Signed in offline: the profile is never kept on the device (decisions.md section 4).
        <StatusBlock kind="offline" title={OFFLINE_TITLE} description={ACCOUNT_OFFLINE_DESCRIPTION} onRetry={true} />
      )}
    </div>
  );
}
