import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Change } from '../../shared/outbox';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { runCli } from '../helpers/cli';
import { e2eShops } from '../helpers/e2e-shops';
import { offersTable, openFirstOffer } from '../helpers/offers-list';
import { syncedShop } from '../helpers/synced-shops';
import { webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The offer's open changes as `seller-desk outbox --json` lists them. */
async function listed(dataDir: string, offerId: string): Promise<Change[]> {
  const result = await runCli(['--data-dir', dataDir, 'outbox', '--json']);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as Change[]).filter((c) => c.entityId === offerId);
}

/** The words of the change in the list's stock cell, the stock field and the offer's history, in that order. */
function places(page: Page, offerId: string, changeId: number): Locator[] {
  const row = offersTable(page).getByRole('row').filter({ hasText: offerId });
  const detail = page.getByTestId('offer-detail');
  return [
    row.getByTestId('offer-stock').getByTestId('waiting'),
    detail.getByTestId('offer-editor').getByTestId('waiting'),
    detail
      .getByTestId('offer-history')
      .getByLabel(new RegExp(`^(Zmiana|Change) ${changeId}$`))
      .getByTestId('change-status'),
  ];
}

test('a change made offline is called the same in the list, the field, its history and the command line', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { cli: market, dataDir } = await syncedShop(hosts, e2eShops.offerEditing, 'sd-e2e-change-words-');
  await openApp(page, await hosts.serve(dataDir));
  const offerId = await openFirstOffer(page);

  await market.stop();
  const stock = page.getByTestId('offer-editor').getByRole('textbox', { name: /Dostępne/ });
  await stock.fill(String(Number(await stock.inputValue()) + 4));
  await page.keyboard.press('Enter');

  // The change was tried and found the marketplace unreachable: the engine keeps it to be read back first.
  await expect
    .poll(async () => (await listed(dataDir, offerId)).map((c) => c.state), { timeout: 90_000 })
    .toEqual(['sending']);
  const [change] = await listed(dataDir, offerId);
  const shown = places(page, offerId, change!.id);
  for (const place of shown) await expect(place).toHaveText('czeka');

  const table = await runCli(['--data-dir', dataDir, 'outbox']);
  expect(table.code, table.stderr).toBe(0);
  const line = table.stdout.split('\n').find((l) => l.startsWith(`${change!.id} `));
  expect(line).toMatch(/^\d+\s+waiting\s+offer\.edit\s+/);

  // In English, the window says what the command line says.
  await language(page, 'EN');
  for (const place of shown) await expect(place).toHaveText('waiting');
});
