import { describe, expect, it } from 'vitest';
import { invoicesFrom } from '../../../electron/core/domains/invoices/fetch';
import { isPdf } from '../../../shared/invoices';

describe('invoices', () => {
  it('a PDF is told by its first bytes, whatever its name', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isPdf(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });

  it('reads the marketplace’s list, leaving out an invoice without its id', () => {
    expect(
      invoicesFrom({
        invoices: [
          {
            id: 'i1',
            invoiceNumber: 'FV 1',
            createdAt: '2026-01-01T00:00:00.000Z',
            file: { name: 'a.pdf', uploadedAt: null, securityVerification: null },
          },
          { invoiceNumber: 'no id' },
          {
            id: 'i2',
            file: {
              name: 'b.pdf',
              uploadedAt: '2026-01-02T00:00:00.000Z',
              securityVerification: { status: 'ACCEPTED' },
            },
          },
        ],
      }),
    ).toEqual([
      {
        id: 'i1',
        invoiceNumber: 'FV 1',
        fileName: 'a.pdf',
        createdAt: '2026-01-01T00:00:00.000Z',
        uploadedAt: null,
        verification: null,
      },
      {
        id: 'i2',
        invoiceNumber: null,
        fileName: 'b.pdf',
        createdAt: null,
        uploadedAt: '2026-01-02T00:00:00.000Z',
        verification: 'ACCEPTED',
      },
    ]);
    expect(invoicesFrom(null)).toEqual([]);
  });
});
