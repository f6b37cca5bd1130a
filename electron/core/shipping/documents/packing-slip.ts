import type { Language } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';
import { A6, MM, code128, fittingSize, fixedLine, newDocument, pdfBytes } from './pdf';

export interface PackingSlipItem {
  title: string;
  quantity: number;
  externalId: string | null;
}

const texts = {
  pl: {
    title: 'Zawartość przesyłki',
    order: 'Zamówienie',
    buyer: 'Kupujący',
    boughtAt: 'Data zakupu',
    delivery: 'Dostawa',
    items: 'Produkty',
    quantity: 'szt.',
    externalId: 'Sygnatura',
    message: 'Wiadomość od kupującego',
    continued: 'ciąg dalszy',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
    badQuantity: (title: string) => `Produkt „${title}”: ilość musi być dodatnia.`,
    noOrder: 'Brak numeru zamówienia na liście zawartości.',
  },
  en: {
    title: 'Packing slip',
    order: 'Order',
    buyer: 'Buyer',
    boughtAt: 'Bought',
    delivery: 'Delivery',
    items: 'Items',
    quantity: 'pcs',
    externalId: 'SKU',
    message: "Buyer's message",
    continued: 'continued',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    badQuantity: (title: string) => `Item "${title}": the quantity must be positive.`,
    noOrder: 'The packing slip has no order id.',
  },
};

const M = 5 * MM;
const RIGHT = A6[0] - M;
const WIDTH = RIGHT - M;
/** Continuation pages start below their short header; every page keeps its footer free. */
const TOP = 13 * MM;
const BOTTOM = A6[1] - 9 * MM;
const QTY_WIDTH = 14 * MM;

function boughtAtText(value: string, language: Language): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    timeZone: 'Europe/Warsaw',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
}

/**
 * The slip packed with the goods, on A6 portrait: the order id as a Code 128 barcode (scanning it opens the
 * order) and as text, the buyer, the line items with their quantities (long titles wrapped, further items
 * on further pages) and the buyer's message.
 */
export async function packingSlipPdf(input: {
  orderId: string;
  buyerLogin: string;
  buyerName: string | null;
  boughtAt: string | null;
  messageToSeller: string | null;
  deliveryMethodName: string | null;
  items: PackingSlipItem[];
  language: Language;
}): Promise<Uint8Array> {
  const t = texts[input.language];
  const fail = (message: string) => new AppError('VALIDATION_FAILED', message, { userMessage: message });
  if (input.orderId.trim() === '') throw fail(t.noOrder);
  const bad = input.items.find((i) => !Number.isInteger(i.quantity) || i.quantity < 1);
  if (bad) throw fail(t.badQuantity(bad.title));

  const { doc, text } = await newDocument({
    size: A6,
    margins: { top: TOP, bottom: A6[1] - BOTTOM, left: M, right: M },
    title: `${t.title} ${input.orderId}`,
    createdAt: new Date(
      input.boughtAt !== null && !Number.isNaN(Date.parse(input.boughtAt)) ? input.boughtAt : 0,
    ),
  });
  // Pages after the first, whether started here or by the message flowing over: the order id on top.
  let firstPage = true;
  doc.on('pageAdded', () => {
    if (firstPage) return;
    doc.font('bold').fontSize(8);
    fixedLine(doc, text(`${t.order} ${input.orderId}`), M, M);
    doc.font('regular').fontSize(7);
    fixedLine(doc, text(`(${t.continued})`), RIGHT, M + 0.5 * MM, 'right');
    doc
      .moveTo(M, 10 * MM)
      .lineTo(RIGHT, 10 * MM)
      .lineWidth(0.5)
      .stroke();
    doc.x = M;
    doc.y = TOP;
    doc.font('regular').fontSize(9);
  });

  doc.addPage();
  firstPage = false;
  doc.font('bold').fontSize(12);
  fixedLine(doc, text(t.title), M, M);
  code128(doc, input.orderId, { x: M, y: 12 * MM, width: WIDTH, height: 16 * MM });
  doc.font('regular');
  const idSize = fittingSize(doc, input.orderId, WIDTH, 9);
  doc.fontSize(idSize);
  fixedLine(doc, input.orderId, M + (WIDTH - doc.widthOfString(input.orderId)) / 2, 29.5 * MM);

  doc.x = M;
  doc.y = 35 * MM;
  const field = (label: string, value: string) => {
    doc
      .font('bold')
      .fontSize(8)
      .text(text(`${label}: `), { continued: true, width: WIDTH });
    doc.font('regular').text(text(value), { width: WIDTH });
  };
  field(t.buyer, input.buyerName ? `${input.buyerLogin} (${input.buyerName})` : input.buyerLogin);
  if (input.boughtAt) field(t.boughtAt, boughtAtText(input.boughtAt, input.language));
  if (input.deliveryMethodName) field(t.delivery, input.deliveryMethodName);

  doc.moveDown(0.4);
  doc.font('bold').fontSize(9).text(text(t.items), M, doc.y, { width: WIDTH });
  doc
    .moveTo(M, doc.y + 0.5 * MM)
    .lineTo(RIGHT, doc.y + 0.5 * MM)
    .lineWidth(0.5)
    .stroke();
  doc.y += 1.5 * MM;
  const titleWidth = WIDTH - QTY_WIDTH;
  for (const item of input.items) {
    doc.font('regular').fontSize(9);
    const titleHeight = doc.heightOfString(text(item.title), { width: titleWidth });
    const idHeight = item.externalId ? 3.5 * MM : 0;
    if (doc.y + titleHeight + idHeight > BOTTOM) doc.addPage();
    const top = doc.y;
    doc.font('bold').fontSize(11);
    fixedLine(doc, `${item.quantity} ${t.quantity}`, M, top);
    doc
      .font('regular')
      .fontSize(9)
      .text(text(item.title), M + QTY_WIDTH, top, { width: titleWidth });
    if (item.externalId) {
      doc
        .fontSize(7)
        .fillColor('#444444')
        .text(text(`${t.externalId}: ${item.externalId}`), M + QTY_WIDTH, doc.y, { width: titleWidth })
        .fillColor('black');
    }
    doc.y = Math.max(doc.y, top + 5 * MM) + 1.5 * MM;
  }

  if (input.messageToSeller) {
    if (doc.y + 12 * MM > BOTTOM) doc.addPage();
    doc.moveDown(0.3);
    doc
      .font('bold')
      .fontSize(9)
      .text(text(`${t.message}:`), M, doc.y, { width: WIDTH });
    // A long message flows onto further pages by itself; the handler above heads them.
    doc.font('regular').fontSize(9).text(text(input.messageToSeller), M, doc.y, { width: WIDTH });
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(7);
    fixedLine(doc, text(t.page(i - start + 1, count)), RIGHT, A6[1] - 6 * MM, 'right');
  }
  return pdfBytes(doc);
}
