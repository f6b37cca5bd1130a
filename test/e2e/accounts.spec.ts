import { expect, test, type Page } from '@playwright/test';
import { runCli } from '../helpers/cli';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { syncNow } from '../helpers/sync-panel';
import { openWithTwoAccounts, switchTo } from '../helpers/two-accounts';
import { openApp } from '../helpers/app-window';
import { syncedShop } from '../helpers/synced-shops';
import { webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface StatusAccount {
  accountId: string;
  environment: string;
  streams: Record<
    string,
    { lastSuccessAt: string | null; error: { code: string; since?: string; at: string } | null }
  >;
}

/** What `seller-desk status --json` says of each account of the data folder: the same store the window reads. */
async function statusOf(dataDir: string): Promise<StatusAccount[]> {
  const status = await runCli(['--data-dir', dataDir, 'status', '--json']);
  expect(status.code, status.stderr).toBe(0);
  return (JSON.parse(status.stdout) as { accounts: StatusAccount[] }).accounts;
}

const lastSuccess = (account: StatusAccount): string =>
  Object.values(account.streams)
    .map((s) => s.lastSuccessAt)
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1)!;

/** A time as the window writes it in Polish: `time` for the status bar, `dateTime` for notices. */
const inPolish = (page: Page, iso: string) =>
  page.evaluate((at) => {
    const date = new Date(at);
    return {
      time: new Intl.DateTimeFormat('pl-PL', {
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).format(date),
      dateTime: new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short' }).format(date),
    };
  }, iso);

test("an account whose marketplace stopped shows its own last sync and since when, not the other account's syncs", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { custom } = await openWithTwoAccounts(page, hosts, e2eShops.accounts, 'sd-e2e-accounts-');
  await switchTo(page, 'Custom');
  await custom.cli.stop();
  await syncNow(page);
  const banner = page.getByTestId('offline-banner');
  const footer = page.getByTestId('status-sync');
  // The first sync may have spent the account's background budget for the minute: the failing try waits for room.
  await expect(banner).toBeVisible({ timeout: 90_000 });

  const stored = (await statusOf(custom.dataDir)).find((a) => a.environment === 'custom')!;
  const last = await inPolish(page, lastSuccess(stored));
  // The copy's time, in the status bar and the notice: the Custom account's own last success.
  const customShows = async () => {
    await expect(footer).toContainText(`Ostatnia synchronizacja: ${last.time}`);
    await expect(banner).toContainText(`Pracujesz na lokalnej kopii z ${last.dateTime}.`);
  };
  await customShows();

  // The Demo account syncs on, past the second of the Custom account's last success.
  await switchTo(page, 'Demo');
  await expect
    .poll(
      async () => {
        await syncNow(page);
        const demo = (await statusOf(custom.dataDir)).find((a) => a.environment === 'demo')!;
        return Date.parse(lastSuccess(demo)) - Date.parse(lastSuccess(stored));
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBeGreaterThan(1_000);
  await expect(banner).toHaveCount(0);
  await expect(footer).not.toHaveText(`Ostatnia synchronizacja: ${last.time}`);

  // Back on the Custom account: its own copy's time, not the Demo account's newer one.
  await switchTo(page, 'Custom');
  await customShows();

  // And since when its marketplace does not answer: from its first failed try, in the status bar, notice and panel.
  const now = (await statusOf(custom.dataDir)).find((a) => a.environment === 'custom')!;
  expect(lastSuccess(now)).toBe(lastSuccess(stored));
  const failures = Object.values(now.streams).flatMap((s) => (s.error?.code === 'OFFLINE' ? [s.error] : []));
  expect(failures.length).toBeGreaterThan(0);
  const since = await inPolish(page, failures.map((e) => e.since ?? e.at).sort()[0]!);
  await expect(footer).toHaveText(
    `Ostatnia synchronizacja: ${last.time} · rynek nie odpowiada od ${since.dateTime}`,
  );
  await expect(banner).toContainText(`Rynek nie odpowiada od ${since.dateTime}.`);
  await page.getByTestId('connection').click();
  await expect(page.getByTestId('sync-unreachable')).toHaveText(`Rynek nie odpowiada od ${since.dateTime}.`);
});

test('the account menu and the top bar tell apart two accounts of one login', async ({ page }) => {
  test.setTimeout(240_000);
  const { custom } = await openWithTwoAccounts(page, hosts, e2eShops.accounts, 'sd-e2e-accounts-menu-');
  const listed = await runCli(['--data-dir', custom.dataDir, 'accounts', '--json']);
  const accounts = JSON.parse(listed.stdout) as { login: string; environment: string; userId: string }[];
  // The walk-through's case: both shops' sellers have the same login.
  expect(accounts.map((a) => a.environment).sort()).toEqual(['custom', 'demo']);
  expect(accounts[0]!.login).toBe(accounts[1]!.login);
  const sellerOf = (environment: string) => accounts.find((a) => a.environment === environment)!.userId;
  const customWhere = `${new URL(custom.url).host} · ID sprzedawcy ${sellerOf('custom')}`;
  const demoWhere = `rynek na tym komputerze · ID sprzedawcy ${sellerOf('demo')}`;

  await page.getByTestId('account-menu').click();
  const item = (environment: string) =>
    page.getByRole('menuitem').filter({
      has: page.locator('.mantine-Badge-root', { hasText: new RegExp(`^${environment}$`) }),
    });
  await expect(item('Custom').getByTestId('account-where')).toHaveText(customWhere);
  await expect(item('Demo').getByTestId('account-where')).toHaveText(demoWhere);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('active-account-where')).toHaveText(demoWhere);
  await switchTo(page, 'Custom');
  await expect(page.getByTestId('active-account-where')).toHaveText(customWhere);
});

test('the sync panel closes with another section, and on Esc with the focus in the search box', async ({
  page,
}) => {
  const shop = await syncedShop(hosts, e2eShops.accounts, 'sd-e2e-accounts-panel-');
  await openApp(page, await hosts.serve(shop.dataDir));
  // The sync panel belongs to the section it was opened over: another section closes it.
  const panel = page.getByTestId('sync-panel');
  await page.keyboard.press('Alt+3');
  await page.getByTestId('connection').click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Alt+1');
  await expect(page.getByTestId('orders-table')).toBeVisible();
  await expect(panel).toHaveCount(0);
  // Esc closes it with the focus in the list's search box too.
  await page.getByTestId('connection').click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByTestId('search')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});
