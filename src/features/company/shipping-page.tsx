import { Link } from '@tanstack/react-router';
import { TableHead } from '#src/components/table-head.tsx';
import { paths } from '#src/lib/paths.ts';
import { CashIcon, MapPinIcon, TruckIcon } from './company-icons.tsx';
import { bulletList, muted } from './company.css.ts';
import { ContactCta, Highlights, InfoPage, InfoSection } from './info-page.tsx';
import { statusList, statusName, statusRow, statusText, table, tableWrap, td, th } from './info-page.css.ts';
import { DELIVERY_ZONES, FREE_SHIPPING_THRESHOLD_LABEL, RETURN_WINDOW_DAYS, WILAYA_COUNT } from './policies.ts';

/** The order statuses as the order screens name them (spec section 4). */
const STATUSES = [
  { name: 'En attente', text: 'Votre commande est enregistrée ; nous la vérifions avec la boutique.' },
  { name: 'Confirmé', text: 'La boutique prépare votre colis.' },
  { name: 'En livraison', text: 'Le colis est chez le livreur, qui vous appellera avant de passer.' },
  { name: 'Annulé', text: 'La commande a été annulée, à votre demande ou faute de stock ; vous n’avez rien à payer.' },
] as const;

/** /shipping (decisions.md section 2). */
export function ShippingPage() {
  return (
    <InfoPage title="Livraison" lead={`Nous livrons vos commandes dans les ${WILAYA_COUNT} wilayas d’Algérie, et vous payez à la réception.`}>
      <Highlights
        label="Nos engagements de livraison"
        items={[
          { icon: TruckIcon, title: `Livraison gratuite dès ${FREE_SHIPPING_THRESHOLD_LABEL}`, text: 'Pour toute commande d’un montant supérieur.' },
          { icon: MapPinIcon, title: `${WILAYA_COUNT} wilayas desservies`, text: 'À domicile ou sur votre lieu de travail.' },
          { icon: CashIcon, title: 'Paiement à la livraison', text: 'En espèces, à la réception du colis.' },
        ]}
      />

      <InfoSection id="delais" title="Délais de livraison">
        <p>Les délais sont indicatifs et comptent à partir de la confirmation de votre commande, hors vendredis et jours fériés.</p>
        <div className={tableWrap} role="region" aria-labelledby="delais" tabIndex={0}>
          <table className={table}>
            <TableHead columns={[{ label: 'Zone' }, { label: 'Wilayas (exemples)' }, { label: 'Délai indicatif' }]} className={th} />
            <tbody>
              {DELIVERY_ZONES.map((zone) => (
                <tr key={zone.zone}>
                  <th scope="row" className={td}>
                    {zone.zone}
                  </th>
                  <td className={td}>{zone.examples}</td>
                  <td className={td}>{zone.delay}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </InfoSection>

      <InfoSection id="frais" title="Frais de livraison">
        <p>
          La livraison est gratuite pour les commandes de plus de {FREE_SHIPPING_THRESHOLD_LABEL}. Le montant de la livraison est toujours
          indiqué dans le récapitulatif de votre panier, avant que vous confirmiez la commande : vous ne payez jamais un montant que vous
          n’avez pas vu.
        </p>
      </InfoSection>

      <InfoSection id="suivi" title="Suivi de votre commande">
        <p>
          Une fois connecté, retrouvez chaque commande et son statut dans <Link to={paths.orders}>Mes commandes</Link>.
        </p>
        <dl className={statusList}>
          {STATUSES.map((status) => (
            <div key={status.name} className={statusRow}>
              <dt className={statusName}>{status.name}</dt>
              <dd className={statusText}>{status.text}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection id="reception" title="À la réception">
        <ul className={bulletList}>
          <li>Le livreur vous appelle avant de passer : vérifiez que votre numéro de téléphone est correct lors de la commande.</li>
          <li>Vérifiez l’état du colis en sa présence ; vous pouvez refuser un colis endommagé.</li>
          <li>Réglez en espèces le montant indiqué dans votre commande.</li>
        </ul>
        <p className={muted}>
          Un article ne vous convient pas ? Vous avez {RETURN_WINDOW_DAYS} jours pour le retourner :{' '}
          <Link to={paths.returns}>voir notre politique de retour</Link>.
        </p>
      </InfoSection>

      <ContactCta title="Une question sur votre livraison ?" />
    </InfoPage>
  );
}
