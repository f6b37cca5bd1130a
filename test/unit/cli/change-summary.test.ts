import { describe, expect, it } from 'vitest';
import { changeSummary } from '../../../electron/cli/commands/outbox';

describe('seller-desk outbox: what an order change sets', () => {
  it('names a tracking number with its carrier and the line items it carries, and a status by its value', () => {
    expect(
      changeSummary({ waybill: 'DPD-1', carrierId: 'DPD', carrierName: null, lineItemIds: ['a', 'b'] }),
    ).toBe('tracking number DPD-1 (DPD, line items a,b)');
    expect(
      changeSummary({ waybill: 'ZEN-7', carrierId: 'OTHER', carrierName: 'Kurier Zenek', lineItemIds: null }),
    ).toBe('tracking number ZEN-7 (Kurier Zenek)');
    expect(changeSummary({ fulfillmentStatus: 'SENT', afterChange: 3 })).toBe('status SENT');
  });
});
