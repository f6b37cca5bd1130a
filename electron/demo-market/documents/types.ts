/** What a label or protocol shows about one piece of a parcel. */
export interface LabelParty {
  name: string;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
  phone: string;
  email: string;
  pointId: string | null;
}

export interface LabelPiece {
  waybill: string;
  carrierId: string;
  carrierName: string;
  serviceName: string;
  sender: LabelParty;
  receiver: LabelParty;
  /** 1-based position of this piece in its parcel, and the parcel's piece count. */
  piece: number;
  pieces: number;
  weightKg: number;
  dimensionsCm: { height: number; width: number; depth: number };
  referenceNumber: string | null;
  cashOnDelivery: string | null;
  createdAt: number;
}

/** Polish letters as plain ASCII, for printer languages without a UTF-8 code page (EPL2). */
export function ascii(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

export const partyLines = (p: LabelParty): string[] =>
  [
    p.name,
    p.street,
    `${p.postCode} ${p.city}`,
    `tel. ${p.phone}`,
    p.pointId ? `Punkt odbioru: ${p.pointId}` : '',
  ].filter(Boolean);
