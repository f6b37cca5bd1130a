import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { signedInCore } from '../../helpers/core';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

describe('scan on the command line', { timeout: cliTestTimeout }, () => {
  let market: DemoMarket;
  let dataDir: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);

  beforeAll(async () => {
    market = await startParcelMarket();
    dataDir = tempDir('sd-cli-scan-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
  }, cliTestTimeout);
  afterAll(async () => {
    await market.close();
  });

  it('ships the scanned order as the station would (a scan ships by default), then says it has a parcel', async () => {
    const order = shippableOrder(market);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);

    const scanned = await cli('scan', order.id);
    expect(scanned.stderr).toBe('');
    expect(scanned.code).toBe(0);
    expect(scanned.stdout).toMatch(new RegExp(`^Parcel created for ${order.id}: waybill \\S+`, 'm'));
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);

    const again = await cli('scan', order.id);
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('already has a parcel');
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
  });

  it('an order another station took after the sync is not shipped, and the answer names --pack-here', async () => {
    const order = shippableOrder(market);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
    const other = await signedInCore(market);
    try {
      expect(await other.core.shipping.take(other.accountId, order.id)).toEqual({ status: 'taken' });
    } finally {
      await other.core.close();
    }

    const scanned = await cli('scan', order.id);
    expect(scanned.code).toBe(1);
    expect(scanned.stderr).toContain(
      `order ${order.id} is being packed on another station; nothing was created.`,
    );
    expect(scanned.stderr).toContain('Add --pack-here to pack it here.');
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);

    const packedHere = await cli('scan', order.id, '--pack-here');
    expect(packedHere.code, packedHere.stderr).toBe(0);
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
  });

  it('a code that matches nothing exits 1 and says so; --json answers what the core matched', async () => {
    const none = await cli('scan', 'no-such-code-42');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no-such-code-42 matches no order');
    const json = await cli('scan', 'no-such-code-42', '--json');
    expect(JSON.parse(json.stdout)).toEqual({ kind: 'notFound' });
  });
});
