/**
 * The checkout form's state and handlers. The form lives in React state only:
 * never written to storage, kept as typed through failures and offline spells.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '#src/ui-logic/toast.ts';
import { isSameAddress } from '#src/api/shipping-addresses.ts';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { customerAtom, isAuthenticatedAtom, useAtomValue, useSetAtom } from '#src/state/store.ts';
import type { CartView } from '#src/offline/cart-overlay.ts';
import { lastWilaya, useLastWilaya } from '#src/lib/last-wilaya.ts';
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
  type CheckoutValidation,
} from './checkout-rules.ts';
import { guestOrderSummary, lastGuestOrderAtom } from './last-guest-order.ts';
import type { AddressOption } from './saved-addresses.ts';
import type { useCheckout } from './use-checkout.ts';
import type { SavedAddresses } from './use-saved-addresses.ts';

export type TextField = Exclude<Field, 'wilaya'>;
/** The fields' elements, to focus the first one to fix. */
export interface CheckoutFieldRefs {
  name: RefObject<HTMLInputElement | null>;
  phone: RefObject<HTMLInputElement | null>;
  email: RefObject<HTMLInputElement | null>;
  wilaya: RefObject<HTMLInputElement | null>;
  address: RefObject<HTMLTextAreaElement | null>;
  notes: RefObject<HTMLTextAreaElement | null>;
}

interface CheckoutFormArgs {
  checkout: ReturnType<typeof useCheckout>;
  cart: CartView;
  addresses: SavedAddresses;
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;

export function useCheckoutForm({ checkout, cart, addresses }: CheckoutFormArgs) {
  // Signed in offline, the profile may not be loaded yet: still a customer's checkout.
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const online = useOnlineStatus();
  const mode: CheckoutMode = signedIn ? 'customer' : 'guest';
  const savedOptions = addresses.options;
  const { customer, shown, chosenAddress, otherAddress, setField, setWilaya } = useCheckoutValues(savedOptions);
  const [problem, setProblem] = useState<CheckoutValidation | null>(null);
  const alertId = useId();
  const offlineId = useId();
  const refs = useCheckoutFieldRefs();
  const submit = useCheckoutSubmit({ checkout, cart, mode, shown, online, setProblem, refs });

  function chooseWilaya(code: number | null) {
    setWilaya(code);
    if (code !== null) {
      lastWilaya.set(code);
      if (problem?.fields.includes('wilaya')) setProblem(withFieldFixed(problem, 'wilaya', mode));
    }
  }

  function update(field: TextField, value: string) {
    setField(field, value);
    // A fixed field stops being marked; the alert goes once all are fixed.
    if (problem?.fields.includes(field) && value.trim()) setProblem(withFieldFixed(problem, field, mode));
  }

  function chooseAddress(index: number) {
    update('address', index === -1 ? otherAddress : savedOptions[index]!.address);
  }

  const invalid = (field: Field) => problem?.fields.includes(field) ?? false;
  return {
    mode,
    customer,
    online,
    shown,
    savedOptions,
    addressesLoading: addresses.loading,
    chosenAddress,
    problem,
    invalid,
    update,
    chooseWilaya,
    chooseAddress,
    alertId,
    offlineId,
    refs,
    ...submit,
  };
}

/** What the form shows: what was typed, else the customer's phone, the last wilaya and the default saved address. */
function useCheckoutValues(savedOptions: AddressOption[]) {
  const customer = useAtomValue(customerAtom);
  const [values, setValues] = useState<CheckoutFormValues>(EMPTY_CHECKOUT_FORM);
  // The customer's phone prefills the field until the shopper edits it (null: not edited).
  const [phone, setPhone] = useState<string | null>(null);
  // Likewise the address: the default saved one until the shopper types or chooses (null: neither).
  const [address, setAddress] = useState<string | null>(null);
  // What was typed as another address, given back when 'Une autre adresse' is chosen again.
  const [otherAddress, setOtherAddress] = useState('');
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

  function setField(field: TextField, value: string) {
    if (field === 'phone') setPhone(value);
    else if (field === 'address') {
      setAddress(value);
      if (!savedOptions.some((option) => isSameAddress(option.address, value))) setOtherAddress(value);
    } else setValues((v) => ({ ...v, [field]: value }));
  }

  return { customer, shown, chosenAddress, otherAddress, setField, setWilaya };
}

function useCheckoutFieldRefs(): CheckoutFieldRefs {
  return {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    wilaya: useRef<HTMLInputElement>(null),
    address: useRef<HTMLTextAreaElement>(null),
    notes: useRef<HTMLTextAreaElement>(null),
  };
}

interface CheckoutSubmitArgs {
  checkout: ReturnType<typeof useCheckout>;
  cart: CartView;
  mode: CheckoutMode;
  shown: CheckoutFormValues;
  online: boolean;
  setProblem: (problem: CheckoutValidation | null) => void;
  refs: CheckoutFieldRefs;
}

/** Validates, rechecks the cart (a second confirmation accepts its changes), places the order and goes to it. */
function useCheckoutSubmit({ checkout, cart, mode, shown, online, setProblem, refs }: CheckoutSubmitArgs) {
  const navigate = useNavigate();
  const setLastGuestOrder = useSetAtom(lastGuestOrderAtom);
  const [changes, setChanges] = useState<string[]>([]);
  const [changesAccepted, setChangesAccepted] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
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

  return { changes, busy, submitRef, onSubmit };
}
