import { ascii, partyLines, type LabelPiece } from './types';
import { polishKg } from './numbers';

const quoted = (text: string) => `"${ascii(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * EPL2 labels for a 4 x 6 in label at 203 dpi: `q812` wide, `Q1218,24` long, ASCII text (EPL2 has no
 * UTF-8), the waybill as Code 128 (`B` with type 1, automatic subsets) and one `P1` per piece.
 */
export function labelEpl(pieces: LabelPiece[]): string {
  return pieces.map(one).join('');
}

function one(p: LabelPiece): string {
  const out: string[] = ['', 'N', 'q812', 'Q1218,24', 'S3', 'D8', 'ZT'];
  const text = (x: number, y: number, font: number, mult: number, value: string) =>
    out.push(`A${x},${y},0,${font},${mult},${mult},N,${quoted(value)}`);
  // Corner marks rather than a full frame, as on the other label formats.
  out.push('LO20,20,60,3', 'LO20,20,3,60', 'LO732,20,60,3', 'LO789,20,3,60');
  out.push('LO20,1195,60,3', 'LO20,1138,3,60', 'LO732,1195,60,3', 'LO789,1138,3,60');
  text(40, 40, 5, 1, p.carrierName);
  text(40, 110, 3, 1, p.serviceName);
  text(40, 140, 3, 1, `${new Date(p.createdAt).toISOString().slice(0, 10)}  Paczka ${p.piece}/${p.pieces}`);
  out.push('LO40,176,732,3');
  text(40, 190, 2, 1, 'NADAWCA');
  partyLines(p.sender).forEach((line, i) => text(40, 218 + i * 28, 3, 1, line));
  out.push('LO40,370,732,3');
  text(40, 384, 2, 1, 'ODBIORCA');
  partyLines(p.receiver).forEach((line, i) => text(40, 414 + i * 44, 4, 1, line));
  out.push(`B60,660,0,1,3,6,220,N,${quoted(p.waybill)}`);
  text(60, 900, 4, 1, p.waybill);
  const facts = [
    `Waga: ${polishKg(p.weightKg)}  Wymiary: ${p.dimensionsCm.depth}x${p.dimensionsCm.width}x${p.dimensionsCm.height} cm`,
    p.referenceNumber ? `Nr referencyjny: ${p.referenceNumber}` : '',
    p.cashOnDelivery ? `POBRANIE: ${p.cashOnDelivery} PLN` : '',
  ].filter(Boolean);
  facts.forEach((line, i) => text(40, 980 + i * 34, 3, 1, line));
  text(40, 1150, 2, 1, 'Demo marketplace: etykieta testowa');
  out.push('P1', '');
  return out.join('\n');
}
