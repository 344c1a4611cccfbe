/** Whose cart, wishlist or order: a signed-in customer's, or a guest's (the client session). */
export type CartOwner = { customerId: string; sessionId?: undefined } | { sessionId: string; customerId?: undefined };

/** The scope idempotency keys live in: one caller's keys never collide with another's. */
export function ownerScope(owner: CartOwner): string {
  return owner.customerId ? `customer:${owner.customerId}` : `session:${owner.sessionId}`;
}
