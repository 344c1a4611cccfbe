import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONES, deliveryZoneOf, matchWilayas, WILAYAS, wilayaByCode, wilayaLabel } from '#src/utils/wilayas.ts';

const names = (text: string) => matchWilayas(text).map((w) => w.name);

describe('the wilayas', () => {
  it('are the 58, numbered in official order, each in a delivery zone', () => {
    expect(WILAYAS).toHaveLength(58);
    expect(WILAYAS.map((w) => w.code)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(new Set(WILAYAS.map((w) => w.name)).size).toBe(58);
    expect(wilayaByCode(16)?.name).toBe('Alger');
    expect(wilayaByCode(31)?.name).toBe('Oran');
    expect(wilayaByCode(58)?.name).toBe('El Meniaa');
    for (const bad of [0, 59, 1.5, null, undefined]) expect(wilayaByCode(bad)).toBeUndefined();
    expect(wilayaLabel(wilayaByCode(6)!)).toBe('06 – Béjaïa');
  });

  it('give the delays of the zones the /shipping page lists, the examples of each zone being in it', () => {
    expect(deliveryZoneOf(wilayaByCode(16)!).delay).toBe('24 à 48 heures');
    expect(deliveryZoneOf(wilayaByCode(25)!).delay).toBe('2 à 4 jours ouvrés');
    expect(deliveryZoneOf(wilayaByCode(11)!).delay).toBe('4 à 8 jours ouvrés');
    for (const zone of DELIVERY_ZONES) {
      for (const example of zone.examples.replace('…', '').split(', ')) {
        expect(WILAYAS.find((w) => w.name === example)?.zone, example).toBe(zone.id);
      }
    }
  });

  it('are found by number or by the beginning of the words of their name, accents and case aside, those it begins first', () => {
    expect(names('16')).toEqual(['Alger']);
    expect(names('06')).toEqual(['Béjaïa']);
    expect(names('1').length).toBe(11); // 1 and 10–19
    expect(names('bej')).toEqual(['Béjaïa']);
    expect(names('BEJAIA')).toEqual(['Béjaïa']);
    expect(names('sidi bel')).toEqual(['Sidi Bel Abbès']);
    // Names that begin with it first.
    expect(names('el')).toEqual(['El Bayadh', 'El Tarf', 'El Oued', "El M'Ghair", 'El Meniaa', 'Oum El Bouaghi']);
    expect(names('m sila')).toEqual(["M'Sila"]);
    expect(names('  ')).toHaveLength(58);
    expect(names('xyz')).toEqual([]);
  });
});
