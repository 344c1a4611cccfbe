/**
 * The checkout rules of spec sections 5 and 8 as pure functions: what must be
 * filled in, the request bodies, and the failure message.
 */
import type { CheckoutRequest, GuestCheckoutRequest } from '#src/api/orders.ts';
import { isApiError } from '#src/api/http.ts';
import { CartNotSentError } from '#src/api/orders.ts';

export const CHECKOUT_TEXTS = {
  addressRequired: 'Veuillez saisir une adresse de livraison',
  wilayaRequired: 'Veuillez choisir la wilaya de livraison',
  guestFieldsRequired: 'Veuillez remplir tous les champs obligatoires',
  emptyCartTitle: 'Panier vide',
  emptyCart: 'Votre panier est vide',
  success: 'Commande créée avec succès',
  failure: 'Erreur lors de la création de la commande',
  failureFallback: "Une erreur s'est produite",
  signInRequired: 'Connexion requise',
  signInRequiredDescription: 'Veuillez vous connecter pour effectuer une commande',
  offline: 'Vous êtes hors ligne : la commande sera possible dès le retour de la connexion.',
  confirm: 'Confirmer la commande',
  busy: 'Traitement...',
} as const;

/** What the shopper typed. Kept in React state only (decisions.md section 4). */
export interface CheckoutFormValues {
  name: string;
  email: string;
  phone: string;
  /** The wilaya's number (utils/wilayas.ts), null until chosen. */
  wilaya: number | null;
  address: string;
  notes: string;
}

export type CheckoutField = keyof CheckoutFormValues;
export type CheckoutMode = 'customer' | 'guest';

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = { name: '', email: '', phone: '', wilaya: null, address: '', notes: '' };

/** The fields a mode requires, in the order they appear on screen. */
export const REQUIRED_FIELDS: Readonly<Record<CheckoutMode, readonly CheckoutField[]>> = {
  customer: ['wilaya', 'address'],
  guest: ['name', 'phone', 'email', 'wilaya', 'address'],
};

export interface CheckoutValidation {
  /** The alert of section 5. */
  message: string;
  /** The blank required fields, in screen order (a customer's: the one the message names first); the first is focused. */
  fields: CheckoutField[];
}

const blank = (value: string) => value.trim() === '';
const missing = (values: CheckoutFormValues, field: CheckoutField) => (field === 'wilaya' ? values.wilaya === null : blank(values[field]));

/**
 * Null when the form can be sent; otherwise the alert and the fields to fix
 * (the first is focused). A customer missing only the wilaya is told so;
 * missing the address, the spec's message, and the address first.
 */
export function validateCheckout(values: CheckoutFormValues, mode: CheckoutMode): CheckoutValidation | null {
  const fields = REQUIRED_FIELDS[mode].filter((field) => missing(values, field));
  if (fields.length === 0) return null;
  if (mode === 'guest') return { message: CHECKOUT_TEXTS.guestFieldsRequired, fields };
  // The field the message names comes first: it is the one focused.
  if (fields.includes('address')) return { message: CHECKOUT_TEXTS.addressRequired, fields: ['address', ...fields.filter((f) => f !== 'address')] };
  return { message: CHECKOUT_TEXTS.wilayaRequired, fields };
}

/** The alert once `field` is filled: without it, with the message of what is left, or gone. */
export function withFieldFixed(problem: CheckoutValidation, field: CheckoutField, mode: CheckoutMode): CheckoutValidation | null {
  const fields = problem.fields.filter((f) => f !== field);
  if (fields.length === 0) return null;
  if (mode === 'guest') return { message: problem.message, fields };
  return { message: fields.includes('address') ? CHECKOUT_TEXTS.addressRequired : CHECKOUT_TEXTS.wilayaRequired, fields };
}

const orNull = (value: string) => (blank(value) ? null : value.trim());

const wilayaOf = (values: CheckoutFormValues) => (values.wilaya === null ? {} : { wilaya: values.wilaya });

export function toCheckoutRequest(values: CheckoutFormValues): CheckoutRequest {
  return { shipping_address: values.address.trim(), ...wilayaOf(values), customer_phone: orNull(values.phone), notes: orNull(values.notes) };
}

export function toGuestCheckoutRequest(values: CheckoutFormValues): GuestCheckoutRequest {
  return {
    customer_name: values.name.trim(),
    customer_email: values.email.trim(),
    customer_phone: values.phone.trim(),
    shipping_address: values.address.trim(),
    ...wilayaOf(values),
    notes: orNull(values.notes),
  };
}

/** The failure toast's description: the server's message, else the spec's fallback. */
export function checkoutErrorMessage(error: unknown): string {
  if ((isApiError(error) || error instanceof CartNotSentError) && error.message.trim()) return error.message;
  return CHECKOUT_TEXTS.failureFallback;
}

/**
 * The failure toast of spec sections 5 and 8: a signed-in checkout refused
 * because the session is no longer valid reads 'Connexion requise', an
 * empty cart 'Panier vide'; any
 * other failure 'Erreur lors de la création de la commande' with the
 * server's message.
 */
export function checkoutFailureToast(error: unknown, mode: CheckoutMode): { title: string; description: string } {
  if (mode === 'customer' && isApiError(error) && error.status === 401) {
    return { title: CHECKOUT_TEXTS.signInRequired, description: CHECKOUT_TEXTS.signInRequiredDescription };
  }
  // The cart was emptied elsewhere (another tab) after the page showed it.
  if (isApiError(error) && error.status === 400 && error.message === CHECKOUT_TEXTS.emptyCart) {
    return { title: CHECKOUT_TEXTS.emptyCartTitle, description: CHECKOUT_TEXTS.emptyCart };
  }
  return { title: CHECKOUT_TEXTS.failure, description: checkoutErrorMessage(error) };
}

/** The success toast's description: the server's message when it says more than the title, else the order number. */
export function checkoutSuccessDescription(response: { message?: string | null; order_number: string }): string {
  const message = response.message?.trim();
  if (message && message !== CHECKOUT_TEXTS.success) return message;
  return `Commande n° ${response.order_number}`;
}

/**
 * What changed between the cart the shopper saw and the server's cart now
 * (issue: offline-first — a cart seen offline may be hours old): removed
 * lines, new unit prices, stock that no longer covers the quantity. French
 * sentences, empty when nothing changed.
 */
export function cartChanges(
  seen: { items: readonly { product_id: string; store_id: string | null; product_name: string; unit_price: string; quantity: number; stock: number }[] },
  now: { items: readonly { product_id: string; store_id: string | null; unit_price: string; quantity: number; stock: number }[] },
  formatAmount: (value: string) => string,
): string[] {
  const changes: string[] = [];
  for (const line of seen.items) {
    const fresh = now.items.find((i) => i.product_id === line.product_id && i.store_id === line.store_id);
    if (!fresh) {
      changes.push(`« ${line.product_name} » n'est plus dans votre panier.`);
      continue;
    }
    if (Number(fresh.unit_price) !== Number(line.unit_price)) {
      changes.push(`Le prix de « ${line.product_name} » est passé de ${formatAmount(line.unit_price)} à ${formatAmount(fresh.unit_price)}.`);
    }
    // Only news counts: a shortage the shopper already saw is the server's to refuse.
    if (fresh.stock < fresh.quantity && line.stock >= line.quantity) {
      changes.push(`Stock insuffisant pour « ${line.product_name} » : ${fresh.stock} disponible(s) pour ${fresh.quantity} demandé(s).`);
    }
  }
  return changes;
}
