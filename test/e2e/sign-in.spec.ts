import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { screenshots, webHosts } from '../helpers/web-host';
import { tempDir } from '../helpers/temp-dir';

skipWithoutChromium();

const hosts = webHosts();
const serve = (dataDir: string) => hosts.serve(dataDir);
test.afterEach(() => hosts.stop());

async function signInToDemo(page: Page) {
  await expect(page.getByTestId('first-run')).toBeVisible();
  await expect(page.getByTestId('env-demo')).toBeChecked();
  const popup = page.context().waitForEvent('page');
  await page.getByTestId('sign-in-browser').click();
  const authorize = await popup;
  await expect(authorize.getByRole('button', { name: /Allow/ })).toBeVisible();
  await authorize.getByRole('button', { name: /Allow/ }).click();
  await expect(authorize.getByRole('heading', { name: 'Zalogowano' })).toBeVisible();
  await authorize.close();
}

test('signs in to Demo through the UI and is still signed in after the web host restarts', async ({
  page,
}) => {
  const dataDir = tempDir('sd-e2e-signin-');
  await openApp(page, await serve(dataDir));
  await page.screenshot({ path: join(screenshots, 'first-run.png') });
  await signInToDemo(page);

  await expect(page.getByTestId('active-account')).toHaveText('sklep-demo');
  await expect(page.getByTestId('status-session')).toContainText('sklep-demo (Demo)');
  await expect(page.getByTestId('status-session')).toContainText('ważna do');
  await page.screenshot({ path: join(screenshots, 'signed-in.png') });

  await hosts.stop();
  await openApp(page, await serve(dataDir));
  await expect(page.getByTestId('active-account')).toHaveText('sklep-demo');
  await expect(page.getByTestId('status-session')).toContainText('ważna do');
  await expect(page.getByTestId('first-run')).toHaveCount(0);
});

test('signing out keeps the account, and one click signs it in again', async ({ page }) => {
  await openApp(page, await serve(tempDir('sd-e2e-signout-')));
  await signInToDemo(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page.getByTestId('session-banner')).toContainText('jest wylogowane');
  await expect(page.getByTestId('active-account')).toHaveText('sklep-demo');

  const popup = page.context().waitForEvent('page');
  await page.getByTestId('session-banner').getByRole('button', { name: 'Zaloguj ponownie' }).click();
  const authorize = await popup;
  await authorize.getByRole('button', { name: /Allow/ }).click();
  await expect(authorize.getByRole('heading', { name: 'Zalogowano' })).toBeVisible();
  await expect(page.getByTestId('session-banner')).toHaveCount(0);
});
