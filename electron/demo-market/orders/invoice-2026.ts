import type { Buyer } from '../state/types';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A valid Polish NIP made from the buyer's id: the same buyer always has the same one. */
function nipOf(buyer: Buyer): string {
  let n = [...buyer.id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_000_000, 7);
  for (;;) {
    const digits = String(100_000_000 + (n % 900_000_000))
      .split('')
      .map(Number);
    const check = digits.reduce((sum, d, i) => sum + d * NIP_WEIGHTS[i]!, 0) % 11;
    // A check digit of 10 makes no NIP; the next number does.
    if (check !== 10) return `${digits.join('')}${check}`;
    n++;
  }
}

/** `CheckoutFormInvoiceAddressCompany.vatPayerStatus` as the 2026 description lists it. */
const VAT_PAYER_STATUSES = ['ACTIVE', 'ACTIVE', 'NON_ACTIVE', 'NOT_APPLICABLE'] as const;

/**
 * The company part of a 2026 invoice address: the buyer's tax ids in `ids[]` (PL_NIP, and VAT_EU for a buyer
 * verified for intra-community VAT, whose order then has the `VAT_EU_VERIFIED` feature), `vatPayerStatus`, and
 * `taxId` only as the fallback the description still lists, marked deprecated (#11441, #9222).
 */
export function invoiceCompany2026(buyer: Buyer, name: string) {
  const nip = nipOf(buyer);
  const pick = Number(nip.slice(-3));
  const vatEu = pick % 5 === 0;
  return {
    company: {
      name,
      ids: [{ type: 'PL_NIP', value: nip }, ...(vatEu ? [{ type: 'VAT_EU', value: `PL${nip}` }] : [])],
      vatPayerStatus: vatEu ? 'ACTIVE' : VAT_PAYER_STATUSES[pick % VAT_PAYER_STATUSES.length]!,
      taxId: nip,
    },
    features: vatEu ? ['VAT_EU_VERIFIED'] : [],
  };
}
