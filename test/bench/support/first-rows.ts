import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../helpers/chromium';
import { projectRoot } from '../../helpers/cli';
import { percentile, round } from './bench-market';

/** The built command line, as an installed `seller-desk` runs it. */
const builtCli = join(projectRoot, 'out', 'main', 'cli.js');
const builtRenderer = join(projectRoot, 'out', 'renderer', 'index.html');

/**
 * Watches the page from its first script on: the first frame in which the orders table has a row with content (a
 * MutationObserver sees it, a requestAnimationFrame waits for its frame), as a wall-clock time, and the scripts and
 * style sheets the page had loaded by then. Kept as plain text: the loader that runs the benchmark would wrap named
 * functions in a helper the page does not have.
 */
const probeScript = `
window.firstRows = new Promise((resolve) => {
  const rowShown = () => {
    const row = document.querySelector('[data-testid="orders-table"] [role="grid"] [role="rowgroup"] [role="row"]');
    return row !== null && row.textContent.trim() !== '';
  };
  const violations = [];
  addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI + ' ' + event.violatedDirective));
  const look = () => {
    if (!rowShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const now = performance.now();
      const loaded = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= now);
      const bytes = (pattern) => loaded
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.decodedBodySize, 0);
      resolve({
        at: performance.timeOrigin + now,
        sinceNavigation: now,
        jsBytes: bytes(/\\.m?js$/),
        cssBytes: bytes(/\\.css$/),
        scripts: loaded.filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname)).length,
        violations,
      });
    });
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
});`;

interface FirstRows {
  at: number;
  sinceNavigation: number;
  jsBytes: number;
  cssBytes: number;
  scripts: number;
  violations: string[];
}

/** `seller-desk serve` from the build, on `dataDir`, with the Demo environment's marketplace out of reach. */
function serveBuilt(dataDir: string) {
  const child = spawn(process.execPath, [builtCli, '--data-dir', dataDir, 'serve', '--port', '0'], {
    env: { ...process.env, SELLER_DESK_DEMO_MARKET_URL: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const url = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve(line.replace(/^Seller Desk web host: /, '')),
    );
    void exited.then((code) => reject(new Error(`serve exited (${code}): ${stderr.join('\n')}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

const median = (values: number[]) => round(percentile(values, 50), 1);

/**
 * Launching the web host on a data folder to the first orders rows painted in Chromium, wall clock, `runs` times
 * (each a new host process and a new browser context, so nothing is cached): `firstRowsMs` is the median, with
 * the host's own part (to its address printed) and the page's (from its navigation) beside it; `firstScreenKb`
 * is the JavaScript the page had loaded by then. The browser is started before the clock. Without a Chromium or a
 * build, the figures are null and `firstRowsSkipped` says why.
 */
export async function firstRowsInChromium(dataDir: string, runs: number): Promise<Record<string, unknown>> {
  const browserPath = findChromium().path;
  const skipped = !browserPath
    ? findChromium().help
    : !existsSync(builtCli) || !existsSync(builtRenderer)
      ? 'The app is not built: run "npm run build" first.'
      : null;
  if (skipped || !browserPath) return { firstRowsMs: null, firstScreenKb: null, firstRowsSkipped: skipped };

  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
  const total: number[] = [];
  const host: number[] = [];
  const page: number[] = [];
  let last: FirstRows | null = null;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript({ content: probeScript });
      const tab = await context.newPage();
      const launched = performance.timeOrigin + performance.now();
      const served = serveBuilt(dataDir);
      try {
        const url = await served.url;
        host.push(performance.timeOrigin + performance.now() - launched);
        await tab.goto(url);
        last = await tab.evaluate<FirstRows>('window.firstRows');
        total.push(last.at - launched);
        page.push(last.sinceNavigation);
      } finally {
        await context.close();
        await served.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    firstRowsMs: median(total),
    firstRowsRunsMs: total.map((ms) => round(ms, 1)),
    hostReadyMs: median(host),
    pageToRowsMs: median(page),
    firstScreenKb: round(last!.jsBytes / 1024, 1),
    firstScreenCssKb: round(last!.cssBytes / 1024, 1),
    firstScreenScripts: last!.scripts,
    cspViolations: last!.violations,
    browserRuns: runs,
  };
}
