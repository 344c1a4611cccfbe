/** The checkout form's parts: the cart-changes alert, the contact and shipping sections, the confirm actions. */
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { Button, buttonClass } from '#src/components/button.tsx';
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { paths } from '#src/lib/paths.ts';
import { CheckoutField } from './checkout-field.tsx';
import { LockIcon } from './checkout-icons.tsx';
import { CHECKOUT_TEXTS } from './checkout-rules.ts';
import { actions, alert, card, cardTitle, fields, fullWidth, identity, offlineNote, requiredNote, signInHint } from './checkout.css.ts';
import { SavedAddressChoice } from './saved-address-choice.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';
import { WilayaField } from './wilaya-field.tsx';

interface FormPartProps {
  form: CheckoutFormState;
}

/** What changed in the cart since the shopper saw it; a second confirmation accepts it. */
export function CartChangesAlert({ changes }: { changes: string[] }) {
  return (
    <div role="alert" className={alert} data-testid="cart-changes">
      <p>Votre panier a changé depuis que vous l&apos;avez consulté :</p>
      <ul>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p>Vérifiez le récapitulatif, puis confirmez à nouveau pour commander au prix actuel.</p>
    </div>
  );
}

/** Who orders: the customer's identity and optional phone, or a guest's name, phone and e-mail. */
export function ContactSection({ form }: FormPartProps) {
  const { customer } = form;
  return (
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
      <ContactFields form={form} />
    </section>
  );
}

// Both modes' fields stay in one element tree, so a change of mode reconciles them as before.
function ContactFields({ form }: FormPartProps) {
  const { refs, shown, update, invalid, alertId } = form;
  return (
    <div className={fields}>
      {form.mode === 'guest' ? (
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
  );
}

/** Where to deliver: the wilaya, the saved addresses to choose from, the address and the notes. */
export function ShippingSection({ form }: FormPartProps) {
  const { refs, shown, update, invalid, alertId, savedOptions } = form;
  return (
    <section className={card} aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title" className={cardTitle}>
        Livraison
      </h2>
      <WilayaField value={shown.wilaya} onChange={form.chooseWilaya} invalid={invalid('wilaya')} errorId={alertId} inputRef={refs.wilaya} />
      {savedOptions.length > 0 ? (
        <SavedAddressChoice options={savedOptions} selected={form.chosenAddress} onChoose={form.chooseAddress} />
      ) : form.addressesLoading ? (
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
  );
}

interface CheckoutActionsProps {
  /** The form the button submits from outside it. */
  formId: string;
  online: boolean;
  busy: boolean;
  offlineId: string;
  submitRef: Ref<HTMLButtonElement>;
}

/** The confirm button (disabled offline, with the reason) and the way back to the cart. */
export function CheckoutActions({ formId, online, busy, offlineId, submitRef }: CheckoutActionsProps) {
  return (
    <div className={actions}>
      {!online ? (
        <p id={offlineId} className={offlineNote}>
          {CHECKOUT_TEXTS.offline}
        </p>
      ) : null}
      <Button
        ref={submitRef}
        type="submit"
        form={formId}
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
  );
}
