import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { tempDir } from './temp-dir';

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

/** Renders every page of a PDF to PNG with poppler's pdftoppm, as a PDF viewer would draw it. */
export function pdfToPngs(pdf: Buffer, dpi = 203): Buffer[] {
  const dir = tempDir('sd-pdf-');
  writeFileSync(join(dir, 'doc.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'doc.pdf'), join(dir, 'page')]);
  return readdirSync(dir)
    .filter((f) => f.startsWith('page') && f.endsWith('.png'))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** Page count and size in points, from poppler's pdfinfo. */
export function pdfInfo(pdf: Buffer): { pages: number; width: number; height: number } {
  const dir = tempDir('sd-pdf-');
  writeFileSync(join(dir, 'doc.pdf'), pdf);
  const out = execFileSync('pdfinfo', [join(dir, 'doc.pdf')], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)![1]), width: Number(size[1]), height: Number(size[2]) };
}

/** Renders ZPL to PNG images (one per label) for a 4 x 6 in label at 203 dpi. */
export async function zplToPngs(zpl: string): Promise<Buffer[]> {
  const { ready } = await import('zpl-renderer-js');
  const { api } = await ready;
  const images = await api.zplToBase64MultipleAsync(zpl, 101.6, 152.4, 8);
  return images.map((b64) => Buffer.from(b64, 'base64'));
}
