import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { shippableOrder } from '../../helpers/parcels';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

describe('seller-desk sync --once and parcels left waiting', () => {
  it('makes the parcel of an order scanned offline and prints its label, once', async () => {
    const market = await startTestMarket();
    market.control.setParcelCommandSeconds({ seconds: 0 });
    const dataDir = tempDir('sd-cli-sync-parcels-');
    const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
    try {
      expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
      const order = shippableOrder(market, DPD);
      const first = await cli('sync', '--once');
      expect(first.code, first.stderr).toBe(0);
      // Nothing was waiting: only the sync's own line.
      expect(first.stdout).toMatch(/^Synced \S+: \d+ offers, \d+ orders, \d+ ratings$/);

      const printers = JSON.parse((await cli('printers', '--json')).stdout) as {
        name: string;
        label: string;
        builtin?: boolean;
      }[];
      const folder = printers.find((p) => p.builtin)!;

      // Every connection to the marketplace is cut: the order is kept waiting.
      market.control.addFault({ kind: 'reset', share: 1 });
      const waiting = await cli('ship', order.id, '--print', '--printer', folder.name);
      expect(waiting.code).toBe(1);
      expect(waiting.stderr).toContain('waiting for the connection to the marketplace');
      const db = openDatabase(join(dataDir, 'seller-desk.db'));
      const stored = () =>
        db
          .prepare<[string], { state: string }>('SELECT state FROM shipments WHERE order_id = ?')
          .all(order.id);
      expect(stored()).toEqual([{ state: 'waiting' }]);
      expect(market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);

      market.control.clearFaults();
      const synced = await cli('sync', '--once');
      expect(synced.code, synced.stderr).toBe(0);
      const parcels = market.control.parcelsOfOrder({ orderId: order.id });
      expect(parcels).toHaveLength(1);
      const lines = synced.stdout.split('\n');
      expect(lines[0]).toMatch(/^Synced /);
      expect(lines.slice(1)).toEqual([
        `Parcel created for ${order.id}: waybill ${parcels[0]!.waybills.join(', ')}`,
        `Label printed on ${folder.label}`,
      ]);
      expect(stored()).toEqual([{ state: 'done' }]);
      const onMarket = market.control.orders({ sellerId: MAIN_SELLER_ID }).find((o) => o.id === order.id)!;
      expect(onMarket.waybills).toEqual(parcels[0]!.waybills);
      expect(onMarket.fulfillment).toBe('SENT');
      expect(existsSync(folder.name) && readdirSync(folder.name).length).toBe(1);

      // A second one-off sync has nothing left to do: no second parcel, no second print.
      const again = await cli('sync', '--once');
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout.split('\n')).toHaveLength(1);
      expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
      expect(readdirSync(folder.name)).toHaveLength(1);
      db.close();
    } finally {
      await market.close();
    }
  }, 120_000);
});
