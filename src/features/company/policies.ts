/**
 * The marketplace's service promises in one place, so the contact page, its
 * FAQ and the /faq, /shipping and /returns pages never disagree
 * (decisions.md section 2). The figures are the spec's:
 * - contact FAQ: returns within 14 days (the standard right of return);
 * - product page: free delivery above 5000 DZD and 'Retours sous 30 jours'
 *   (kept on the product page as written; here the 30 days are the window
 *   for a defective or non-conforming item, so neither text is contradicted
 *   beyond what the spec itself does);
 * - contact: opening hours, support 24/7, answer within 24-48 hours;
 * - decisions.md: payment on delivery, delivery to the 58 wilayas.
 */

import { formatFrenchNumber } from '#src/utils/number-format.ts';

export const RETURN_WINDOW_DAYS = 14;
/** The product page's 'Retours sous 30 jours': defective or non-conforming items. */
export const DEFECT_RETURN_WINDOW_DAYS = 30;
export const REFUND_DELAY_DAYS = '7 à 10 jours ouvrés';

export const FREE_SHIPPING_THRESHOLD_DZD = 5000;
/** "5 000 DZD" the French way (narrow no-break space as the thousands separator). */
export const FREE_SHIPPING_THRESHOLD_LABEL = `${formatFrenchNumber(FREE_SHIPPING_THRESHOLD_DZD)} DZD`;
export const WILAYA_COUNT = 58;

export const SUPPORT_AVAILABILITY = '24/7';
export const RESPONSE_TIME = '24-48 heures';

export interface OpeningHours {
  days: string;
  hours: string;
  closed: boolean;
}

/** Contact page: Monday-Friday 9:00-18:00, Saturday 9:00-16:00, Sunday closed. */
export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Lundi - Vendredi', hours: '9:00 - 18:00', closed: false },
  { days: 'Samedi', hours: '9:00 - 16:00', closed: false },
  { days: 'Dimanche', hours: 'Fermé', closed: true },
];

// The zones and their delays are the wilayas' (utils/wilayas.ts): the checkout's estimate reads the same table.
export { DELIVERY_ZONES, type DeliveryZone } from '#src/utils/wilayas.ts';
