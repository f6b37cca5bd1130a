import type { Language } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';
import { A4, MM, fittingSize, fixedLine, newDocument, pdfBytes, rowRule, tableHeader } from './pdf';

export interface HandOverParcel {
  waybill: string;
  orderId: string;
  receiverName: string;
  receiverCity: string;
  packages: number;
}

const texts = {
  pl: {
    title: 'Lista przekazania przesyłek',
    seller: 'Nadawca',
    carrier: 'Przewoźnik',
    date: 'Data',
    columns: ['Lp.', 'Numer przesyłki', 'Zamówienie', 'Odbiorca', 'Miejscowość', 'Paczki'],
    total: (parcels: number, packages: number) => `Razem: przesyłek ${parcels}, paczek ${packages}`,
    none: 'Brak przesyłek do przekazania.',
    sellerSignature: 'Podpis nadawcy',
    courierSignature: 'Data, godzina i podpis kuriera',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
    badDate: (date: string) => `Niepoprawna data listy: ${date} (oczekiwano RRRR-MM-DD).`,
    badPackages: (waybill: string) => `Przesyłka ${waybill}: liczba paczek musi być dodatnia.`,
  },
  en: {
    title: 'Parcel hand-over list',
    seller: 'Sender',
    carrier: 'Carrier',
    date: 'Date',
    columns: ['No.', 'Waybill', 'Order', 'Receiver', 'City', 'Packages'],
    total: (parcels: number, packages: number) => `Total: ${parcels} parcels, ${packages} packages`,
    none: 'No parcels to hand over.',
    sellerSignature: "Sender's signature",
    courierSignature: "Courier's signature, date and time",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    badDate: (date: string) => `Invalid list date: ${date} (expected YYYY-MM-DD).`,
    badPackages: (waybill: string) => `Parcel ${waybill}: the number of packages must be positive.`,
  },
};

const LEFT = 15 * MM;
const RIGHT = A4[0] - 15 * MM;
const TABLE_TOP = 44 * MM;
const ROW = 7 * MM;
/** The last row ends above the page footer. */
const ROWS_END = A4[1] - 18 * MM;
/** The total and the two signature lines need this much below the table. */
const SUMMARY = 42 * MM;
/** Column widths in millimetres: No., waybill, order, receiver, city, packages (180 mm in all). */
const WIDTHS = [10, 38, 57, 36, 24, 15].map((w) => w * MM);

function check(input: { date: string; parcels: HandOverParcel[]; language: Language }): void {
  const t = texts[input.language];
  const fail = (message: string) => new AppError('VALIDATION_FAILED', message, { userMessage: message });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`)))
    throw fail(t.badDate(input.date));
  const bad = input.parcels.find((p) => !Number.isInteger(p.packages) || p.packages < 1);
  if (bad) throw fail(t.badPackages(bad.waybill));
}

/**
 * The seller's own hand-over list for a carrier without a dispatch protocol: on A4, a numbered table of the
 * parcels (rows that do not fit flow onto further pages, each with the header repeated), the totals, and the
 * sender's and the courier's signature lines, so the hand-over is on paper all the same.
 */
export async function handOverListPdf(input: {
  sellerName: string;
  carrierName: string;
  date: string;
  parcels: HandOverParcel[];
  language: Language;
}): Promise<Uint8Array> {
  check(input);
  const t = texts[input.language];
  const { doc, text } = await newDocument({
    size: A4,
    margins: { top: 15 * MM, bottom: 10 * MM, left: LEFT, right: 15 * MM },
    title: `${t.title} ${input.carrierName} ${input.date}`,
    createdAt: new Date(`${input.date}T00:00:00Z`),
  });

  const header = () => {
    doc.addPage();
    doc.font('bold').fontSize(16);
    fixedLine(doc, text(t.title), LEFT, 15 * MM);
    doc.font('regular').fontSize(10);
    fixedLine(doc, text(`${t.seller}: ${input.sellerName}`), LEFT, 24 * MM);
    fixedLine(doc, text(`${t.carrier}: ${input.carrierName}`), LEFT, 29.5 * MM);
    fixedLine(doc, text(`${t.date}: ${input.date}`), RIGHT, 24 * MM, 'right');
  };
  const tableHead = () =>
    tableHeader(doc, t.columns.map(text), { left: LEFT, right: RIGHT, top: TABLE_TOP, widths: WIDTHS }) +
    2 * MM;

  header();
  let y = tableHead();
  let packages = 0;
  input.parcels.forEach((parcel, i) => {
    if (y + ROW > ROWS_END) {
      header();
      y = tableHead();
    }
    packages += parcel.packages;
    const cells = [
      String(i + 1),
      parcel.waybill,
      parcel.orderId,
      parcel.receiverName,
      parcel.receiverCity,
      String(parcel.packages),
    ];
    let x = LEFT;
    cells.forEach((cell, k) => {
      const width = WIDTHS[k]! - 2 * MM;
      doc.font('regular');
      // Ids are shrunk to fit whole, for they are read back; names may be cut short.
      if (k === 1 || k === 2) doc.fontSize(fittingSize(doc, cell, width, 9));
      else doc.fontSize(9);
      doc.text(text(cell), x, y + 1.5 * MM, { width, height: ROW - 1.5 * MM, ellipsis: true });
      x += WIDTHS[k]!;
    });
    rowRule(doc, LEFT, RIGHT, y + ROW);
    y += ROW;
  });

  if (y + SUMMARY > ROWS_END) {
    header();
    y = TABLE_TOP;
  }
  doc.font('bold').fontSize(11);
  const summary =
    input.parcels.length === 0 ? `${t.none} ${t.total(0, 0)}` : t.total(input.parcels.length, packages);
  fixedLine(doc, text(summary), LEFT, y + 6 * MM);
  const lineY = y + 30 * MM;
  const half = (RIGHT - LEFT) / 2;
  doc.font('regular').fontSize(9).lineWidth(0.5);
  for (const [x, caption] of [
    [LEFT, t.sellerSignature],
    [LEFT + half + 10 * MM, t.courierSignature],
  ] as const) {
    doc
      .moveTo(x, lineY)
      .lineTo(x + half - 10 * MM, lineY)
      .stroke();
    fixedLine(doc, text(caption), x, lineY + 2 * MM);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(8);
    fixedLine(doc, text(t.page(i - start + 1, count)), RIGHT, A4[1] - 12 * MM, 'right');
    fixedLine(doc, text(`${input.carrierName}, ${input.date}`), LEFT, A4[1] - 12 * MM);
  }
  return pdfBytes(doc);
}
