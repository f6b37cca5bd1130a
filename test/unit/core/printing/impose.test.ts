import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { imposeOnA4, isLabelSized } from '../../../../electron/core/printing/impose';

async function labels(count: number, size: [number, number] = [283.5, 425.2]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < count; i++) pdf.addPage(size).drawText(`label ${i + 1}`, { x: 20, y: 20 });
  return pdf.save();
}

/** The decoded content of a page: pdf-lib writes each stream deflated. */
function pageText(pdf: PDFDocument, page: PDFPage): string {
  const streams: PDFRawStream[] = [];
  const collect = (value: unknown): void => {
    const item = value instanceof PDFRef ? pdf.context.lookup(value) : value;
    if (item instanceof PDFArray) item.asArray().forEach(collect);
    else if (item instanceof PDFRawStream) streams.push(item);
  };
  collect(page.node.get(PDFName.of('Contents')));
  return streams
    .map((stream) => {
      const deflated = stream.dict.get(PDFName.of('Filter'))?.toString() === '/FlateDecode';
      return (deflated ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
    })
    .join('\n');
}

/** Where each drawn label sits: the origins of the `cm` matrices on each sheet, in drawing order. */
async function placements(bytes: Uint8Array): Promise<{ sheets: number; origins: [number, number][][] }> {
  const pdf = await PDFDocument.load(bytes);
  const origins = pdf.getPages().map((page) => {
    const { width, height } = page.getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    return [
      ...pageText(pdf, page).matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) cm/g),
    ]
      .map((m) => [Number(m[5]), Number(m[6])] as [number, number])
      .filter(([x, y]) => x !== 0 || y !== 0);
  });
  return { sheets: origins.length, origins };
}

const quarterOf = ([x, y]: [number, number]) => (y > 420 ? 1 : 3) + (x > 297 ? 1 : 0);

describe('A6 labels on A4 sheets', () => {
  it('knows a label page from a sheet', () => {
    expect(isLabelSized({ width: 283.5, height: 425.2 })).toBe(true);
    expect(isLabelSized({ width: 425.2, height: 283.5 })).toBe(true);
    expect(isLabelSized({ width: 288, height: 432 })).toBe(true);
    expect(isLabelSized({ width: 595.28, height: 841.89 })).toBe(false);
  });

  it('starts in the remembered quarter, fills the sheet, then starts a new one', async () => {
    const result = await imposeOnA4(await labels(3), 3);
    expect(result.sheets).toBe(2);
    expect(result.nextQuarter).toBe(2);
    const { origins } = await placements(result.bytes);
    expect(origins.map((sheet) => sheet.map(quarterOf))).toEqual([[3, 4], [1]]);
  });

  it('moves the start on by the labels printed, wrapping after the fourth quarter', async () => {
    expect((await imposeOnA4(await labels(1), 1)).nextQuarter).toBe(2);
    expect((await imposeOnA4(await labels(1), 4)).nextQuarter).toBe(1);
    expect((await imposeOnA4(await labels(4), 1)).nextQuarter).toBe(1);
  });
});
