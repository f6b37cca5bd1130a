import { code128Png } from './barcode';
import { MM, newPdf, pdfBuffer } from './pdf';
import { partyLines, type LabelPiece } from './types';
import { polishKg } from './numbers';

const A6: [number, number] = [100 * MM, 150 * MM];
const A4: [number, number] = [210 * MM, 297 * MM];

/**
 * Labels as PDF, one page per piece: on A6 (100 x 150 mm) the label fills the page; on A4 it sits in the
 * first quarter (top left, 105 x 148.5 mm), scaled to fit.
 */
export async function labelPdf(
  pieces: LabelPiece[],
  pageFormat: 'A4' | 'A6',
  createdAt: number,
): Promise<Buffer> {
  const { doc, text } = newPdf(pageFormat === 'A6' ? A6 : A4, createdAt, 'Etykieta przewozowa');
  for (const piece of pieces) {
    doc.addPage();
    if (pageFormat === 'A4') {
      doc.save();
      doc.translate(2.5 * MM, 0).scale(0.99);
    }
    await drawLabel(doc, piece, text);
    if (pageFormat === 'A4') {
      doc.restore();
      doc.save();
      doc.dash(3, { space: 3 }).strokeColor('#999999');
      doc
        .moveTo(105 * MM, 0)
        .lineTo(105 * MM, 148.5 * MM)
        .lineTo(0, 148.5 * MM)
        .stroke();
      doc.restore();
    }
  }
  return pdfBuffer(doc);
}

async function drawLabel(doc: PDFKit.PDFDocument, p: LabelPiece, text: (s: string) => string): Promise<void> {
  const W = 100 * MM;
  const x = 5 * MM;
  const inner = W - 10 * MM;
  /** A rule across the label with a party's heading under it, `top` in millimetres. */
  const section = (top: number, heading: string) => {
    doc
      .moveTo(x, top * MM)
      .lineTo(W - x, top * MM)
      .stroke();
    doc
      .font('bold')
      .fontSize(8)
      .text(heading, x, (top + 2) * MM);
  };
  // Corner marks rather than a full frame: a bar beside the barcode's quiet zone confuses some scanners.
  doc.lineWidth(1);
  for (const [cx, cy, dx, dy] of [
    [2, 2, 1, 1],
    [98, 2, -1, 1],
    [2, 148, 1, -1],
    [98, 148, -1, -1],
  ] as const) {
    doc
      .moveTo(cx * MM, (cy + 6 * dy) * MM)
      .lineTo(cx * MM, cy * MM)
      .lineTo((cx + 6 * dx) * MM, cy * MM)
      .stroke();
  }
  doc
    .font('bold')
    .fontSize(20)
    .text(text(p.carrierName), x, 6 * MM, { width: inner });
  doc
    .font('regular')
    .fontSize(9)
    .text(text(p.serviceName), x, 14 * MM, { width: inner });
  doc.text(
    `${new Date(p.createdAt).toISOString().slice(0, 10)}    Paczka ${p.piece}/${p.pieces}`,
    x,
    18.5 * MM,
    { width: inner },
  );
  section(24, 'NADAWCA');
  doc
    .font('regular')
    .fontSize(9)
    .text(text(partyLines(p.sender).join('\n')), x, 30 * MM, { width: inner });
  section(52, 'ODBIORCA');
  doc
    .font('bold')
    .fontSize(13)
    .text(text(partyLines(p.receiver).join('\n')), x, 58.5 * MM, { width: inner, lineGap: 1 });
  const barcode = await code128Png(p.waybill);
  doc.image(barcode, x, 92 * MM, { fit: [inner, 24 * MM], align: 'center' });
  doc
    .font('bold')
    .fontSize(12)
    .text(p.waybill, x, 117 * MM, { width: inner, align: 'center' });
  const facts = [
    `Waga: ${polishKg(p.weightKg)}   Wymiary: ${p.dimensionsCm.depth}x${p.dimensionsCm.width}x${p.dimensionsCm.height} cm`,
    p.referenceNumber ? `Nr referencyjny: ${p.referenceNumber}` : '',
    p.cashOnDelivery ? `POBRANIE: ${p.cashOnDelivery} PLN` : '',
  ].filter(Boolean);
  doc
    .font('regular')
    .fontSize(9)
    .text(text(facts.join('\n')), x, 125 * MM, { width: inner });
  doc
    .fontSize(6)
    .fillColor('#666666')
    .text('Demo marketplace: etykieta testowa', x, 143 * MM, { width: inner, align: 'right' });
  doc.fillColor('#000000');
}
