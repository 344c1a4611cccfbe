/**
 * Tells the shopper when a change queued earlier (offline, or in another tab)
 * was refused by the server: it has been rolled back, and the toast names the
 * product (issue: offline-first). Changes made in this tab while online are
 * reported by their own action.
 */
import { useEffect } from 'react';
import { requestToaster } from '#src/ui-logic/toaster-request.ts';
import { getOutbox } from '#src/offline/outbox-app.ts';
import { productNameOf, type RefusalEvent } from '#src/offline/outbox-request.ts';

const TITLES: Record<string, string> = {
  'cart.add': "Erreur lors de l'ajout au panier",
  'cart.update': 'Erreur lors de la mise à jour du panier',
  'cart.remove': 'Erreur lors de la suppression du panier',
  'cart.clear': 'Erreur lors du vidage du panier',
  'cart.apply-discount': 'Code promo refusé',
  'cart.remove-discount': 'Erreur lors de la mise à jour du panier',
  'wishlist.add': "Erreur lors de l'ajout à la liste de souhaits",
  'wishlist.remove': 'Erreur lors de la suppression de la liste de souhaits',
  'wishlist.clear': 'Erreur lors du vidage de la liste de souhaits',
};

export function refusalMessage(event: RefusalEvent): { title: string; description: string } {
  const product = productNameOf(event.change);
  return {
    title: TITLES[event.change.kind] ?? 'Erreur',
    description: product ? `« ${product} » : ${event.message}. La modification a été annulée.` : `${event.message}. La modification a été annulée.`,
  };
}

export function OutboxNotices() {
  useEffect(
    () =>
      getOutbox().onRefused((event) => {
        const { title, description } = refusalMessage(event);
        // Sonner stays out of the entry chunk: it loads with the toaster, mounted here if no interaction did it yet.
        requestToaster();
        void import('sonner').then(({ toast }) => toast.error(title, { description, duration: 8000 }));
      }),
    [],
  );
  return null;
}
