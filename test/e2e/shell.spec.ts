import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { appOpenMs, openApp, reloadApp } from '../helpers/app-window';
import { screenshots, webHosts } from '../helpers/web-host';
import { tempDir } from '../helpers/temp-dir';

skipWithoutChromium();

const hosts = webHosts();
const serve = (dataDir: string) => hosts.serve(dataDir);
test.afterEach(() => hosts.stop());

async function expectLanguage(page: Page, language: 'pl' | 'en') {
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: language === 'pl' ? /Zamówienia/ : /Orders/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: language === 'pl' ? /Ustawienia/ : /Settings/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('the shell starts in Polish, switches language, and remembers it across a restart', async ({ page }) => {
  const dataDir = tempDir('sd-e2e-shell-');
  await openApp(page, await serve(dataDir));
  await expectLanguage(page, 'pl');
  await expect(page.getByTestId('first-run')).toContainText('Witaj w Seller Desk');
  expect(page.url()).not.toContain('token=');
  await page.screenshot({ path: join(screenshots, 'shell-pl.png') });

  const toggle = page.getByTestId('language-toggle');
  await toggle.getByText('EN').click();
  await expectLanguage(page, 'en');
  await toggle.getByText('PL').click();
  await expectLanguage(page, 'pl');
  await toggle.getByText('EN').click();
  await expectLanguage(page, 'en');

  await hosts.stop();
  await openApp(page, await serve(dataDir));
  await expectLanguage(page, 'en');
  await expect(page.getByTestId('first-run')).toContainText('Welcome to Seller Desk');
  await page.screenshot({ path: join(screenshots, 'shell-en-after-restart.png') });
});

test('keyboard shortcuts move between sections', async ({ page }) => {
  await openApp(page, await serve(tempDir('sd-e2e-keys-')));
  await expectLanguage(page, 'pl');
  await page.keyboard.press('Alt+9');
  await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible();
  await expect(page).toHaveURL(/#\/settings$/);
  await page.keyboard.press('Alt+8');
  await expect(page.getByRole('heading', { name: 'Drukarki', level: 1 })).toBeVisible();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Skróty klawiszowe' })).toBeVisible();
});

test('the theme setting switches to dark and stays after a reload', async ({ page }) => {
  await openApp(page, await serve(tempDir('sd-e2e-theme-')));
  await page.getByTestId('nav-settings').click();
  await page.getByText('Ciemny').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await reloadApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.screenshot({ path: join(screenshots, 'settings-dark.png') });
});

test('a page with a wrong token is refused by the bridge and says so', async ({ page }) => {
  const url = await serve(tempDir('sd-e2e-token-'));
  await page.goto(url.replace(/token=[^&]+/, 'token=wrong'));
  await expect(page.getByTestId('bridge-closed')).toContainText('Brak połączenia z aplikacją', {
    timeout: appOpenMs,
  });
  await expect(page.getByRole('navigation')).toHaveCount(0);
});
