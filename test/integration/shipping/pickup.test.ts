import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { localDb } from '../../helpers/core';
import { closeAfterEach } from '../../helpers/cleanup';
import { parcelForPickup } from '../../helpers/packing-station';

const closing = closeAfterEach();

const station = (family: ShippingFamily) => parcelForPickup(family, closing);

interface StoredRequest {
  command_id: string;
  state: string;
  parcel_ids: string;
  slot: string | null;
}
const stored = (core: Core): StoredRequest[] =>
  localDb(core)
    .prepare<[], StoredRequest>('SELECT command_id, state, parcel_ids, slot FROM pickup_requests ORDER BY id')
    .all();

const pickupCommands = (market: DemoMarket): string[] =>
  market.control
    .parcelCommands({ sellerId: MAIN_SELLER_ID })
    .filter((c) => c.kind === 'pickup')
    .map((c) => c.id);

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'courier pickup on %s',
  (family) => {
    const sendMethod = family === 'parcel-management' ? 'PUT' : 'POST';
    const commandPath =
      family === 'parcel-management' ? 'parcel-pickup-request-commands' : 'pickups/create-commands';

    it('stores the command id before sending, and settles a lost answer by reading that id back', async () => {
      const { core, market, accountId, proposal } = await station(family);
      // The marketplace orders the courier, then the connection drops before the answer.
      market.control.addFault({ kind: 'drop', share: 1, count: 1, method: sendMethod, path: commandPath });
      await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
      expect(market.control.faultStats().drop).toBe(1);

      const rows = stored(core);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        state: 'done',
        parcel_ids: JSON.stringify([...proposal.parcelIds].sort()),
      });
      expect(pickupCommands(market)).toEqual([rows[0]!.command_id]);
    });

    it('an outcome still unknown is settled by the next request for the same parcels, with the same id', async () => {
      const { core, market, accountId, proposal } = await station(family);
      market.control.addFault({ kind: 'drop', share: 1, count: 1, method: sendMethod, path: commandPath });
      // Reading the command back fails too (5xx on every read), so the outcome stays unknown.
      market.control.addFault({ kind: 'status', status: 503, share: 1, method: 'GET', path: commandPath });
      await expect(
        core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!),
      ).rejects.toBeTruthy();
      const [open] = stored(core);
      expect(open).toMatchObject({ state: 'requested' });
      expect(pickupCommands(market)).toEqual([open!.command_id]);

      market.control.clearFaults();
      // Asked again (even with another window): the stored request is read back, no second courier is ordered.
      await core.shipping.requestPickup(accountId, [...proposal.parcelIds].reverse(), proposal.slots[1]!);
      expect(stored(core)).toEqual([{ ...open!, state: 'done' }]);
      expect(pickupCommands(market)).toEqual([open!.command_id]);
    });

    it('a request that never reached the marketplace is sent again under its stored id', async () => {
      const { core, market, accountId, proposal } = await station(family);
      market.control.addFault({ kind: 'reset', share: 1, method: sendMethod, path: commandPath });
      await expect(
        core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!),
      ).rejects.toMatchObject({
        code: 'OFFLINE',
        userMessage: expect.stringContaining('kuriera') as unknown,
      });
      const [open] = stored(core);
      expect(open).toMatchObject({ state: 'requested' });
      expect(pickupCommands(market)).toEqual([]);

      market.control.clearFaults();
      await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
      expect(stored(core)).toEqual([{ ...open!, state: 'done' }]);
      expect(pickupCommands(market)).toEqual([open!.command_id]);
    });

    it('a refused request is recorded as failed with the marketplace words, and a new one gets a new id', async () => {
      const { core, market, accountId, proposal } = await station(family);
      await expect(core.shipping.requestPickup(accountId, ['no-such-parcel'], null)).rejects.toMatchObject({
        code: 'MARKET_ERROR',
        userMessage: expect.any(String) as unknown,
      });
      expect(stored(core)).toMatchObject([{ state: 'failed' }]);

      await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
      const rows = stored(core);
      expect(rows.map((r) => r.state)).toEqual(['failed', 'done']);
      expect(rows[1]!.command_id).not.toBe(rows[0]!.command_id);
      expect(pickupCommands(market).at(-1)).toBe(rows[1]!.command_id);
    });
  },
);
