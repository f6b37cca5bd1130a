import { describe, expect, it } from 'vitest';
import { changeLines } from '../../../../renderer/src/features/offers/change-text';
import { translate, type Translate } from '../../../../renderer/src/i18n/translate';

const money = (amount: string, currency: string) => `${amount} ${currency}`;
const pl: Translate = (key, vars) => translate('pl', key, vars);
const en: Translate = (key, vars) => translate('en', key, vars);

describe("an order's change in the changes panel", () => {
  it('names a tracking number by its number and carrier, not by its line items', () => {
    const lines = changeLines(
      {
        fields: {
          waybill: 'ZEN-7',
          carrierId: 'OTHER',
          carrierName: 'Kurier Zenek',
          lineItemIds: ['a', 'b'],
        },
        previous: {},
      },
      pl,
      money,
    );
    expect(lines).toEqual([
      { field: 'waybill', label: 'Numer przesyłki', before: '–', after: 'ZEN-7 (Kurier Zenek)' },
    ]);
  });

  it('names a status set by hand in words, with the one before it', () => {
    const lines = changeLines(
      {
        fields: { fulfillmentStatus: 'SENT', afterChange: 4 },
        previous: { fulfillmentStatus: 'PROCESSING' },
      },
      en,
      money,
    );
    expect(lines).toEqual([
      { field: 'fulfillmentStatus', label: 'Fulfilment status', before: 'Processing', after: 'Sent' },
    ]);
  });
});
