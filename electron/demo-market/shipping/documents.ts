import { labelEpl } from '../documents/label-epl';
import { labelPdf } from '../documents/label-pdf';
import { labelZpl } from '../documents/label-zpl';
import { protocolPdf } from '../documents/protocol-pdf';
import type { Parcel } from '../state/types';
import { piecesOf } from './parcels';

/** The label file of parcels in the format chosen at creation: PDF (A4 or A6), ZPL or EPL. */
export async function labelFile(
  parcels: Parcel[],
  format: Parcel['labelFormat'],
  pageFormat: 'A4' | 'A6',
  at: number,
) {
  const pieces = piecesOf(parcels);
  if (format === 'PDF') return { data: await labelPdf(pieces, pageFormat, at), type: 'application/pdf' };
  if (format === 'ZPL')
    return { data: Buffer.from(labelZpl(pieces), 'utf8'), type: 'text/plain; charset=utf-8' };
  return { data: Buffer.from(labelEpl(pieces), 'ascii'), type: 'text/plain' };
}

export async function protocolFile(parcels: Parcel[], at: number) {
  return { data: await protocolPdf(piecesOf(parcels), at), type: 'application/pdf' };
}
