import { DAY } from '../clock';
import { categoryTemplates } from '../data/categories';
import type { Lang } from '../http/errors';
import type { Offer } from '../state/types';

/** Document 2: fees are charged every 10 days; a quote's cycle is that period in hours. */
export const CYCLE_MS = 10 * DAY;
export const CYCLE_DURATION = 'PT240H';

/**
 * Commission rates by the branch above a leaf category, close to what the real marketplace asks in those
 * departments; a category the table does not name pays the default rate.
 */
const rateByBranch: Record<string, number> = {
  '4': 0.12, // phone accessories
  '10': 0.07,
  '122640': 0.07,
  '1466': 0.1,
  '1469': 0.08,
  '1035': 0.09,
  '1455': 0.13,
  '11819': 0.1,
  '1429': 0.11,
  '7': 0.09,
  '5': 0.1,
  '6': 0.1,
  '110130': 0.11,
  '4029': 0.09,
};
const DEFAULT_RATE = 0.1;

export function commissionRate(categoryId: string): number {
  const template = categoryTemplates.find((c) => c.id === categoryId);
  return (template && rateByBranch[template.parentId]) ?? DEFAULT_RATE;
}

export const knownCategory = (categoryId: string): boolean =>
  categoryTemplates.some((c) => c.id === categoryId);

const cents = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);

/** The commission on one sale at this price (none for an advertisement: nothing is sold through the marketplace). */
export function commissionOn(categoryId: string, price: number, format: string): string {
  if (format === 'ADVERTISEMENT') return '0.00';
  return cents(price * commissionRate(categoryId));
}

/** The listing fee for one 10-day cycle: free below 100 in the currency, then a small step by price band. */
export function listingFeeFor(price: number): string {
  if (price < 100) return '0.00';
  if (price < 300) return '0.45';
  return '1.00';
}

/**
 * A promotion option the seller bought for some offers, chosen from the offer's number so that it stays the same
 * between runs: every seventh offer is bold, every eleventh highlighted.
 */
export function promotionsOf(offer: Offer): { type: 'BOLD' | 'HIGHLIGHT'; fee: string }[] {
  const n = Number(offer.id.slice(-6));
  const out: { type: 'BOLD' | 'HIGHLIGHT'; fee: string }[] = [];
  if (n % 7 === 0) out.push({ type: 'BOLD', fee: '1.50' });
  if (n % 11 === 0) out.push({ type: 'HIGHLIGHT', fee: '4.00' });
  return out;
}

const names: Record<string, { pl: string; en: string }> = {
  commissionFee: { pl: 'Prowizja od sprzedaży', en: 'Sales commission' },
  listingFee: { pl: 'Opłata za wystawienie', en: 'Listing fee' },
  LISTING: { pl: 'Opłata za wystawienie', en: 'Listing fee' },
  BOLD: { pl: 'Pogrubienie', en: 'Bold' },
  HIGHLIGHT: { pl: 'Podświetlenie', en: 'Highlight' },
};

export const feeName = (type: string, lang: Lang): string => names[type]?.[lang] ?? type;

/** The next charge of a running offer: the first whole cycle since it started that is still ahead. */
export function nextChargeAt(startedAt: number, now: number): number {
  const cycles = Math.floor(Math.max(0, now - startedAt) / CYCLE_MS) + 1;
  return startedAt + cycles * CYCLE_MS;
}
