import Store from 'electron-store';
import { defaultSettings, type Settings } from '../../../shared/settings';
import { readSettings } from '../../core/kernel/settings/conf-store';
import type { SettingsStore } from '../../core/kernel/ports';

/**
 * Same file and format as the command line's conf store: `settings.json` in the data folder. A file that is not JSON
 * never reaches here: the start-up keeps it aside first (kernel/settings/settings-file.ts).
 */
export function createElectronSettingsStore(dataDir: string): SettingsStore {
  const store = new Store<Settings>({ cwd: dataDir, name: 'settings', defaults: defaultSettings });
  return {
    get: () => readSettings(store.store),
    set: (settings) => {
      store.store = settings;
    },
  };
}
