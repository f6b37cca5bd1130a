import type { AddressProblem, ParcelDraft } from '../../../shared/shipping';

/** Post codes the marketplace's carriers check strictly; other countries get a lenient shape. */
const postCodes: Record<string, RegExp> = {
  PL: /^\d{2}-\d{3}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  LT: /^(LT-)?\d{5}$/,
  AT: /^\d{4}$/,
  HU: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
};
const anyPostCode = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

/** Digits of a phone number written with spaces, dashes, brackets or a leading +; null when anything else is in it. */
export function phoneDigits(phone: string): string | null {
  const bare = phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
  return /^\d*$/.test(bare) ? bare : null;
}

/**
 * What would make the marketplace refuse the parcel, found before anything is sent: empty required fields, a
 * street without a building number, a phone outside 9 to 14 digits, a post code that does not fit the country,
 * and no pickup point for a method that delivers to one. Paths name the fields as the marketplace does.
 */
export function checkAddress(draft: ParcelDraft, options: { pickupPointMethod: boolean }): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const r = draft.receiver;
  const add = (field: string, code: AddressProblem['code']) =>
    problems.push({ path: `receiver.${field}`, code });
  if (!(r.name ?? '').trim() && !(r.company ?? '').trim()) add('name', 'required');
  if (!r.street.trim()) add('street', 'required');
  else if (!/\d/.test(r.street)) add('street', 'streetNumberMissing');
  const postCode = r.postCode.trim();
  if (!postCode) add('postCode', 'required');
  else if (!(postCodes[r.countryCode] ?? anyPostCode).test(postCode)) add('postCode', 'postCodeInvalid');
  if (!r.city.trim()) add('city', 'required');
  if (!r.email.trim()) add('email', 'required');
  if (!r.phone.trim()) add('phone', 'required');
  else {
    const digits = phoneDigits(r.phone);
    if (digits === null || digits.length < 9 || digits.length > 14) add('phone', 'phoneInvalid');
  }
  if (options.pickupPointMethod && !(r.pointId ?? '').trim()) add('pointId', 'pickupPointMissing');
  return problems;
}

/** Delivery methods that end at a parcel locker or a pick-up point, known by their names in both languages. */
export function isPickupPointMethod(name: string | null, orderHasPoint: boolean): boolean {
  if (orderHasPoint) return true;
  if (!name) return false;
  return (
    /paczkomat|punkt|point|locker|one box|automat|pudo|apm/i.test(name) && !/osobisty|personal/i.test(name)
  );
}
