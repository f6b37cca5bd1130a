import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import type { PickLine } from '../../../shared/picking';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { paidOrder, pickingOffers } from '../../helpers/picking';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

describe('bins and the pick list on the command line', { timeout: cliTestTimeout }, () => {
  let market: DemoMarket;
  let dataDir: string;
  let offers: Awaited<ReturnType<typeof pickingOffers>>;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);

  beforeAll(async () => {
    market = await startTestMarket();
    offers = await pickingOffers(
      market,
      apiClient(market.url, (await signIn(market.url)).access_token),
      'CLI-7',
    );
    paidOrder(market, [
      [offers.c, 2],
      [offers.e, 1],
    ]);
    paidOrder(market, [[offers.d, 1]]);
    dataDir = tempDir('sd-cli-pick-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
  }, cliTestTimeout);
  afterAll(async () => {
    await market.close();
  });

  it('bins import sets the bins a file names and lists the rows it could not match on stderr', async () => {
    const file = join(tempDir('sd-bins-'), 'bins.csv');
    writeFileSync(file, `\uFEFFSygnatura;Lokalizacja\nCLI-7;B-10\nNO-SUCH-SKU;C-1\n`);
    const imported = await cli('bins', 'import', file);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toBe('Bins: 1 set, 1 not matched');
    expect(imported.stderr).toBe('Line 3 (NO-SUCH-SKU): no offer in the local copy has it');

    const headless = join(tempDir('sd-bins-'), 'headless.csv');
    writeFileSync(headless, `${offers.e};A-1\n`);
    const unread = await cli('bins', 'import', headless);
    expect(unread.code).toBe(1);
    expect(unread.stderr).toMatch(/^seller-desk: Plik nie ma wiersza nagłówka/);

    const missing = await cli('bins', 'import', join(tempDir('sd-bins-'), 'none.csv'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^seller-desk: cannot read .*none\.csv/);
  });

  it('picklist prints the lines by bin under the account line; --json gives the lines', async () => {
    const json = await cli('picklist', '--json');
    expect(json.code, json.stderr).toBe(0);
    const lines = JSON.parse(json.stdout) as PickLine[];
    const shelf = lines.find((line) => line.id === 'externalId:CLI-7')!;
    expect(shelf).toMatchObject({ bin: 'B-10', quantity: 3, by: 'externalId' });
    expect(shelf.orderIds).toHaveLength(2);
    expect(lines[0]).toEqual(shelf);
    expect(lines.find((line) => line.id === `offerId:${offers.e}`)).toMatchObject({ bin: null, quantity: 1 });

    const text = await cli('picklist');
    expect(text.code, text.stderr).toBe(0);
    const [header, first, ...rest] = text.stdout.split('\n');
    expect(header).toMatch(/^Account \S+ \(\S+, .+\)$/);
    expect(first).toBe(['B-10', '3', shelf.title, 'CLI-7', shelf.orderIds.join(',')].join('\t'));
    expect(rest).toHaveLength(lines.length - 1);
  });

  it('picklist --print queues it on the printer named, and says where it went', async () => {
    const printed = await cli('picklist', '--print', '--printer', join(dataDir, 'printed'));
    expect(printed.stderr).toBe('');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^Pick list printed on .+ \(\d+ lines\)$/);
    const unprinted = await cli('picklist', '--print');
    expect(unprinted.code).toBe(1);
    // In the app's language, Polish unless the seller chose English.
    expect(unprinted.stderr).toMatch(/^seller-desk: Żadna drukarka nie wydrukuje listy kompletacyjnej/);
  });
});
