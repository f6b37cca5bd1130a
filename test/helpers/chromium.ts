import { existsSync } from 'node:fs';
import { test } from '@playwright/test';
import { chromium } from 'playwright-core';

export interface ChromiumLookup {
  path: string | undefined;
  help: string;
}

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** CHROMIUM_PATH first, then a browser Playwright downloaded itself, then the system's. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const help =
    'No Chromium for the end-to-end tests. Install one (Debian: "apt-get install -y chromium") ' +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.';
  if (env.CHROMIUM_PATH) {
    return existsSync(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, help }
      : { path: undefined, help: `CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist. ${help}` };
  }
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  if (own && existsSync(own)) return { path: own, help };
  return { path: systemCandidates.find((candidate) => existsSync(candidate)), help };
}

/** Flags that let Chromium run as root in a container without reaching out to the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Skips the calling spec file where no Chromium can be found, saying how to get one. Only outside CI: with CI
 * set, playwright.config.ts fails before any spec runs, so a missing browser can never pass unnoticed.
 */
export function skipWithoutChromium(): void {
  const browser = findChromium();
  // Skipped only where no Chromium is installed; browser.help names the package to install. CI fails instead.
  test.skip(!browser.path, browser.help);
}
