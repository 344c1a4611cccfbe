import { Link } from '@tanstack/react-router';
import { paths } from '#src/lib/paths.ts';
import { CashIcon, ReturnIcon, TruckIcon } from './company-icons.tsx';
import { bulletList } from './company.css.ts';
import { ContactCta, Highlights, InfoPage, InfoSection } from './info-page.tsx';
import { steps } from './info-page.css.ts';
import { DEFECT_RETURN_WINDOW_DAYS, REFUND_DELAY_DAYS, RESPONSE_TIME, RETURN_WINDOW_DAYS } from './policies.ts';

/** /returns (decisions.md section 2): 14 days as the contact FAQ says; 30 days for a faulty item, as the product page promises. */
export function ReturnsPage() {
  return (
    <InfoPage
      title="Retours et remboursements"
      lead={`Vous disposez de ${RETURN_WINDOW_DAYS} jours après la livraison pour nous retourner un article qui ne vous convient pas.`}
    >
      <Highlights
        label="Nos engagements de retour"
        items={[
          { icon: ReturnIcon, title: `${RETURN_WINDOW_DAYS} jours pour changer d’avis`, text: 'Retour d’un article intact, dans son emballage d’origine.' },
          {
            icon: TruckIcon,
            title: `${DEFECT_RETURN_WINDOW_DAYS} jours pour un article défectueux`,
            text: 'Échange ou remboursement, frais de retour à notre charge.',
          },
          { icon: CashIcon, title: `Remboursement sous ${REFUND_DELAY_DAYS}`, text: 'Après réception et vérification de l’article.' },
        ]}
      />

      <InfoSection id="conditions" title="Conditions de retour">
        <p>Les retours sont possibles dans un délai de {RETURN_WINDOW_DAYS} jours après la livraison, à condition que l’article soit :</p>
        <ul className={bulletList}>
          <li>dans son état d’origine, non utilisé et complet (accessoires, notice) ;</li>
          <li>dans son emballage d’origine ;</li>
          <li>accompagné de son numéro de commande.</li>
        </ul>
        <p>
          Ne peuvent pas être retournés, sauf s’ils sont défectueux : les produits d’hygiène et de beauté ouverts, les denrées alimentaires
          et les articles personnalisés.
        </p>
      </InfoSection>

      <InfoSection id="defectueux" title="Article défectueux ou non conforme">
        <p>
          Un article défectueux, endommagé pendant le transport ou qui ne correspond pas à votre commande peut être retourné jusqu’à{' '}
          {DEFECT_RETURN_WINDOW_DAYS} jours après la livraison. Nous vous proposons un échange ou un remboursement, et les frais de retour
          sont à notre charge.
        </p>
      </InfoSection>

      <InfoSection id="procedure" title="Comment retourner un article ?">
        <ol className={steps}>
          <li>
            Écrivez-nous depuis la page <Link to={paths.contact}>Contact</Link> en indiquant votre numéro de commande, l’article et le
            motif du retour.
          </li>
          <li>Nous vous répondons sous {RESPONSE_TIME} avec les instructions de retour.</li>
          <li>Remettez le colis bien emballé au livreur qui passe le récupérer, ou déposez-le à la boutique indiquée.</li>
          <li>Dès réception et vérification de l’article, nous procédons à l’échange ou au remboursement.</li>
        </ol>
      </InfoSection>

      <InfoSection id="remboursement" title="Remboursement">
        <p>
          Le remboursement est effectué sous {REFUND_DELAY_DAYS} après la réception de l’article, par virement sur votre compte CCP ou
          bancaire. Les frais de livraison initiaux sont remboursés lorsque l’article est défectueux ou non conforme.
        </p>
      </InfoSection>

      <ContactCta title="Besoin d’aide pour un retour ?" />
    </InfoPage>
  );
}
