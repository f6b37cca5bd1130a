import { partyLines, type LabelPiece } from './types';
import { polishKg } from './numbers';

/** ZPL field data may not carry the format and control prefixes. */
const field = (text: string) => text.replace(/[\^~]/g, ' ');

/**
 * ZPL II labels for a 4 x 6 in label at 203 dpi (812 x 1218 dots), one `^XA..^XZ` format per piece, UTF-8
 * text (`^CI28`) and the waybill as Code 128 (`^BC`, automatic subsets).
 */
export function labelZpl(pieces: LabelPiece[]): string {
  return pieces.map(one).join('\n');
}

function one(p: LabelPiece): string {
  const out: string[] = ['^XA', '^CI28', '^PW812', '^LL1218', '^LH0,0'];
  const text = (x: number, y: number, size: number, value: string) =>
    out.push(`^FO${x},${y}^A0N,${size},${size}^FD${field(value)}^FS`);
  // Corner marks rather than a full frame: a bar beside the barcode's quiet zone confuses some scanners.
  out.push('^FO20,20^GB60,3,3^FS', '^FO20,20^GB3,60,3^FS', '^FO732,20^GB60,3,3^FS', '^FO789,20^GB3,60,3^FS');
  out.push(
    '^FO20,1195^GB60,3,3^FS',
    '^FO20,1138^GB3,60,3^FS',
    '^FO732,1195^GB60,3,3^FS',
    '^FO789,1138^GB3,60,3^FS',
  );
  text(40, 40, 56, p.carrierName);
  text(40, 104, 26, p.serviceName);
  text(40, 138, 26, `${new Date(p.createdAt).toISOString().slice(0, 10)}    Paczka ${p.piece}/${p.pieces}`);
  out.push('^FO40,176^GB732,3,3^FS');
  text(40, 190, 22, 'NADAWCA');
  partyLines(p.sender).forEach((line, i) => text(40, 218 + i * 28, 24, line));
  out.push('^FO40,370^GB732,3,3^FS');
  text(40, 384, 22, 'ODBIORCA');
  partyLines(p.receiver).forEach((line, i) => text(40, 414 + i * 44, 38, line));
  out.push(`^FO60,660^BY3,3,220^BCN,220,N,N,N,A^FD${field(p.waybill)}^FS`);
  text(60, 900, 40, p.waybill);
  const facts = [
    `Waga: ${polishKg(p.weightKg)}  Wymiary: ${p.dimensionsCm.depth}x${p.dimensionsCm.width}x${p.dimensionsCm.height} cm`,
    p.referenceNumber ? `Nr referencyjny: ${p.referenceNumber}` : '',
    p.cashOnDelivery ? `POBRANIE: ${p.cashOnDelivery} PLN` : '',
  ].filter(Boolean);
  facts.forEach((line, i) => text(40, 980 + i * 34, 28, line));
  text(40, 1150, 20, 'Demo marketplace: etykieta testowa');
  out.push('^PQ1', '^XZ');
  return out.join('\n');
}
