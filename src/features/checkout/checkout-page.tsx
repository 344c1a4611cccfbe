/**
 * /checkout (spec sections 2, 4, 5, 8; decisions.md sections 3 and 4).
 * Signed in: optional phone (prefilled), address, notes. Guest: name, phone,
 * e-mail, address, notes. The form lives in React state only: never written
 * to storage, kept as typed through failures and offline spells.
 */
import { Link } from '@tanstack/react-router';
import { LoadingRegion } from '#src/components/skeleton.tsx';
import { QueryErrorBlock } from '#src/components/status-block.tsx';
import { EmptyListBlock } from '#src/components/empty-list-block.tsx';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { useCartView } from '#src/offline/use-outbox.ts';
import { authLoadingAtom, useAtomValue } from '#src/state/store.ts';
import { container } from '#src/styles/utilities.css.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { ArrowLeftIcon } from '#src/components/icons.tsx';
import { CartChangesAlert, CheckoutActions, ContactSection, ShippingSection } from './checkout-form-sections.tsx';
import { CHECKOUT_TEXTS } from './checkout-rules.ts';
import { CheckoutContentSkeleton } from './checkout-skeleton.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { alert, backLink, form as formClass, header, layout, page, title } from './checkout.css.ts';
import { useCheckout } from './use-checkout.ts';
import { useCheckoutForm } from './use-checkout-form.ts';
import { useSavedAddresses, type SavedAddresses } from './use-saved-addresses.ts';

const FORM_ID = 'checkout-form';

export function CheckoutPage() {
  return (
    <div className={`${container} ${page}`}>
      <div className={header}>
        <Link to={paths.cart} className={backLink}>
          <ArrowLeftIcon size={18} />
          Retour au panier
        </Link>
        <h1 className={title}>Finaliser la commande</h1>
      </div>
      <CheckoutContent />
    </div>
  );
}

function CheckoutContent() {
  const { cart, isLoading, error, refetch } = useCartView();
  const authLoading = useAtomValue(authLoadingAtom);
  const online = useOnlineStatus();
  const checkout = useCheckout();
  // Asked for with the cart, not after it: the saved addresses are there when the form is.
  const addresses = useSavedAddresses();

  // Once placed, the cart is reset (the server emptied it): say where we are going, not "empty".
  if (checkout.isSuccess) return <LoadingRegion label="Redirection vers votre commande…">{null}</LoadingRegion>;
  if (isLoading && !online) return <QueryErrorBlock error={null} title="Erreur lors du chargement du panier" onRetry={refetch} />;
  if (isLoading || authLoading) return <CheckoutContentSkeleton />;
  if (error && cart.items.length === 0) {
    return <QueryErrorBlock error={error} title="Erreur lors du chargement du panier" onRetry={refetch} />;
  }
  if (cart.items.length === 0) {
    return <EmptyListBlock title={CHECKOUT_TEXTS.emptyCart} description="Ajoutez des produits à votre panier avant de passer commande." />;
  }
  return <CheckoutForm checkout={checkout} cart={cart} addresses={addresses} />;
}

interface CheckoutFormProps {
  checkout: ReturnType<typeof useCheckout>;
  cart: CartView;
  addresses: SavedAddresses;
}

function CheckoutForm({ checkout, cart, addresses }: CheckoutFormProps) {
  const form = useCheckoutForm({ checkout, cart, addresses });
  return (
    <div className={layout}>
      <form id={FORM_ID} method="post" className={formClass} noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label="Informations de commande">
        <div id={form.alertId} role="alert" className={alert}>
          {form.problem?.message}
        </div>
        {form.changes.length > 0 ? <CartChangesAlert changes={form.changes} /> : null}
        <ContactSection form={form} />
        <ShippingSection form={form} />
      </form>
      <CheckoutSummary cart={cart} wilaya={form.shown.wilaya}>
        <CheckoutActions formId={FORM_ID} online={form.online} busy={form.busy} offlineId={form.offlineId} submitRef={form.submitRef} />
      </CheckoutSummary>
    </div>
  );
}
