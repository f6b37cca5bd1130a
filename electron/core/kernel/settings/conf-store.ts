import Conf from 'conf';
import { defaultSettings, settingsSchema, type Settings } from '../../../../shared/settings';
import type { SettingsStore } from '../ports';

/**
 * Settings in `settings.json` of the data folder through conf, the library electron-store is built on,
 * so the desktop app, the command line and the web host read and write the same file.
 */
export function createConfSettingsStore(dataDir: string): SettingsStore {
  const conf = new Conf<Settings>({
    cwd: dataDir,
    configName: 'settings',
    defaults: defaultSettings,
    projectName: 'seller-desk',
    // The seller's alone, like everything in the data folder.
    configFileMode: 0o600,
  });
  return {
    get: () => readSettings(conf.store),
    set: (settings) => {
      conf.store = settings;
    },
  };
}

/** A hand-edited or older file must not break start-up: unknown or invalid values fall back to defaults. */
export function readSettings(raw: unknown): Settings {
  const merged = { ...defaultSettings, ...(typeof raw === 'object' && raw !== null ? raw : {}) };
  const parsed = settingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const fields = { ...defaultSettings };
  for (const key of Object.keys(defaultSettings) as (keyof Settings)[]) {
    const one = settingsSchema.shape[key].safeParse((merged as Record<string, unknown>)[key]);
    if (one.success) (fields as Record<string, unknown>)[key] = one.data;
  }
  return fields;
}
