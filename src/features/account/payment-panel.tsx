import { useId } from 'react';
import { CashIcon } from './account-icons.tsx';
import { bulletList, card, cardDescription, cardTitle, cardTitleGroup, method, methodText, methodTitle } from './account-page.css.ts';

/**
 * Tab Moyens de Paiement: the one payment method the marketplace offers
 * (decisions.md section 2). Nothing to add or remove: no card is ever stored.
 */
export function PaymentPanel() {
  const headingId = useId();
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardTitleGroup}>
        <h2 id={headingId} className={cardTitle}>
          Moyens de paiement
        </h2>
        <p className={cardDescription}>Le mode de paiement proposé pour toutes les commandes de la marketplace.</p>
      </div>
      <div className={method}>
        <CashIcon size={32} />
        <div className={methodText}>
          <h3 className={methodTitle}>Paiement à la livraison</h3>
          <p>Vous réglez votre commande en espèces, au livreur, à la réception de votre colis.</p>
        </div>
      </div>
      <ul className={bulletList}>
        <li>Aucune carte bancaire n’est demandée ni enregistrée sur votre compte.</li>
        <li>Le montant à régler est le total indiqué dans le détail de votre commande.</li>
        <li>Le statut de paiement de chaque commande est visible dans « Mes commandes ».</li>
      </ul>
    </section>
  );
}
