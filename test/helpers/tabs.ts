import { expect, type Page } from '@playwright/test';

/**
 * Opens a tab of a section made of tabs (its test id, `<section>-tab-<id>`) and checks it is the one shown. The
 * section can still move under the pointer as it is clicked (the first sync's banner appears above it), so a click
 * that landed beside the tab is made again rather than failing the test later on a panel that never opened.
 */
export async function openTab(page: Page, testId: string): Promise<void> {
  const tab = page.getByTestId(testId);
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
