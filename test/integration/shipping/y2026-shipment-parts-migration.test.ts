import { describe, expect, it } from 'vitest';
import { createShipmentRepo } from '../../../electron/core/shipping/shipment-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

describe('migration 074: parcels in parts and carrier numbers that come later', () => {
  it('keeps the parcels it finds as part 1 of 1 with no carrier number to wait for', () => {
    const db = upgradedTo(74, (old) => {
      insertAccount(old);
      old
        .prepare(
          `INSERT INTO shipments (account_id, order_id, command_id, family, state, waybills, label_format, page_size,
             draft, created_at, updated_at)
           VALUES ('demo:1', 'o1', 'c1', 'shipment-management', 'done', '["W1"]', 'PDF', 'A6', '{}', 1, 1)`,
        )
        .run();
    });
    expect(
      db
        .prepare(
          'SELECT part_group, part, parts, carrier_waybills, carrier_check_at, carrier_checks FROM shipments',
        )
        .get(),
    ).toEqual({
      part_group: null,
      part: 1,
      parts: 1,
      carrier_waybills: '[]',
      carrier_check_at: null,
      carrier_checks: 0,
    });
    const repo = createShipmentRepo(reopenedNewest(db));
    expect(repo.carrierDue(Number.MAX_SAFE_INTEGER)).toEqual([]);
  });

  it('stores the parts of one parcel together and finds the earlier part of each', () => {
    const db = reopenedNewest(upgradedTo(74, (old) => insertAccount(old)));
    const repo = createShipmentRepo(db);
    const row = (part: number) => ({
      accountId: 'demo:1',
      orderId: 'o1',
      commandId: `c${part}`,
      family: 'shipment-management' as const,
      state: 'waiting' as const,
      labelFormat: 'PDF' as const,
      pageSize: 'A6' as const,
      draft: '{}',
      input: null,
      additional: false,
      print: null,
      printerId: null,
      part: { group: 'g1', part, parts: 2 },
    });
    const [one, two] = repo.insertAll([row(1), row(2)], 5);
    expect(repo.earlierPart(repo.get(two!)!)?.id).toBe(one);
    expect(repo.earlierPart(repo.get(one!)!)).toBeUndefined();
    expect(repo.markSending(one!, '{}', 5)).toBe(true);
    repo.markCreated(
      one!,
      { parcelId: 'p1', waybills: ['W1'], carrierId: 'DHL', carrierWaybills: [null], carrierCheckAt: 10 },
      6,
    );
    expect(repo.carrierDue(9)).toEqual([]);
    expect(repo.carrierDue(10).map((r) => r.id)).toEqual([one]);
    repo.setCarrierNumbers(one!, ['C1'], null, 1, 11);
    expect(repo.carrierDue(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(repo.get(one!)!.carrier_waybills).toBe('["C1"]');
  });
});
