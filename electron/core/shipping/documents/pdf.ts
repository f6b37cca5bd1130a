import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type bwip from 'bwip-js/node';

export const MM = 72 / 25.4;
export const A4: [number, number] = [210 * MM, 297 * MM];
export const A6: [number, number] = [105 * MM, 148 * MM];

interface Fonts {
  regular: string;
  bold: string;
  /** Whether the fonts have Polish letters; the PDF standard fonts do not. */
  unicode: boolean;
}

let fonts: Fonts | null = null;

/**
 * Liberation Sans comes with pdfjs-dist, a dependency of the app, and has every Polish letter. Should it be
 * missing, Helvetica prints the text with the letters' accents dropped rather than printing nothing.
 */
function documentFonts(): Fonts {
  if (fonts) return fonts;
  try {
    const dir = join(
      dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    );
    const regular = join(dir, 'LiberationSans-Regular.ttf');
    const bold = join(dir, 'LiberationSans-Bold.ttf');
    if (existsSync(regular) && existsSync(bold)) return (fonts = { regular, bold, unicode: true });
  } catch {
    // the standard fonts below
  }
  return (fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false });
}

const withoutAccents = (text: string) =>
  text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * A pdfkit document with the fonts `regular` and `bold`, every page buffered (so page numbers can be written
 * once the count is known), and a creation date from the input, so the same input gives the same file.
 */
export async function newDocument(options: {
  size: [number, number];
  margins: { top: number; bottom: number; left: number; right: number };
  title: string;
  createdAt: Date;
}) {
  // pdfkit and bwip-js load with the first document rather than with the app, whose start-up they would slow down.
  const [{ default: PDFDocument }, barcodes] = await Promise.all([import('pdfkit'), import('bwip-js/node')]);
  bwipjs = barcodes.default;
  const f = documentFonts();
  const doc = new PDFDocument({
    size: options.size,
    margins: options.margins,
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: options.title,
      Creator: 'Seller Desk',
      Producer: 'Seller Desk',
      CreationDate: options.createdAt,
    },
  });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const text = (value: string) => (f.unicode ? value : withoutAccents(value));
  return { doc, text };
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes one line without wrapping and without ever starting a page (footers, page numbers). */
export function fixedLine(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  align: 'left' | 'right' = 'left',
): void {
  const at = align === 'right' ? x - doc.widthOfString(value) : x;
  doc.text(value, at, y, { lineBreak: false });
}

/** The largest font size up to `max` at which `value` fits in `width` on one line. */
export function fittingSize(doc: PDFKit.PDFDocument, value: string, width: number, max: number): number {
  let size = max;
  while (size > 5 && doc.fontSize(size).widthOfString(value) > width) size -= 0.5;
  return size;
}

/**
 * A Code 128 barcode drawn as vector bars (bwip-js encodes, pdfkit draws), `width` wide with its quiet zones
 * outside it, so it stays sharp at any printer resolution.
 */
/** Set by `newDocument`, which every document that `code128` draws on comes from. */
let bwipjs: typeof bwip | undefined;

export function code128(
  doc: PDFKit.PDFDocument,
  value: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  if (!bwipjs) throw new Error('code128 draws on a document from newDocument');
  const [symbol] = bwipjs.raw('code128', value, '') as { sbs: number[] }[];
  const widths = symbol?.sbs ?? [];
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const module = box.width / modules;
  let x = box.x;
  doc.save().fillColor('black');
  widths.forEach((w, i) => {
    // Bars and spaces alternate, starting with a bar.
    if (i % 2 === 0) doc.rect(x, box.y, w * module, box.height).fill();
    x += w * module;
  });
  doc.restore();
}

/** Writes each page's footer once every page is laid out, so it can say "page 2 of 3". */
export function eachPage(doc: PDFKit.PDFDocument, write: (page: number, count: number) => void): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    write(i - start + 1, count);
  }
}

/** The thin grey line under a table's row, from `left` to `right` at `y`. */
export function rowRule(doc: PDFKit.PDFDocument, left: number, right: number, y: number): void {
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.3).strokeColor('#999999').stroke().strokeColor('black');
}

/**
 * A table's header: the column titles in bold from `left`, each column `widths` wide, and a rule under them to
 * `right`. Gives the height below it where the rows may start.
 */
export function tableHeader(
  doc: PDFKit.PDFDocument,
  titles: string[],
  at: { left: number; right: number; top: number; widths: number[] },
): number {
  doc.font('bold').fontSize(9);
  let x = at.left;
  titles.forEach((title, i) => {
    fixedLine(doc, title, x, at.top);
    x += at.widths[i] ?? 0;
  });
  const under = at.top + 5 * MM;
  doc.moveTo(at.left, under).lineTo(at.right, under).lineWidth(0.8).stroke();
  return under;
}
