import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface LabelFonts {
  regular: string;
  bold: string;
  /** Whether the fonts cover Polish letters; if not, texts are written in ASCII. */
  unicode: boolean;
}

let cached: LabelFonts | null = null;

/**
 * Liberation Sans, shipped with pdfjs-dist (already a dependency), covers Polish letters; the PDF
 * standard fonts do not. Without it the documents fall back to Helvetica and ASCII text.
 */
export function labelFonts(): LabelFonts {
  if (cached) return cached;
  try {
    const dir = join(
      dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    );
    const regular = join(dir, 'LiberationSans-Regular.ttf');
    const bold = join(dir, 'LiberationSans-Bold.ttf');
    if (existsSync(regular) && existsSync(bold)) return (cached = { regular, bold, unicode: true });
  } catch {
    // fall through to the standard fonts
  }
  return (cached = { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false });
}
