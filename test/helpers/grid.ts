import type { Locator } from '@playwright/test';

/**
 * A list's rows as ARIA numbers them: the header is the grid's row 1, so the list's first row (index 0) is row 2,
 * and `aria-rowcount` counts the header too.
 */
export const gridRow = (table: Locator, index: number): Locator =>
  table.locator(`[role="grid"] [role="row"][aria-rowindex="${index + 2}"]`);

/** The list's rows on screen, without the header. */
export const gridRows = (table: Locator): Locator =>
  table.locator('[role="grid"] [role="rowgroup"] [role="row"]');

/** How many rows the list holds (what its `aria-rowcount` says, less the header). */
export async function gridRowTotal(table: Locator): Promise<number> {
  return Number(await table.getByRole('grid').getAttribute('aria-rowcount')) - 1;
}
