import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/api/http.ts';
import {
  CHECKOUT_TEXTS,
  checkoutErrorMessage,
  checkoutFailureToast,
  checkoutSuccessDescription,
  EMPTY_CHECKOUT_FORM,
  toCheckoutRequest,
  toGuestCheckoutRequest,
  validateCheckout,
  withFieldFixed,
  type CheckoutFormValues,
} from '#src/features/checkout/checkout-rules.ts';
import { CartNotSentError } from '#src/api/orders.ts';

const filled: CheckoutFormValues = {
  name: 'Yacine Khelifi',
  email: 'yacine@example.dz',
  phone: '0550 12 34 56',
  wilaya: 16,
  address: '12 rue Didouche Mourad, Alger',
  notes: '',
};

describe('checkout validation (spec section 5)', () => {
  it('a signed-in customer needs a wilaya and a non-blank address', () => {
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, wilaya: 31, address: 'Oran' }, 'customer')).toBeNull();
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, wilaya: 31, address: '  \n ' }, 'customer')).toEqual({
      message: 'Veuillez saisir une adresse de livraison',
      fields: ['address'],
    });
    // The wilaya alone missing is named; with the address missing too, the spec's message leads.
    expect(validateCheckout({ ...EMPTY_CHECKOUT_FORM, address: 'Oran' }, 'customer')).toEqual({
      message: 'Veuillez choisir la wilaya de livraison',
      fields: ['wilaya'],
    });
    expect(validateCheckout(EMPTY_CHECKOUT_FORM, 'customer')).toEqual({
      message: 'Veuillez saisir une adresse de livraison',
      fields: ['address', 'wilaya'],
    });
  });

  it('a guest needs name, phone, e-mail and address, reported in screen order', () => {
    expect(validateCheckout(filled, 'guest')).toBeNull();
    expect(validateCheckout(EMPTY_CHECKOUT_FORM, 'guest')).toEqual({
      message: 'Veuillez remplir tous les champs obligatoires',
      fields: ['name', 'phone', 'email', 'wilaya', 'address'],
    });
    expect(validateCheckout({ ...filled, wilaya: null }, 'guest')).toEqual({ message: CHECKOUT_TEXTS.guestFieldsRequired, fields: ['wilaya'] });
    for (const field of ['name', 'email', 'phone', 'address'] as const) {
      expect(validateCheckout({ ...filled, [field]: '   ' }, 'guest')).toEqual({
        message: CHECKOUT_TEXTS.guestFieldsRequired,
        fields: [field],
      });
    }
  });

  it('once a field is filled, the alert names what is left, and goes with the last', () => {
    const customer = validateCheckout(EMPTY_CHECKOUT_FORM, 'customer')!;
    expect(withFieldFixed(customer, 'address', 'customer')).toEqual({ message: CHECKOUT_TEXTS.wilayaRequired, fields: ['wilaya'] });
    expect(withFieldFixed(customer, 'wilaya', 'customer')).toEqual({ message: CHECKOUT_TEXTS.addressRequired, fields: ['address'] });
    expect(withFieldFixed(withFieldFixed(customer, 'wilaya', 'customer')!, 'address', 'customer')).toBeNull();
    const guest = validateCheckout(EMPTY_CHECKOUT_FORM, 'guest')!;
    expect(withFieldFixed(guest, 'name', 'guest')).toEqual({ message: CHECKOUT_TEXTS.guestFieldsRequired, fields: ['phone', 'email', 'wilaya', 'address'] });
  });

  it('notes are never required, and a guest phone is not optional', () => {
    expect(validateCheckout({ ...filled, notes: '' }, 'guest')).toBeNull();
    expect(validateCheckout({ ...filled, phone: '' }, 'customer')).toBeNull();
    expect(validateCheckout({ ...filled, phone: '' }, 'guest')?.fields).toEqual(['phone']);
  });
});

describe('checkout request bodies (spec section 3)', () => {
  it('customer: trimmed address, phone and notes; blanks are null', () => {
    expect(toCheckoutRequest({ ...filled, address: '  Alger  ', phone: ' ', notes: '  Étage 2 ' })).toEqual({
      shipping_address: 'Alger',
      wilaya: 16,
      customer_phone: null,
      notes: 'Étage 2',
    });
  });

  it('guest: every field trimmed, notes null when blank', () => {
    expect(toGuestCheckoutRequest({ ...filled, name: ' Yacine ', email: ' y@example.dz ' })).toEqual({
      customer_name: 'Yacine',
      customer_email: 'y@example.dz',
      customer_phone: '0550 12 34 56',
      shipping_address: '12 rue Didouche Mourad, Alger',
      wilaya: 16,
      notes: null,
    });
    // No wilaya chosen (never sent by the form, which requires one): the field is left out.
    expect(toGuestCheckoutRequest({ ...filled, wilaya: null })).not.toHaveProperty('wilaya');
  });
});

describe('checkout toasts (spec section 8)', () => {
  it("the failure's description is the server's message, else 'Une erreur s'est produite'", () => {
    expect(checkoutErrorMessage(new ApiError(409, 'Conflict', 'Stock insuffisant pour « Tapis » (2 disponible(s))'))).toBe(
      'Stock insuffisant pour « Tapis » (2 disponible(s))',
    );
    expect(checkoutErrorMessage(new ApiError(500, 'Internal Server Error', undefined))).toBe('HTTP 500: Internal Server Error');
    expect(checkoutErrorMessage(new NetworkError('Failed to fetch'))).toBe("Une erreur s'est produite");
    expect(checkoutErrorMessage('boom')).toBe("Une erreur s'est produite");
    expect(checkoutErrorMessage(new CartNotSentError())).toMatch(/panier/);
  });

  it('the success description: the server message when it adds something, else the order number', () => {
    expect(checkoutSuccessDescription({ message: 'Commande créée avec succès', order_number: 'CMD-20250101-000001' })).toBe(
      'Commande n° CMD-20250101-000001',
    );
    expect(checkoutSuccessDescription({ message: '', order_number: 'CMD-1' })).toBe('Commande n° CMD-1');
    expect(checkoutSuccessDescription({ message: 'Merci, livraison sous 48 h', order_number: 'CMD-1' })).toBe('Merci, livraison sous 48 h');
  });

  it("a signed-in checkout refused for want of a session reads 'Connexion requise' (section 5)", () => {
    const unauthorized = new ApiError(401, 'Unauthorized', 'Veuillez vous connecter pour effectuer une commande');
    expect(checkoutFailureToast(unauthorized, 'customer')).toEqual({
      title: 'Connexion requise',
      description: 'Veuillez vous connecter pour effectuer une commande',
    });
    expect(checkoutFailureToast(new ApiError(409, 'Conflict', 'Stock insuffisant'), 'customer')).toEqual({
      title: 'Erreur lors de la création de la commande',
      description: 'Stock insuffisant',
    });
    expect(checkoutFailureToast(new ApiError(400, 'Bad Request', 'Votre panier est vide'), 'guest')).toEqual({
      title: 'Panier vide',
      description: 'Votre panier est vide',
    });
    expect(checkoutFailureToast(new NetworkError('Failed to fetch'), 'guest')).toEqual({
      title: 'Erreur lors de la création de la commande',
      description: "Une erreur s'est produite",
    });
  });
});
