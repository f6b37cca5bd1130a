import { describe, expect, it } from 'vitest';
import { detectFormat, pdfPages } from '../../../../electron/core/printing/document';
import {
  eplTestPage,
  pdfTestPage,
  testPage,
  zplTestPage,
} from '../../../../electron/core/printing/test-pages';

const base = {
  pageSize: 'a6' as const,
  orientation: 'portrait' as const,
  printerLabel: 'Zebra Łódź',
  at: new Date('2026-03-05T14:15:00Z'),
};

describe('built-in test pages', () => {
  it('are ZPL sized for the label and the printer resolution', () => {
    const at203 = zplTestPage({ ...base, format: 'zpl', zplDpi: 203 });
    const at300 = zplTestPage({ ...base, format: 'zpl', zplDpi: 300 });
    expect(at203).toContain('^PW800');
    expect(at203).toContain('^LL1200');
    expect(at300).toContain('^PW1200');
    // The 50 mm ruler is 400 dots at 8 dots/mm and 600 at 12.
    expect(at203).toMatch(/\^GB400,8,8/);
    expect(at300).toMatch(/\^GB600,12,12/);
    expect(at203).toContain('Zebra Lodz');
    expect(detectFormat(Buffer.from(at203))).toBe('zpl');
  });

  it('are EPL for EPL printers', () => {
    const epl = eplTestPage({ ...base, format: 'epl', zplDpi: 203 });
    expect(detectFormat(Buffer.from(epl))).toBe('epl');
    expect(epl).toContain('q800');
  });

  it('are PDF pages of the profile paper size', async () => {
    const a4 = await testPage({ ...base, format: 'pdf', pageSize: 'a4', zplDpi: 203 }, pdfTestPage);
    expect(detectFormat(a4)).toBe('pdf');
    const [page] = await pdfPages(a4);
    expect(page!.width).toBeCloseTo(595.3, 0);
    expect(page!.height).toBeCloseTo(841.9, 0);
    const [label] = await pdfPages(
      await testPage({ ...base, format: 'pdf', pageSize: '4x6', zplDpi: 203 }, pdfTestPage),
    );
    expect([label!.width, label!.height]).toEqual([288, 432]);
  });
});
