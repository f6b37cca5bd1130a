import { describe, expect, it } from 'vitest';
import { createShipmentRepo } from '../../../electron/core/shipping/shipment-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertDoneShipment, waitingShipment } from '../../helpers/rows';

describe('migration 074: parcels in parts and carrier numbers that come later', () => {
  it('keeps the parcels it finds as part 1 of 1 with no carrier number to wait for', () => {
    const db = upgradedTo(74, (old) => {
      insertAccount(old);
      insertDoneShipment(old, {
        orderId: 'o1',
        commandId: 'c1',
        family: 'shipment-management',
        waybills: '["W1"]',
      });
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
    const row = (part: number) =>
      waitingShipment({
        orderId: 'o1',
        commandId: `c${part}`,
        family: 'shipment-management',
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
