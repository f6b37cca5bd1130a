import PDFDocument from 'pdfkit';
import { ascii } from './types';
import { labelFonts } from './fonts';

export const MM = 72 / 25.4;

/** A pdfkit document with the label fonts registered and a fixed creation date (same input, same file). */
export function newPdf(size: [number, number], createdAt: number, title: string) {
  const fonts = labelFonts();
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: title,
      Creator: 'Demo marketplace',
      Producer: 'Demo marketplace',
      CreationDate: new Date(createdAt),
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const text = (value: string) => (fonts.unicode ? value : ascii(value));
  return { doc, text };
}

export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
