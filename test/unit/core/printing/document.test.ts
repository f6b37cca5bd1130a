import { describe, expect, it } from 'vitest';
import { detectFormat, pdfPages } from '../../../../electron/core/printing/document';
import { pdfTestPage } from '../../../../electron/core/printing/test-pages';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('documents are recognised by content', () => {
  it('recognises PDF, also behind a byte order mark and white space', () => {
    expect(detectFormat(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    expect(detectFormat(bytes('\u00ef\u00bb\u00bf\n%PDF-1.4\n'))).toBe('pdf');
  });

  it('recognises ZPL from ^XA ... ^XZ, also after set-up commands and in lower case', () => {
    expect(detectFormat(bytes('^XA^FO50,50^ADN,36,20^FDHello^FS^XZ'))).toBe('zpl');
    expect(detectFormat(bytes('\r\n~SD15\n^XA\n^FDx^FS\n^XZ\r\n'))).toBe('zpl');
    expect(detectFormat(bytes('^xa^fdx^fs^xz'))).toBe('zpl');
  });

  it('recognises EPL2 from N ... P1', () => {
    const epl = '\nN\nq812\nQ1218,24\nA50,50,0,4,1,1,N,"Hello"\nB50,100,0,1,2,4,80,B,"123"\nP1\n';
    expect(detectFormat(bytes(epl))).toBe('epl');
    expect(detectFormat(bytes(epl.replace(/\n/g, '\r\n')))).toBe('epl');
  });

  it('refuses anything else, including look-alikes', () => {
    expect(detectFormat(bytes('Hello, world'))).toBeNull();
    expect(detectFormat(bytes('^XA without an end'))).toBeNull();
    expect(detectFormat(bytes('The ^XA and ^XZ commands frame a label'))).toBeNull();
    expect(detectFormat(bytes('N\nhello world\nP1'))).toBeNull();
    expect(detectFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBeNull();
    expect(detectFormat(new Uint8Array())).toBeNull();
  });

  it('reads the page sizes of a PDF, and refuses a broken one', async () => {
    const pdf = await pdfTestPage({
      format: 'pdf',
      pageSize: 'a6',
      orientation: 'landscape',
      zplDpi: 203,
      printerLabel: 'x',
      at: new Date(0),
    });
    const [page] = await pdfPages(pdf);
    expect(page!.width).toBeCloseTo(419.5, 0);
    expect(page!.height).toBeCloseTo(297.6, 0);
    await expect(pdfPages(bytes('%PDF-1.4\nnot really'))).rejects.toThrow(/cannot be read/);
  });
});
