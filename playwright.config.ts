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
  // Every test has a data folder, a marketplace process and ports of its own (any free port, the sign-in's callback
  // too), and none changes what another one sees (the CUPS queues are only read): tests run side by side, those of
  // one file as well.
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: browser.path, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // Tests start in the order of the projects: the few that take minutes (tagged @long) first, so that neither worker
  // is left running one of them alone while the other has nothing more to do.
  projects: [
    { name: 'long', grep: /@long/ },
    { name: 'e2e', grepInvert: /@long/ },
  ],
});
