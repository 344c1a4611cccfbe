/**
 * The information pages must agree with each other and with the spec's
 * figures (decisions.md section 2): returns within 14 days (contact FAQ),
 * free delivery above 5000 DZD and 30 days (product page), payment on
 * delivery, the 58 wilayas, the contact page's hours and support.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_FAQ, FAQ_GROUPS } from '#src/features/company/faq-content.ts';
import { displayUrl, shortId, telHref, websiteHref } from '#src/features/company/company-format.ts';
import {
  DEFECT_RETURN_WINDOW_DAYS,
  FREE_SHIPPING_THRESHOLD_DZD,
  FREE_SHIPPING_THRESHOLD_LABEL,
  OPENING_HOURS,
  RESPONSE_TIME,
  RETURN_WINDOW_DAYS,
  SUPPORT_AVAILABILITY,
  WILAYA_COUNT,
} from '#src/features/company/policies.ts';
import { paths } from '#src/lib/paths.ts';

const allEntries = FAQ_GROUPS.flatMap((g) => g.entries);
const answerOf = (id: string) => allEntries.find((e) => e.id === id)?.answer ?? '';

describe('policies: the spec figures', () => {
  it('returns: 14 days standard, 30 days as on the product page', () => {
    expect(RETURN_WINDOW_DAYS).toBe(14);
    expect(DEFECT_RETURN_WINDOW_DAYS).toBe(30);
  });

  it('free delivery above 5000 DZD, 58 wilayas', () => {
    expect(FREE_SHIPPING_THRESHOLD_DZD).toBe(5000);
    expect(FREE_SHIPPING_THRESHOLD_LABEL.replace(/\s/g, '')).toBe('5000DZD');
    expect(WILAYA_COUNT).toBe(58);
  });

  it('contact: hours in French, support 24/7, answer in 24-48 hours', () => {
    expect(OPENING_HOURS.map((h) => [h.days, h.hours])).toEqual([
      ['Lundi - Vendredi', '9:00 - 18:00'],
      ['Samedi', '9:00 - 16:00'],
      ['Dimanche', 'Fermé'],
    ]);
    expect(OPENING_HOURS.filter((h) => h.closed).map((h) => h.days)).toEqual(['Dimanche']);
    expect(SUPPORT_AVAILABILITY).toBe('24/7');
    expect(RESPONSE_TIME).toBe('24-48 heures');
  });
});

describe('FAQ content', () => {
  it('has unique ids and non-empty questions and answers', () => {
    const ids = allEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(FAQ_GROUPS.map((g) => g.id)).size).toBe(FAQ_GROUPS.length);
    for (const e of allEntries) {
      expect(e.question.trim().endsWith('?')).toBe(true);
      expect(e.answer.trim().length).toBeGreaterThan(20);
    }
  });

  it('the contact FAQ reuses the /faq answers and says returns within 14 days', () => {
    expect(CONTACT_FAQ.length).toBeGreaterThanOrEqual(3);
    for (const e of CONTACT_FAQ) expect(allEntries).toContain(e);
    const returns = CONTACT_FAQ.find((e) => e.id === 'retourner-produit');
    expect(returns?.answer).toContain('retours sont possibles dans un délai de 14 jours');
  });

  it('never promises another return window than 14 or 30 days', () => {
    const returns = FAQ_GROUPS.find((g) => g.id === 'retours')!;
    const text = returns.entries.map((e) => e.answer).join(' ');
    // "N jours" not preceded by "à" (the refund delay "7 à 10 jours ouvrés").
    const windows = [...text.matchAll(/(?<!à )\b(\d+) jours/g)].map((m) => Number(m[1]));
    expect(windows).toEqual(expect.arrayContaining([RETURN_WINDOW_DAYS, DEFECT_RETURN_WINDOW_DAYS]));
    for (const days of windows) expect([RETURN_WINDOW_DAYS, DEFECT_RETURN_WINDOW_DAYS]).toContain(days);
  });

  it('agrees with the shipping promises: 58 wilayas, free above 5000 DZD, payment on delivery', () => {
    expect(answerOf('zones-livraison')).toContain('58 wilayas');
    expect(answerOf('frais-livraison')).toContain(FREE_SHIPPING_THRESHOLD_LABEL);
    expect(answerOf('moyens-paiement')).toContain('paiement se fait à la livraison');
    expect(answerOf('article-defectueux')).toContain('30 jours');
  });

  it('links only to screens of the storefront', () => {
    const known = new Set(Object.values(paths).filter((p): p is string => typeof p === 'string'));
    for (const e of allEntries) if (e.link) expect(known.has(e.link.to), e.link.to).toBe(true);
  });
});

describe('company formatting', () => {
  it('shows the first 8 characters of the id', () => {
    expect(shortId('6f1c2a9e-4b7d-4e2a-9c1f-2d8e5a7b3c10')).toBe('6f1c2a9e');
  });

  it('makes tel: and web links', () => {
    expect(telHref('+213 21 45 67 89')).toBe('tel:+21321456789');
    expect(displayUrl('https://souk-el-djazair.dz/')).toBe('souk-el-djazair.dz');
    expect(websiteHref('souk-el-djazair.dz')).toBe('https://souk-el-djazair.dz/');
    expect(websiteHref('http://x.dz/a')).toBe('http://x.dz/a');
    expect(websiteHref('javascript:alert(1)')).toBe(null);
  });
});
