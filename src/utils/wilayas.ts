/**
 * Algeria's 58 wilayas by their official numbers, each in a delivery zone
 * with its delay: the one source of the /shipping page's table, the
 * checkout's wilaya field and estimate, and the product page's promise.
 */
import { foldText } from './search-words.ts';

export interface DeliveryZone {
  id: 'alger' | 'nord' | 'sud';
  zone: string;
  examples: string;
  /** Indicative delay after the order is confirmed. */
  delay: string;
}

export const DELIVERY_ZONES: readonly DeliveryZone[] = [
  { id: 'alger', zone: 'Alger et wilayas limitrophes', examples: 'Alger, Blida, Boumerdès, Tipaza', delay: '24 à 48 heures' },
  { id: 'nord', zone: 'Nord du pays', examples: 'Oran, Constantine, Annaba, Sétif, Tlemcen, Béjaïa…', delay: '2 à 4 jours ouvrés' },
  { id: 'sud', zone: 'Hauts-Plateaux et Sud', examples: 'Djelfa, Biskra, Ghardaïa, Ouargla, Béchar, Tamanrasset…', delay: '4 à 8 jours ouvrés' },
];

export interface Wilaya {
  code: number;
  name: string;
  zone: DeliveryZone['id'];
}

const A = 'alger';
const N = 'nord';
const S = 'sud';

/** In official order: the index is the code minus one. */
export const WILAYAS: readonly Wilaya[] = (
  [
    ['Adrar', S], ['Chlef', N], ['Laghouat', S], ['Oum El Bouaghi', N], ['Batna', N], ['Béjaïa', N], ['Biskra', S], ['Béchar', S],
    ['Blida', A], ['Bouira', N], ['Tamanrasset', S], ['Tébessa', N], ['Tlemcen', N], ['Tiaret', N], ['Tizi Ouzou', N], ['Alger', A],
    ['Djelfa', S], ['Jijel', N], ['Sétif', N], ['Saïda', N], ['Skikda', N], ['Sidi Bel Abbès', N], ['Annaba', N], ['Guelma', N],
    ['Constantine', N], ['Médéa', N], ['Mostaganem', N], ["M'Sila", S], ['Mascara', N], ['Ouargla', S], ['Oran', N], ['El Bayadh', S],
    ['Illizi', S], ['Bordj Bou Arréridj', N], ['Boumerdès', A], ['El Tarf', N], ['Tindouf', S], ['Tissemsilt', N], ['El Oued', S],
    ['Khenchela', N], ['Souk Ahras', N], ['Tipaza', A], ['Mila', N], ['Aïn Defla', N], ['Naâma', S], ['Aïn Témouchent', N],
    ['Ghardaïa', S], ['Relizane', N], ['Timimoun', S], ['Bordj Badji Mokhtar', S], ['Ouled Djellal', S], ['Béni Abbès', S],
    ['In Salah', S], ['In Guezzam', S], ['Touggourt', S], ['Djanet', S], ["El M'Ghair", S], ['El Meniaa', S],
  ] as const
).map(([name, zone], i) => ({ code: i + 1, name, zone }));

export function wilayaByCode(code: number | null | undefined): Wilaya | undefined {
  return code !== null && code !== undefined && Number.isInteger(code) ? WILAYAS[code - 1] : undefined;
}

/** "16 – Alger": how Algerians name a wilaya, its number first. */
export function wilayaLabel(wilaya: Wilaya): string {
  return `${String(wilaya.code).padStart(2, '0')} – ${wilaya.name}`;
}

export function deliveryZoneOf(wilaya: Wilaya): DeliveryZone {
  return DELIVERY_ZONES.find((z) => z.id === wilaya.zone)!;
}


/**
 * The wilayas a text typed in the field names: by number ("16", "06" or "6"
 * begins it) or by a word of the name beginning with each word typed,
 * accents, case and hyphens aside ("bej" finds Béjaïa, "sidi bel" Sidi Bel
 * Abbès). Names that begin with the text first, then official order; every
 * wilaya for a blank text.
 */
export function matchWilayas(text: string): Wilaya[] {
  const query = foldText(text);
  if (query === '') return [...WILAYAS];
  if (/^\d+$/.test(query)) {
    const n = String(Number(query));
    return WILAYAS.filter((w) => String(w.code).startsWith(n) || String(w.code).padStart(2, '0').startsWith(query));
  }
  const words = query.split(' ');
  const found = WILAYAS.filter((w) => {
    const nameWords = foldText(`${w.code} ${w.name}`).split(' ');
    return words.every((q) => nameWords.some((n) => n.startsWith(q)));
  });
  const leading = (w: Wilaya) => (foldText(w.name).startsWith(query) ? 0 : 1);
  return found.sort((a, b) => leading(a) - leading(b) || a.code - b.code);
}
