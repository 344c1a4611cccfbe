/**
 * The questions of /faq and the contact page's FAQ, written once from the
 * promises in policies.ts. Plain data (no JSX) so tests can read every answer.
 */
import { paths } from '#src/lib/paths.ts';
import {
  DEFECT_RETURN_WINDOW_DAYS,
  FREE_SHIPPING_THRESHOLD_LABEL,
  REFUND_DELAY_DAYS,
  RESPONSE_TIME,
  RETURN_WINDOW_DAYS,
  SUPPORT_AVAILABILITY,
  WILAYA_COUNT,
} from './policies.ts';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'commandes',
    title: 'Commandes',
    entries: [
      {
        id: 'passer-commande',
        question: 'Comment passer une commande ?',
        answer:
          'Ajoutez les produits à votre panier (quand plusieurs boutiques proposent un produit, choisissez celle qui vous convient), puis cliquez sur « Procéder au Paiement ». Indiquez votre adresse de livraison et confirmez : vous recevez aussitôt un numéro de commande.',
      },
      {
        id: 'compte-obligatoire',
        question: 'Dois-je créer un compte pour commander ?',
        answer:
          "Non, vous pouvez commander en tant qu'invité avec votre nom, votre téléphone, votre e-mail et votre adresse. Un compte vous permet en plus de suivre vos commandes, de garder une wishlist et de retrouver votre panier sur tous vos appareils.",
        link: { to: paths.signup, label: 'Créer un compte' },
      },
      {
        id: 'suivi-commande',
        question: 'Comment suivre ma commande ?',
        answer:
          'Connectez-vous puis ouvrez « Mes commandes » : chaque commande affiche son statut (En attente, Confirmé, En livraison) et l’état de son paiement.',
        link: { to: paths.orders, label: 'Voir mes commandes' },
      },
      {
        id: 'modifier-commande',
        question: 'Puis-je modifier ou annuler une commande ?',
        answer:
          'Tant que votre commande est « En attente », contactez-nous en indiquant son numéro : nous la modifions ou l’annulons sans frais. Une fois le colis remis au livreur, vous pouvez le refuser ou le retourner.',
        link: { to: paths.contact, label: 'Nous contacter' },
      },
    ],
  },
  {
    id: 'livraison',
    title: 'Livraison',
    entries: [
      {
        id: 'zones-livraison',
        question: 'Livrez-vous dans toute l’Algérie ?',
        answer: `Oui, nous livrons dans les ${WILAYA_COUNT} wilayas, à domicile ou sur votre lieu de travail.`,
      },
      {
        id: 'delais-livraison',
        question: 'Quels sont les délais de livraison ?',
        answer:
          'Comptez 24 à 48 heures pour Alger et les wilayas voisines, 2 à 4 jours ouvrés pour le Nord du pays et 4 à 8 jours ouvrés pour les Hauts-Plateaux et le Sud, à partir de la confirmation de la commande.',
        link: { to: paths.shipping, label: 'Tout savoir sur la livraison' },
      },
      {
        id: 'frais-livraison',
        question: 'Combien coûte la livraison ?',
        answer: `La livraison est gratuite pour les commandes de plus de ${FREE_SHIPPING_THRESHOLD_LABEL}. Le montant de la livraison est toujours indiqué dans le récapitulatif de votre panier, avant que vous confirmiez la commande.`,
      },
    ],
  },
  {
    id: 'paiement',
    title: 'Paiement',
    entries: [
      {
        id: 'moyens-paiement',
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer:
          'Le paiement se fait à la livraison, en espèces, lorsque vous recevez votre colis. Vous ne payez rien en ligne et ne communiquez aucune donnée bancaire.',
      },
      {
        id: 'paiement-securise',
        question: 'Mes informations sont-elles protégées ?',
        answer:
          'Oui. Vous ne payez qu’après avoir reçu votre commande, et vos coordonnées ne servent qu’à la préparer et à la livrer.',
      },
    ],
  },
  {
    id: 'retours',
    title: 'Retours et remboursements',
    entries: [
      {
        id: 'retourner-produit',
        question: 'Puis-je retourner un produit ?',
        answer: `Oui, les retours sont possibles dans un délai de ${RETURN_WINDOW_DAYS} jours après la livraison. L’article doit être dans son état d’origine, avec son emballage et ses accessoires.`,
        link: { to: paths.returns, label: 'Notre politique de retour' },
      },
      {
        id: 'article-defectueux',
        question: 'Mon article est défectueux ou ne correspond pas à ma commande : que faire ?',
        answer: `Signalez-le-nous dans les ${DEFECT_RETURN_WINDOW_DAYS} jours suivant la livraison : nous l’échangeons ou nous vous remboursons, et les frais de retour sont à notre charge.`,
      },
      {
        id: 'delai-remboursement',
        question: 'Quand serai-je remboursé ?',
        answer: `Le remboursement est effectué sous ${REFUND_DELAY_DAYS} après la réception et la vérification de l’article retourné.`,
      },
    ],
  },
  {
    id: 'compte',
    title: 'Compte et assistance',
    entries: [
      {
        id: 'mot-de-passe-oublie',
        question: 'J’ai oublié mon mot de passe : que faire ?',
        answer:
          'Sur la page de connexion, cliquez sur « Mot de passe oublié ? » et saisissez votre adresse e-mail : vous recevrez un lien pour choisir un nouveau mot de passe.',
        link: { to: paths.forgotPassword, label: 'Réinitialiser mon mot de passe' },
      },
      {
        id: 'contacter-support',
        question: 'Comment joindre le service client ?',
        answer: `Notre support en ligne est disponible ${SUPPORT_AVAILABILITY} par le formulaire de contact, avec une réponse en ${RESPONSE_TIME} en moyenne. Par téléphone, nous répondons du lundi au vendredi de 9:00 à 18:00 et le samedi de 9:00 à 16:00.`,
        link: { to: paths.contact, label: 'Nous contacter' },
      },
    ],
  },
];

const byId = new Map(FAQ_GROUPS.flatMap((group) => group.entries.map((entry) => [entry.id, entry] as const)));

function entry(id: string): FaqEntry {
  const found = byId.get(id);
  if (!found) throw new Error(`FAQ entry ${id} is missing`);
  return found;
}

/** The contact page's short FAQ: the same answers as /faq. */
export const CONTACT_FAQ: readonly FaqEntry[] = [
  entry('delais-livraison'),
  entry('retourner-produit'),
  entry('moyens-paiement'),
  entry('zones-livraison'),
  entry('suivi-commande'),
];
