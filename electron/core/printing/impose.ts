import type { Quarter } from '../../../shared/printing';
import type { PageBox } from './document';

const a4 = { width: 595.28, height: 841.89 };
const quarter = { width: a4.width / 2, height: a4.height / 2 };

/** A label page small enough for a quarter of A4 (A6, 100x150 mm, 4x6 in), in either orientation. */
export function isLabelSized(page: PageBox): boolean {
  const long = Math.max(page.width, page.height);
  const short = Math.min(page.width, page.height);
  return long <= 440 && short <= 320;
}

export interface Imposed {
  bytes: Uint8Array;
  sheets: number;
  /** Where the next label goes: the quarter after the last one used. */
  nextQuarter: Quarter;
}

/**
 * Places label pages on A4 sheets, one per quarter, starting at `start`, so a sheet half used yesterday is
 * used up today instead of three quarters of every sheet being thrown away. Landscape labels are turned to
 * fit the portrait quarter; every label is scaled down only as much as it must be, never up.
 */
export async function imposeOnA4(pdf: Uint8Array, start: Quarter): Promise<Imposed> {
  const { degrees, PDFDocument } = await import('pdf-lib');
  const source = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const out = await PDFDocument.create();
  out.setCreator('Seller Desk');
  out.setProducer('Seller Desk');
  const embedded = await out.embedPdf(source, source.getPageIndices());
  let slot = start - 1;
  let sheet = out.addPage([a4.width, a4.height]);
  let sheets = 1;
  embedded.forEach((page, index) => {
    if (index > 0 && slot === 0) {
      sheet = out.addPage([a4.width, a4.height]);
      sheets += 1;
    }
    const turn = page.width > page.height;
    const shown = turn ? { width: page.height, height: page.width } : page;
    const scale = Math.min(1, quarter.width / shown.width, quarter.height / shown.height);
    const w = shown.width * scale;
    const h = shown.height * scale;
    const column = slot % 2;
    const row = slot < 2 ? 1 : 0; // PDF y grows upwards: the top row starts at half height
    const x = column * quarter.width + (quarter.width - w) / 2;
    const y = row * quarter.height + (quarter.height - h) / 2;
    if (turn) {
      // Turned a quarter clockwise around its lower-left corner, the page then extends downwards.
      sheet.drawPage(page, { x, y: y + h, xScale: scale, yScale: scale, rotate: degrees(-90) });
    } else {
      sheet.drawPage(page, { x, y, xScale: scale, yScale: scale });
    }
    slot = (slot + 1) % 4;
  });
  return {
    bytes: await out.save({ useObjectStreams: false }),
    sheets,
    nextQuarter: (slot + 1) as Quarter,
  };
}
