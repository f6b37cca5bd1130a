import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { defaultSettings } from '../../../shared/settings';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

describe('the label check on the command line', { timeout: cliTestTimeout }, () => {
  let market: DemoMarket;
  let dataDir: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
  const fulfillment = (orderId: string) => market.control.order({ id: orderId })!.fulfillment;

  beforeAll(async () => {
    market = await startParcelMarket();
    dataDir = tempDir('sd-cli-label-check-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    // The seller turned the check on in the app: the command line reads the same settings file.
    const file = join(dataDir, 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      JSON.stringify({ ...settings, packing: { ...defaultSettings.packing, checkLabel: true } }),
    );
  }, cliTestTimeout);
  afterAll(async () => {
    await market.close();
  });

  it('a scan that ships leaves the order unsent and says how to confirm it; a wrong label is refused', async () => {
    const [one, two] = [shippableOrder(market), shippableOrder(market)];
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);

    const scanned = await cli('scan', one.id);
    expect(scanned.code, scanned.stderr).toBe(0);
    const waybill = new RegExp(`^Parcel created for ${one.id}: waybill (\\S+)`, 'm').exec(
      scanned.stdout,
    )?.[1];
    expect(waybill).toBeTruthy();
    expect(scanned.stdout).toContain(`Order ${one.id} waits for its box: scan the waybill on its label`);
    expect(fulfillment(one.id)).toBe('PROCESSING');

    const other = await cli('scan', two.id);
    expect(other.code, other.stderr).toBe(0);
    const otherWaybill = new RegExp(`waybill (\\S+)`).exec(other.stdout)?.[1];

    const wrong = await cli('scan', otherWaybill!, '--label-of', one.id);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      `${otherWaybill} is the waybill of order ${two.id}, it is not the label of order ${one.id} (waybill ${waybill})`,
    );
    expect([fulfillment(one.id), fulfillment(two.id)]).toEqual(['PROCESSING', 'PROCESSING']);

    const confirmed = await cli('scan', waybill!, '--label-of', one.id);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stdout).toContain(`Box of order ${one.id} confirmed (waybill ${waybill})`);
    expect(fulfillment(one.id)).toBe('SENT');

    // Without --label-of, the waybill alone confirms its box, as a scan from the queue does.
    const later = await cli('scan', otherWaybill!);
    expect(later.code, later.stderr).toBe(0);
    expect(later.stdout).toContain(`Box of order ${two.id} confirmed`);
    expect(fulfillment(two.id)).toBe('SENT');
  });
});
