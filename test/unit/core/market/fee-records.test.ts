import { describe, expect, it } from 'vitest';
import { feePreviewFrom, offerQuotesFrom } from '../../../../electron/core/domains/fees/fee-records';

describe('fee records', () => {
  it('reads a preview’s commissions and quotes, leaving out a fee without an amount', () => {
    const preview = feePreviewFrom({
      commissions: [
        { type: 'commissionFee', name: 'Prowizja', fee: { amount: '9.21', currency: 'PLN' } },
        { type: 'commissionFeatureFee', name: 'Bez kwoty' },
      ],
      quotes: [{ type: 'listingFee', fee: { amount: 0.45, currency: 'PLN' }, cycleDuration: 'PT240H' }],
    });
    expect(preview).toEqual({
      commissions: [
        {
          type: 'commissionFee',
          name: 'Prowizja',
          fee: { amount: '9.21', currency: 'PLN' },
          cycleDuration: null,
        },
      ],
      // A quote without a name is named by its type.
      quotes: [
        {
          type: 'listingFee',
          name: 'listingFee',
          fee: { amount: '0.45', currency: 'PLN' },
          cycleDuration: 'PT240H',
        },
      ],
    });
    expect(feePreviewFrom(null)).toEqual({ commissions: [], quotes: [] });
  });

  it('groups offer quotes by offer, in one time format, and takes a quote that does not say as enabled', () => {
    const quotes = offerQuotesFrom({
      count: 4,
      quotes: [
        {
          type: 'LISTING',
          name: 'Listing',
          nextDate: '2026-03-05T10:00:00Z',
          fee: { amount: '0.45', currency: 'PLN' },
          offer: { id: '1' },
          enabled: true,
        },
        { type: 'BOLD', name: 'Bold', fee: { amount: '1.50', currency: 'PLN' }, offer: { id: '1' } },
        { type: 'HIGHLIGHT', fee: { amount: '4.00', currency: 'PLN' }, offer: { id: '2' }, enabled: false },
        { type: 'LISTING', fee: { amount: '1.00', currency: 'PLN' } },
      ],
    });
    expect([...quotes.keys()]).toEqual(['1', '2']);
    expect(quotes.get('1')).toEqual([
      {
        type: 'LISTING',
        name: 'Listing',
        fee: { amount: '0.45', currency: 'PLN' },
        nextDate: '2026-03-05T10:00:00.000Z',
        enabled: true,
      },
      { type: 'BOLD', name: 'Bold', fee: { amount: '1.50', currency: 'PLN' }, nextDate: null, enabled: true },
    ]);
    expect(quotes.get('2')![0]!.enabled).toBe(false);
  });
});
