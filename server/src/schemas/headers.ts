/**
 * The request headers the API reads besides its parameters, as the OpenAPI
 * document declares them (plugins/external/swagger.ts: `documentedHeaders`).
 * Fastify does not validate them: the handlers do (services/caller.ts,
 * services/idempotency.ts), because whether X-Session-Id is needed depends on the
 * bearer token, and each refusal has its own French detail.
 */
import { Type } from 'typebox';

/** The spec's session id: 'session_', 9 lowercase alphanumerics, '_', base-36 timestamp. */
export const SESSION_ID_PATTERN = '^session_[a-z0-9]{9}_[a-z0-9]{1,20}$';
/** decisions.md section 4: a change's key, the same on every retry of that change. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_\\-:.]{8,200}$';

const SessionId = (description: string) => Type.String({ pattern: SESSION_ID_PATTERN, description });
const IdempotencyKey = Type.String({
  pattern: IDEMPOTENCY_KEY_PATTERN,
  description:
    "Clé d'idempotence du changement (decisions.md section 4) : le même changement renvoyé avec la même clé n'est appliqué qu'une fois " +
    "et reçoit la même réponse ; la même clé sur un autre corps est refusée (422). Facultative : sans elle, chaque envoi est appliqué.",
});

/** The cart's owner: the guest's session unless a bearer token is sent. */
const CartSession = Type.Optional(SessionId('Session du client invité : obligatoire sans jeton bearer (400 sinon), ignorée avec un jeton.'));

/** A write of the caller's cart. */
export const CartWriteHeaders = Type.Object({ 'X-Session-Id': CartSession, 'Idempotency-Key': Type.Optional(IdempotencyKey) });

/** A read of the caller's cart. */
export const CartReadHeaders = Type.Object({ 'X-Session-Id': CartSession });

/** A signed-in customer's change (wishlist, checkout). */
export const IdempotentHeaders = Type.Object({ 'Idempotency-Key': Type.Optional(IdempotencyKey) });

/** The guest's checkout: the session whose cart is ordered. */
export const GuestCheckoutHeaders = Type.Object({
  'X-Session-Id': SessionId('Session du client invité dont le panier est commandé.'),
  'Idempotency-Key': Type.Optional(IdempotencyKey),
});

/** Sign-in and sign-up: a guest's session, whose cart joins the customer's. */
export const SignInHeaders = Type.Object({
  'X-Session-Id': Type.Optional(SessionId('Session du client invité : son panier rejoint celui du client connecté.')),
});
