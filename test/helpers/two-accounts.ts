import { expect, type Page } from '@playwright/test';
import { openApp } from './app-window';
import { syncedShop, type SyncedShop } from './synced-shops';
import type { DemoShop, WebHosts } from './web-host';

/**
 * A seller with two accounts, as the walk-through of a real station has them: a synced shop on a Custom
 * environment (its marketplace a process of its own, which the test can stop) and the Demo environment's shop,
 * added through the account menu and approved in the browser. The window is open on the Demo account.
 */
export interface TwoAccounts {
  custom: SyncedShop;
}

/** Opens the app on a copy of `shop` (the Custom account), then adds and selects the Demo account. */
export async function openWithTwoAccounts(
  page: Page,
  hosts: WebHosts,
  shop: DemoShop,
  prefix: string,
): Promise<TwoAccounts> {
  const custom = await syncedShop(hosts, shop, prefix);
  await openApp(page, await hosts.serve(custom.dataDir));
  await page.getByTestId('account-menu').click();
  await page.getByTestId('add-account').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('env-demo').click();
  const popup = page.context().waitForEvent('page');
  await dialog.getByTestId('sign-in-browser').click();
  const authorize = await popup;
  await authorize.getByRole('button', { name: /Allow/ }).click();
  await expect(authorize.getByRole('heading', { name: /Zalogowano|Signed in/ })).toBeVisible();
  await authorize.close();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // An account added beside others is not selected by adding it.
  await switchTo(page, 'Demo');
  return { custom };
}

/** The environment's badge beside the active account's login in the top bar. */
const accountBadge = (page: Page) => page.getByTestId('account-menu').locator('.mantine-Badge-root');

/** Switches to the account of this environment ('Demo' or 'Custom') through the account menu. */
export async function switchTo(page: Page, environment: 'Demo' | 'Custom'): Promise<void> {
  await page.getByTestId('account-menu').click();
  // By the environment's badge: both demo shops' sellers may have the same login.
  const badge = page.locator('.mantine-Badge-root', { hasText: new RegExp(`^${environment}$`) });
  await page.getByRole('menuitem').filter({ has: badge }).click();
  await expect(accountBadge(page)).toHaveText(environment);
}
