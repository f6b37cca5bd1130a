import type { DocumentFormat } from '../../../shared/printing';

const textOf = (bytes: Uint8Array, max: number): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, max)).toString('latin1');

/** Skips a UTF-8 byte order mark and leading white space, which editors and downloads like to add. */
function leadingText(bytes: Uint8Array, max = 4096): string {
  return textOf(bytes, max)
    .replace(/^\u00ef\u00bb\u00bf/, '')
    .trimStart();
}

function looksLikeZpl(bytes: Uint8Array): boolean {
  const head = leadingText(bytes);
  if (!/^[~^]/.test(head)) return false;
  const text = textOf(bytes, bytes.byteLength);
  const start = text.search(/\^XA/i);
  return start >= 0 && text.slice(start + 3).search(/\^XZ/i) >= 0;
}

/** One EPL2 command line: one or two command letters followed by its parameters, or a `;` comment. */
const eplLine = /^(?:;.*|[A-Za-z?]{1,2}(?:[\d"+-].*)?)$/;

/**
 * EPL2 is line based: a job clears the image buffer (`N`), draws with one- or two-letter commands and ends
 * with `P<count>`. A text that has both and whose every line is a command is EPL.
 */
function looksLikeEpl(bytes: Uint8Array): boolean {
  const text = textOf(bytes, bytes.byteLength);
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.length > 0);
  if (lines.length < 2) return false;
  if (!lines.every((line) => eplLine.test(line))) return false;
  return lines.some((line) => line === 'N') && lines.some((line) => /^P\d+(,\d+)?$/.test(line));
}

/** The document's format, from its content alone; null when it is none of the three. */
export function detectFormat(bytes: Uint8Array): DocumentFormat | null {
  if (bytes.byteLength < 4) return null;
  if (leadingText(bytes, 1024).startsWith('%PDF-')) return 'pdf';
  if (looksLikeZpl(bytes)) return 'zpl';
  if (looksLikeEpl(bytes)) return 'epl';
  return null;
}

export interface PageBox {
  /** Points (1/72 in), as the page is shown, after its rotation. */
  width: number;
  height: number;
}

/**
 * The page sizes of a PDF. Throws for a PDF that cannot be read or has no pages: the caller refuses it (in the
 * seller's language) rather than send it to a printer.
 */
export async function pdfPages(bytes: Uint8Array): Promise<PageBox[]> {
  let pages: PageBox[];
  try {
    // pdf-lib loads with the first PDF rather than with the app, whose start-up it would slow down.
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pages = pdf.getPages().map((page) => {
      const { width, height } = page.getSize();
      const turned = Math.abs(page.getRotation().angle) % 180 === 90;
      return turned ? { width: height, height: width } : { width, height };
    });
  } catch (error) {
    throw new Error('The PDF cannot be read.', { cause: error });
  }
  if (pages.length === 0) throw new Error('The PDF cannot be read: it has no pages.');
  return pages;
}
