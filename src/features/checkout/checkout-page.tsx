/**
 * /checkout (spec sections 2, 4, 5, 8; decisions.md sections 3 and 4).
 * Signed in: optional phone (prefilled), address, notes. Guest: name, phone,
 * e-mail, address, notes. The form lives in React state only: never written
 * to storage, kept as typed through failures and offline spells.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { isSameAddress } from '#src/api/shipping-addresses.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { QueryErrorBlock, StatusBlock } from '#src/components/status-block.tsx';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { useCartView } from '#src/offline/use-outbox.ts';
import { authLoadingAtom, customerAtom, isAuthenticatedAtom, useAtomValue, useSetAtom } from '#src/state/store.ts';
import { container } from '#src/styles/utilities.css.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { CheckoutField } from './checkout-field.tsx';
import { ArrowLeftIcon } from '#src/components/icons.tsx';
import { LockIcon } from './checkout-icons.tsx';
import {
  CHECKOUT_TEXTS,
  checkoutFailureToast,
  checkoutSuccessDescription,
  EMPTY_CHECKOUT_FORM,
  validateCheckout,
  withFieldFixed,
  type CheckoutField as Field,
  type CheckoutFormValues,
  type CheckoutMode,
} from './checkout-rules.ts';
import { CheckoutContentSkeleton } from './checkout-skeleton.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import {
  actions,
  alert,
  backLink,
  card,
  cardTitle,
  fields,
  form,
  fullWidth,
  header,
  identity,
  layout,
  offlineNote,
  page,
  requiredNote,
  signInHint,
  title,
} from './checkout.css.ts';
import { guestOrderSummary, lastGuestOrderAtom } from './last-guest-order.ts';
import { SavedAddressChoice } from './saved-address-choice.tsx';
import { useCheckout } from './use-checkout.ts';
import { WilayaField } from './wilaya-field.tsx';
import { lastWilaya, useLastWilaya } from '#src/lib/last-wilaya.ts';
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
    return (
      <StatusBlock kind="empty" title={CHECKOUT_TEXTS.emptyCart} description="Ajoutez des produits à votre panier avant de passer commande.">
        <Link to={paths.products} className={buttonClass()}>
          Découvrir nos produits
        </Link>
      </StatusBlock>
    );
  }
  return <CheckoutForm checkout={checkout} cart={cart} addresses={addresses} />;
}

interface CheckoutFormProps {
  checkout: ReturnType<typeof useCheckout>;
  cart: CartView;
  addresses: SavedAddresses;
}

function CheckoutForm({ checkout, cart, addresses }: CheckoutFormProps) {
  const navigate = useNavigate();
  const customer = useAtomValue(customerAtom);
  // Signed in offline, the profile may not be loaded yet: still a customer's checkout.
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const setLastGuestOrder = useSetAtom(lastGuestOrderAtom);
  const online = useOnlineStatus();
  const mode: CheckoutMode = signedIn ? 'customer' : 'guest';

  const [values, setValues] = useState<CheckoutFormValues>(EMPTY_CHECKOUT_FORM);
  // The customer's phone prefills the field until the shopper edits it (null: not edited).
  const [phone, setPhone] = useState<string | null>(null);
  // Likewise the address: the default saved one until the shopper types or chooses (null: neither).
  const [address, setAddress] = useState<string | null>(null);
  // What was typed as another address, given back when 'Une autre adresse' is chosen again.
  const [otherAddress, setOtherAddress] = useState('');
  const savedOptions = addresses.options;
  // The wilaya: the one chosen last on this device until the shopper chooses (null: not yet).
  const [wilaya, setWilaya] = useState<number | null>(null);
  const rememberedWilaya = useLastWilaya();
  const shown: CheckoutFormValues = {
    ...values,
    phone: phone ?? customer?.phone ?? '',
    wilaya: wilaya ?? rememberedWilaya,
    address: address ?? savedOptions[0]?.address ?? '',
  };
  const chosenAddress = savedOptions.findIndex((option) => isSameAddress(option.address, shown.address));
  const [problem, setProblem] = useState<{ message: string; fields: Field[] } | null>(null);
  const [changes, setChanges] = useState<string[]>([]);
  const [changesAccepted, setChangesAccepted] = useState(false);

  const submitRef = useRef<HTMLButtonElement>(null);
  const alertId = useId();
  const offlineId = useId();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    wilaya: useRef<HTMLInputElement>(null),
    address: useRef<HTMLTextAreaElement>(null),
    notes: useRef<HTMLTextAreaElement>(null),
  };

  function chooseWilaya(code: number | null) {
    setWilaya(code);
    if (code !== null) {
      lastWilaya.set(code);
      if (problem?.fields.includes('wilaya')) setProblem(withFieldFixed(problem, 'wilaya', mode));
    }
  }

  function update(field: Exclude<Field, 'wilaya'>, value: string) {
    if (field === 'phone') setPhone(value);
    else if (field === 'address') {
      setAddress(value);
      if (!savedOptions.some((option) => isSameAddress(option.address, value))) setOtherAddress(value);
    } else setValues((v) => ({ ...v, [field]: value }));
    // A fixed field stops being marked; the alert goes once all are fixed.
    if (problem?.fields.includes(field) && value.trim()) setProblem(withFieldFixed(problem, field, mode));
  }

  function chooseAddress(index: number) {
    update('address', index === -1 ? otherAddress : savedOptions[index]!.address);
  }

  const invalid = (field: Field) => problem?.fields.includes(field) ?? false;
  const busy = checkout.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !online) return;
    if (cart.items.length === 0) {
      toast.error(CHECKOUT_TEXTS.emptyCartTitle, { description: CHECKOUT_TEXTS.emptyCart });
      return;
    }
    const found = validateCheckout(shown, mode);
    setProblem(found);
    if (found) {
      refs[found.fields[0]!].current?.focus();
      return;
    }
    // What the confirmation shows, as the shopper saw it when confirming.
    const seen = cart;
    try {
      // Prices and stock are checked again; what changed is shown, and a second
      // confirmation places the order with the cart as it is now.
      if (!changesAccepted) {
        const found = await checkout.recheck(seen);
        if (found.length > 0) {
          setChanges(found);
          setChangesAccepted(true);
          return;
        }
      }
      const response = await checkout.placeOrder(mode, shown);
      if (!response) return;
      if (mode === 'guest') setLastGuestOrder(guestOrderSummary(response, seen, shown));
      toast.success(CHECKOUT_TEXTS.success, { description: checkoutSuccessDescription(response) });
      await navigate({ to: paths.order(response.order_id) });
    } catch (error) {
      const { title: failure, description } = checkoutFailureToast(error, mode);
      toast.error(failure, { description });
      // The button was disabled while busy, which drops its focus: give it back.
      requestAnimationFrame(() => submitRef.current?.focus());
    }
  }

  return (
    <div className={layout}>
      <form id={FORM_ID} method="post" className={form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Informations de commande">
        <div id={alertId} role="alert" className={alert}>
          {problem?.message}
        </div>
        {changes.length > 0 ? (
          <div role="alert" className={alert} data-testid="cart-changes">
            <p>Votre panier a changé depuis que vous l&apos;avez consulté :</p>
            <ul>
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <p>Vérifiez le récapitulatif, puis confirmez à nouveau pour commander au prix actuel.</p>
          </div>
        ) : null}
        <section className={card} aria-labelledby="checkout-contact-title">
          <h2 id="checkout-contact-title" className={cardTitle}>
            Vos coordonnées
          </h2>
          {customer ? (
            <p className={identity}>
              Commande au nom de <strong>{customer.name}</strong> ({customer.email}).
            </p>
          ) : (
            <p className={signInHint}>
              Vous avez un compte ?{' '}
              <Link to={paths.login} search={{ redirect: paths.checkout }}>
                Se connecter
              </Link>{' '}
              pour commander plus vite et suivre vos commandes.
            </p>
          )}
          <p className={requiredNote}>Les champs marqués d&apos;un * sont obligatoires.</p>
          <div className={fields}>
            {mode === 'guest' ? (
              <>
                <CheckoutField
                  ref={refs.name}
                  label="Nom complet"
                  name="name"
                  autoComplete="name"
                  required
                  value={shown.name}
                  onChange={(e) => update('name', e.target.value)}
                  invalid={invalid('name')}
                  errorId={alertId}
                />
                <CheckoutField
                  ref={refs.phone}
                  label="Téléphone"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  value={shown.phone}
                  onChange={(e) => update('phone', e.target.value)}
                  invalid={invalid('phone')}
                  errorId={alertId}
                />
                <div className={fullWidth}>
                  <CheckoutField
                    ref={refs.email}
                    label="Adresse e-mail"
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    value={shown.email}
                    onChange={(e) => update('email', e.target.value)}
                    invalid={invalid('email')}
                    errorId={alertId}
                  />
                </div>
              </>
            ) : (
              <CheckoutField
                ref={refs.phone}
                label="Téléphone (facultatif)"
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                hint="Pour que le livreur puisse vous joindre."
                value={shown.phone}
                onChange={(e) => update('phone', e.target.value)}
              />
            )}
          </div>
        </section>
        <section className={card} aria-labelledby="checkout-shipping-title">
          <h2 id="checkout-shipping-title" className={cardTitle}>
            Livraison
          </h2>
          <WilayaField value={shown.wilaya} onChange={chooseWilaya} invalid={invalid('wilaya')} errorId={alertId} inputRef={refs.wilaya} />
          {savedOptions.length > 0 ? (
            <SavedAddressChoice options={savedOptions} selected={chosenAddress} onChoose={chooseAddress} />
          ) : addresses.loading ? (
            <LoadingRegion label="Chargement de vos adresses…">
              <Skeleton height="4.5rem" radius="0.5rem" />
            </LoadingRegion>
          ) : null}
          <CheckoutField
            ref={refs.address}
            multiline
            label="Adresse de livraison"
            name="address"
            autoComplete="street-address"
            required
            rows={3}
            hint={savedOptions.length > 0 ? 'Vous pouvez la modifier avant de confirmer.' : undefined}
            value={shown.address}
            onChange={(e) => update('address', e.target.value)}
            invalid={invalid('address')}
            errorId={alertId}
          />
          <CheckoutField
            ref={refs.notes}
            multiline
            label="Notes de commande (facultatif)"
            name="notes"
            rows={3}
            hint="Instructions pour la livraison, créneau préféré…"
            value={shown.notes}
            onChange={(e) => update('notes', e.target.value)}
          />
        </section>
      </form>
      <CheckoutSummary cart={cart} wilaya={shown.wilaya}>
        <div className={actions}>
          {!online ? (
            <p id={offlineId} className={offlineNote}>
              {CHECKOUT_TEXTS.offline}
            </p>
          ) : null}
          <Button
            ref={submitRef}
            type="submit"
            form={FORM_ID}
            size="lg"
            block
            disabled={busy || !online}
            aria-busy={busy || undefined}
            aria-describedby={!online ? offlineId : undefined}
          >
            <LockIcon size={18} />
            {busy ? CHECKOUT_TEXTS.busy : CHECKOUT_TEXTS.confirm}
          </Button>
          <Link to={paths.cart} className={buttonClass({ variant: 'outline', block: true })}>
            Retour au panier
          </Link>
        </div>
      </CheckoutSummary>
    </div>
  );
}
