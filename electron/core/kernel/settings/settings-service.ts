import { settingsSchema, type Settings, type SettingsPatch } from '../../../../shared/settings';
import type { EventBus } from '../event-bus';
import type { SettingsStore } from '../ports';

export interface SettingsService {
  get(): Settings;
  update(patch: SettingsPatch): Settings;
}

export function createSettingsService(deps: { store: SettingsStore; events: EventBus }): SettingsService {
  return {
    get: () => deps.store.get(),
    update(patch) {
      const next = settingsSchema.parse({ ...deps.store.get(), ...patch });
      deps.store.set(next);
      deps.events.emit('changed', { tables: ['settings'] });
      return next;
    },
  };
}
