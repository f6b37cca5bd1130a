import type { DocumentFormat, Orientation, PageSize, ZplDpi } from '../../../shared/printing';

export interface TestPageInput {
  format: DocumentFormat;
  pageSize: PageSize;
  orientation: Orientation;
  zplDpi: ZplDpi;
  printerLabel: string;
  /** Printed on the page, so two test pages are told apart (and never look like the same document). */
  at: Date;
}

/** Label sizes in millimetres: courier A6 labels are 100x150 mm rolls; A4 makes no sense on a label printer. */
export const labelMm: Record<PageSize, { width: number; height: number }> = {
  a6: { width: 100, height: 150 },
  '4x6': { width: 101.6, height: 152.4 },
  a4: { width: 101.6, height: 152.4 },
};

const sizeNames: Record<PageSize, string> = { a6: 'A6', a4: 'A4', '4x6': '4x6 in' };

/**
 * Keeps what a label font can print, at most `max` characters: a printer name or a title may hold characters ZPL's
 * built-in font lacks, and `^`, `~` would start a command.
 */
export const labelText = (text: string, max = 40): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\^~\\"]/g, ' ')
    .slice(0, max);

const ascii = (text: string): string => labelText(text);

const stamp = (at: Date): string => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * A ZPL label that checks the profile: a frame at the label's edges, a 50 mm ruler (too short or too long
 * means the DPI is wrong), the settings in text and a Code 128 barcode.
 */
export function zplTestPage(input: TestPageInput): string {
  const dpmm = input.zplDpi === 300 ? 12 : 8;
  const size = labelMm[input.pageSize];
  const w = Math.round(size.width * dpmm);
  const h = Math.round(size.height * dpmm);
  const margin = 3 * dpmm;
  const ruler = 50 * dpmm;
  const font = (height: number) => `^A0N,${height * dpmm},${height * dpmm}`;
  return [
    '^XA',
    '^CI28',
    `^PW${w}`,
    `^LL${h}`,
    '^LH0,0',
    `^FO${margin},${margin}^GB${w - 2 * margin},${h - 2 * margin},${Math.max(2, dpmm / 2)}^FS`,
    `^FO${margin * 3},${margin * 3}${font(6)}^FDSeller Desk^FS`,
    `^FO${margin * 3},${margin * 3 + 9 * dpmm}${font(4)}^FDStrona testowa / Test page^FS`,
    `^FO${margin * 3},${margin * 3 + 17 * dpmm}${font(3)}^FD${ascii(input.printerLabel)}^FS`,
    `^FO${margin * 3},${margin * 3 + 23 * dpmm}${font(3)}^FD${input.zplDpi} dpi, ${sizeNames[input.pageSize]}, ${stamp(input.at)}^FS`,
    `^FO${margin * 3},${margin * 3 + 33 * dpmm}^GB${ruler},${dpmm},${dpmm}^FS`,
    `^FO${margin * 3},${margin * 3 + 35 * dpmm}${font(3)}^FD|<- 50 mm ->|^FS`,
    `^FO${margin * 3},${margin * 3 + 45 * dpmm}^BY${dpmm === 12 ? 3 : 2}^BCN,${20 * dpmm},Y,N,N^FDSELLER-DESK-TEST^FS`,
    '^PQ1',
    '^XZ',
    '',
  ].join('\n');
}

/** The same check for EPL2 printers, which know no ZPL. */
export function eplTestPage(input: TestPageInput): string {
  const dpmm = input.zplDpi === 300 ? 12 : 8;
  const size = labelMm[input.pageSize];
  const w = Math.round(size.width * dpmm);
  const h = Math.round(size.height * dpmm);
  const x = 6 * dpmm;
  return [
    '',
    'N',
    `q${w}`,
    `Q${h},24`,
    `X${3 * dpmm},${3 * dpmm},4,${w - 3 * dpmm},${h - 3 * dpmm}`,
    `A${x},${8 * dpmm},0,4,1,1,N,"Seller Desk"`,
    `A${x},${16 * dpmm},0,3,1,1,N,"Strona testowa / Test page"`,
    `A${x},${22 * dpmm},0,2,1,1,N,"${ascii(input.printerLabel)}"`,
    `A${x},${27 * dpmm},0,2,1,1,N,"${input.zplDpi} dpi, ${sizeNames[input.pageSize]}, ${stamp(input.at)}"`,
    `LO${x},${34 * dpmm},${50 * dpmm},${dpmm}`,
    `A${x},${36 * dpmm},0,2,1,1,N,"|<- 50 mm ->|"`,
    `B${x},${44 * dpmm},0,1,2,4,${20 * dpmm},B,"SELLER-DESK-TEST"`,
    'P1',
    '',
  ].join('\n');
}

const mm = (value: number): number => (value * 72) / 25.4;

/** Page sizes in points for PDF: the ISO sizes, and 4x6 in. */
export const pdfPageSize: Record<PageSize, [number, number]> = {
  a6: [mm(105), mm(148)],
  a4: [mm(210), mm(297)],
  '4x6': [288, 432],
};

/** A PDF page with a frame 5 mm inside the edges and a 100 mm ruler, to check paper size and scaling. */
export async function pdfTestPage(input: TestPageInput): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit');
  const [pw, ph] = pdfPageSize[input.pageSize];
  const [width, height] = input.orientation === 'landscape' ? [ph, pw] : [pw, ph];
  const doc = new PDFDocument({
    size: [width, height],
    margin: mm(10),
    info: { Title: 'Seller Desk test page', Creator: 'Seller Desk', CreationDate: input.at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const small = input.pageSize !== 'a4';
  doc
    .lineWidth(1)
    .rect(mm(5), mm(5), width - mm(10), height - mm(10))
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(small ? 18 : 28)
    .text('Seller Desk', mm(10), mm(12));
  doc
    .font('Helvetica')
    .fontSize(small ? 11 : 16)
    .text('Strona testowa / Test page')
    .moveDown(0.5)
    .fontSize(small ? 9 : 12)
    .text(ascii(input.printerLabel))
    .text(`${sizeNames[input.pageSize]}, ${input.orientation}, ${stamp(input.at)}`);
  const rulerY = doc.y + mm(8);
  const ruler = Math.min(mm(100), width - mm(20));
  const rulerMm = Math.round((ruler * 25.4) / 72);
  doc
    .lineWidth(1.5)
    .moveTo(mm(10), rulerY)
    .lineTo(mm(10) + ruler, rulerY)
    .stroke();
  for (let at = 0; at <= rulerMm; at += 10) {
    doc
      .moveTo(mm(10) + mm(at), rulerY - mm(2))
      .lineTo(mm(10) + mm(at), rulerY + mm(2))
      .stroke();
  }
  doc.fontSize(9).text(`${rulerMm} mm`, mm(10), rulerY + mm(4));
  doc.end();
  return done;
}

/** The test page in its format; a PDF is laid out by `pdf` (the documents thread: documents/document-jobs.ts). */
export async function testPage(
  input: TestPageInput,
  pdf: (input: TestPageInput) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  if (input.format === 'zpl') return new Uint8Array(Buffer.from(zplTestPage(input), 'utf8'));
  if (input.format === 'epl') return new Uint8Array(Buffer.from(eplTestPage(input), 'latin1'));
  return pdf(input);
}
