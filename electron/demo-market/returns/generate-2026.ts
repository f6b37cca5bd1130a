import { waybillFor } from '../data/waybills';
import type { RejectionCode, SellerReturns } from './types';

/**
 * Return reasons the 2026 description lists beyond the documents' (`CustomerReturnItemReason.type`: #11063,
 * #11872, #12478), with what a buyer writes beside them.
 */
const reasons2026: [string, string][] = [
  ['COUNTERFEIT', 'To podróbka, nie oryginał'],
  ['NOT_NEW', 'Produkt był już używany'],
  ['TOO_LARGE', 'Za duży rozmiar'],
  ['TOO_SMALL', 'Za mały rozmiar'],
  ['NOT_AS_EXPECTED', 'Nie tego się spodziewałem'],
  ['ORDERED_FOR_COMPARISON', 'Zamówione do porównania'],
];

/** Refund rejection codes the tracker dates as new (#13203). */
const rejections2026: RejectionCode[] = ['ITEM_MISMATCH', 'BUSINESS_PURCHASE', 'NO_RETURN_RIGHT'];

/**
 * The generated returns as the 2026 marketplace has them: the newer reasons and rejection codes, and a parcel sent
 * with Allegro's own service but carried by ORLEN, whose barcode is ORLEN's number (`transportingWaybill`,
 * `transportingCarrierId`; #11437, #11399). Derived from the documents' data without new draws, so both
 * generations of one seed have the same returns of the same orders.
 */
export function as2026(data: SellerReturns): SellerReturns {
  let item = 0;
  let rejected = 0;
  let carried = 0;
  for (const r of data.returns) {
    for (const it of r.items) {
      const [type, comment] = reasons2026[item++ % reasons2026.length]!;
      it.reason = { type, userComment: it.reason.userComment === null ? null : comment };
    }
    if (r.rejection) r.rejection.code = rejections2026[rejected++ % rejections2026.length]!;
    for (const parcel of r.parcels) {
      // Every other returned parcel goes with Allegro's service through ORLEN, so each seller has one.
      if (carried++ % 2 !== 0) continue;
      const n = Number(parcel.waybill.replace(/\D/g, '').slice(-6)) || 1;
      parcel.carrierId = 'ALLEGRO';
      parcel.waybill = waybillFor('ALLEGRO', n);
      parcel.transportingCarrierId = 'ORLEN';
      parcel.transportingWaybill = waybillFor('ORLEN', n);
    }
  }
  return data;
}
