import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** Reads the Code 128 barcode of a PNG image, or throws when there is none. */
export function decodeCode128(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r, g, b, a] = [
      image.data[i * 4]!,
      image.data[i * 4 + 1]!,
      image.data[i * 4 + 2]!,
      image.data[i * 4 + 3]!,
    ];
    // Transparent pixels are paper.
    luminance[i] = a < 128 ? 255 : (r * 299 + g * 587 + b * 114) / 1000;
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)),
  );
  return reader.decode(bitmap).getText();
}

export function pngSize(png: Buffer): { width: number; height: number } {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height };
}

type PdfDocument = Awaited<ReturnType<typeof PdfJs.getDocument>['promise']>;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A PDF opened with PDF.js, the renderer a browser uses, so the tests need no system tool. */
async function openPdf(pdf: Uint8Array): Promise<PdfDocument> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

/** Page count and the first page's size in points. */
export async function pdfInfo(pdf: Uint8Array): Promise<{ pages: number; width: number; height: number }> {
  const doc = await openPdf(pdf);
  try {
    const { width, height } = (await doc.getPage(1)).getViewport({ scale: 1 });
    return { pages: doc.numPages, width, height };
  } finally {
    await doc.destroy();
  }
}

/** The text of each page, its pieces joined by spaces. */
export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await openPdf(pdf);
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

/** Renders every page of a PDF to PNG at this resolution on white paper, as a PDF viewer would draw it. */
export async function pdfToPngs(pdf: Uint8Array, dpi = 203): Promise<Buffer[]> {
  const doc = await openPdf(pdf);
  try {
    const pngs: Buffer[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        // The canvas package draws like a browser's canvas, whose DOM types the Node project does not load.
        canvas: canvas as never,
        canvasContext: context as never,
        viewport,
      }).promise;
      pngs.push(await canvas.encode('png'));
    }
    return pngs;
  } finally {
    await doc.destroy();
  }
}

/** Renders ZPL to PNG images (one per label) for a 4 x 6 in label at 203 dpi. */
export async function zplToPngs(zpl: string): Promise<Buffer[]> {
  const { ready } = await import('zpl-renderer-js');
  const { api } = await ready;
  const images = await api.zplToBase64MultipleAsync(zpl, 101.6, 152.4, 8);
  return images.map((b64) => Buffer.from(b64, 'base64'));
}
