import { MM, newPdf, pdfBuffer } from './pdf';
import type { LabelPiece } from './types';
import { polishKg } from './numbers';

const COPIES = ['Egzemplarz dla nadawcy', 'Egzemplarz dla kuriera'];

/** The dispatch protocol on A4, in two copies: one for the seller, one for the courier. */
export function protocolPdf(pieces: LabelPiece[], createdAt: number): Promise<Buffer> {
  const { doc, text } = newPdf([210 * MM, 297 * MM], createdAt, 'Protokół nadania');
  const first = pieces[0];
  for (const copy of COPIES) {
    doc.addPage();
    const x = 15 * MM;
    doc
      .font('bold')
      .fontSize(16)
      .text(text('Protokół nadania przesyłek'), x, 15 * MM);
    doc
      .font('regular')
      .fontSize(10)
      .text(text(copy), x, 23 * MM);
    doc.text(
      text(
        `Data: ${new Date(createdAt).toISOString().slice(0, 10)}    Przewoźnik: ${first?.carrierName ?? ''}`,
      ),
      x,
      29 * MM,
    );
    if (first) {
      const s = first.sender;
      doc.text(
        text(`Nadawca: ${s.name}, ${s.street}, ${s.postCode} ${s.city}, tel. ${s.phone}`),
        x,
        35 * MM,
        { width: 180 * MM },
      );
    }
    const cols = [x, x + 10 * MM, x + 65 * MM, x + 115 * MM, x + 145 * MM];
    let y = 46 * MM;
    doc.font('bold').fontSize(9);
    ['Lp.', 'Numer przesyłki', 'Odbiorca', 'Miejscowość', 'Waga / pobranie'].forEach((h, i) =>
      doc.text(text(h), cols[i], y),
    );
    doc
      .moveTo(x, y + 5 * MM)
      .lineTo(195 * MM, y + 5 * MM)
      .stroke();
    doc.font('regular');
    y += 7 * MM;
    pieces.forEach((p, i) => {
      if (y > 260 * MM) {
        doc.addPage();
        y = 20 * MM;
      }
      const cells = [
        String(i + 1),
        p.waybill,
        p.receiver.name,
        p.receiver.city,
        `${polishKg(p.weightKg)}${p.cashOnDelivery ? ` / ${p.cashOnDelivery} PLN` : ''}`,
      ];
      cells.forEach((c, k) => {
        const width = (cols[k + 1] ?? 195 * MM) - cols[k]! - 2 * MM;
        doc.text(text(c), cols[k], y, { width, height: 5 * MM, ellipsis: true });
      });
      y += 6 * MM;
    });
    doc.font('bold').text(text(`Razem przesyłek: ${pieces.length}`), x, y + 4 * MM);
    doc.font('regular');
    doc
      .text('.................................................', x, 270 * MM)
      .text(text('Podpis nadawcy'), x, 275 * MM);
    doc
      .text('.................................................', 120 * MM, 270 * MM)
      .text(text('Podpis kuriera'), 120 * MM, 275 * MM);
  }
  return pdfBuffer(doc);
}
