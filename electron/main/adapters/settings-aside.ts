import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Opens the settings store of the data folder. A `settings.json` that is not JSON (cut short by a crash, edited by
 * hand) makes conf throw at once; it is kept for the seller under a new name and the store opened anew on the
 * defaults, so a broken preferences file never stops the app.
 */
export function openSettingsKeepingBroken<T>(
  dataDir: string,
  open: () => T,
  onSetAside?: (file: string) => void,
): T {
  try {
    return open();
  } catch (error) {
    const file = join(dataDir, 'settings.json');
    if (!(error instanceof SyntaxError) || !existsSync(file)) throw error;
    const aside = join(dataDir, `settings.json.unreadable-${Date.now()}`);
    renameSync(file, aside);
    const store = open();
    onSetAside?.(aside);
    return store;
  }
}
