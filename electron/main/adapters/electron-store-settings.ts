import Store from 'electron-store';
import { defaultSettings, type Settings } from '../../../shared/settings';
import { readSettings } from '../../core/kernel/settings/conf-store';
import type { SettingsStore } from '../../core/kernel/ports';
import { openSettingsKeepingBroken } from './settings-aside';

export interface ElectronSettingsOptions {
  /** `settings.json` was not JSON: it was kept under this name and the defaults are used. */
  onSetAside?: (file: string) => void;
}

/** Same file and format as the command line's conf store: `settings.json` in the data folder. */
export function createElectronSettingsStore(
  dataDir: string,
  options: ElectronSettingsOptions = {},
): SettingsStore {
  const store = openSettingsKeepingBroken(
    dataDir,
    () => new Store<Settings>({ cwd: dataDir, name: 'settings', defaults: defaultSettings }),
    options.onSetAside,
  );
  return {
    get: () => readSettings(store.store),
    set: (settings) => {
      store.store = settings;
    },
  };
}
