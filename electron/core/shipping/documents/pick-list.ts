import type { Language } from '../../../../shared/settings';
import { A4, MM, eachPage, fittingSize, fixedLine, newDocument, pdfBytes, rowRule, tableHeader } from './pdf';

export interface PickListLine {
  bin: string | null;
  quantity: number;
  title: string;
  /** The EAN, else the external id, else the offer id: what the picker reads on the goods. */
  code: string;
  orderIds: string[];
}

const texts = {
  pl: {
    title: 'Lista kompletacyjna',
    columns: ['', 'Lokalizacja', 'Ilość', 'Produkt i zamówienia', 'Kod'],
    summary: (lines: number, items: number, orders: number) =>
      `Pozycji: ${lines}, sztuk: ${items}, zamówień: ${orders}`,
    orders: 'Zamówienia',
    none: 'Brak zamówień do spakowania.',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
  },
  en: {
    title: 'Pick list',
    columns: ['', 'Bin', 'Qty', 'Product and orders', 'Code'],
    summary: (lines: number, items: number, orders: number) =>
      `Lines: ${lines}, items: ${items}, orders: ${orders}`,
    orders: 'Orders',
    none: 'No orders waiting to be packed.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
};

const LEFT = 15 * MM;
const RIGHT = A4[0] - 15 * MM;
const TABLE_TOP = 34 * MM;
const ROW = 11 * MM;
const ROWS_END = A4[1] - 18 * MM;
/** Column widths in millimetres: the tick box, bin, quantity, product with its orders, code (180 mm in all). */
const WIDTHS = [9, 30, 15, 94, 32].map((w) => w * MM);
const X = WIDTHS.map((_, i) => LEFT + WIDTHS.slice(0, i).reduce((sum, w) => sum + w, 0));

/**
 * The pick list on A4, for the morning round of the shelves: a row per product in the order of the bins, a box
 * to tick, the bin and quantity in large, the title with the orders it goes to, and the code to check it by. Rows
 * that do not fit flow onto further pages, each with the header repeated.
 */
export async function pickListPdf(input: {
  lines: PickListLine[];
  orders: number;
  /** ISO time the list was made, printed on it and kept as the PDF's date. */
  madeAt: string;
  language: Language;
}): Promise<Uint8Array> {
  const t = texts[input.language];
  const made = input.madeAt.slice(0, 16).replace('T', ' ');
  const { doc, text } = await newDocument({
    size: A4,
    margins: { top: 15 * MM, bottom: 10 * MM, left: LEFT, right: 15 * MM },
    title: `${t.title} ${made}`,
    createdAt: new Date(input.madeAt),
  });
  const items = input.lines.reduce((sum, line) => sum + line.quantity, 0);

  const page = () => {
    doc.addPage();
    doc.font('bold').fontSize(16);
    fixedLine(doc, text(t.title), LEFT, 15 * MM);
    doc.font('regular').fontSize(10);
    fixedLine(doc, text(made), RIGHT, 16 * MM, 'right');
    fixedLine(doc, text(t.summary(input.lines.length, items, input.orders)), LEFT, 24 * MM);
    const at = { left: LEFT, right: RIGHT, top: TABLE_TOP, widths: WIDTHS };
    return tableHeader(doc, t.columns.map(text), at) + 1 * MM;
  };

  let y = page();
  if (input.lines.length === 0) {
    doc.font('regular').fontSize(11);
    fixedLine(doc, text(t.none), LEFT, y + 4 * MM);
  }
  for (const line of input.lines) {
    if (y + ROW > ROWS_END) y = page();
    doc
      .lineWidth(0.6)
      .rect(X[0]! + 1 * MM, y + 2.5 * MM, 5 * MM, 5 * MM)
      .stroke();
    const bin = line.bin ?? '—';
    doc.font('bold').fontSize(fittingSize(doc, bin, WIDTHS[1]! - 2 * MM, 13));
    fixedLine(doc, text(bin), X[1]!, y + 3 * MM);
    doc.font('bold').fontSize(13);
    fixedLine(doc, String(line.quantity), X[2]!, y + 3 * MM);
    const width = WIDTHS[3]! - 2 * MM;
    doc.font('regular').fontSize(9);
    doc.text(text(line.title), X[3], y + 1.5 * MM, { width, height: 4.5 * MM, ellipsis: true });
    doc.fontSize(6.5).fillColor('#444444');
    doc.text(text(`${t.orders} (${line.orderIds.length}): ${line.orderIds.join(', ')}`), X[3], y + 6 * MM, {
      width,
      height: 4.5 * MM,
      ellipsis: true,
    });
    doc.fillColor('black');
    // Codes are shrunk to fit whole, for they are read back.
    doc.font('regular').fontSize(fittingSize(doc, line.code, WIDTHS[4]!, 9));
    fixedLine(doc, text(line.code), X[4]!, y + 3.5 * MM);
    rowRule(doc, LEFT, RIGHT, y + ROW);
    y += ROW;
  }

  eachPage(doc, (n, count) => {
    doc.font('regular').fontSize(8);
    fixedLine(doc, text(t.page(n, count)), RIGHT, A4[1] - 12 * MM, 'right');
    fixedLine(doc, text(`${t.title}, ${made}`), LEFT, A4[1] - 12 * MM);
  });
  return pdfBytes(doc);
}
