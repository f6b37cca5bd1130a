import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './test/helpers/chromium';
import { builtCliVariable } from './test/helpers/cli';

const browser = findChromium();
if (!browser.path && process.env.CI) throw new Error(browser.help);
// The specs drive the built app: the built renderer (`seller-desk serve` serves out/renderer) and the built command.
process.env[builtCliVariable] = 'built';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  // The demo shops the specs start from, signed in and synced once for the run (test/helpers/synced-shops.ts).
  globalSetup: './test/helpers/e2e-setup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: browser.path, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
