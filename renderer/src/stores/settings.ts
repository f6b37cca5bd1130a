import { create } from 'zustand';
import type { Settings, SettingsPatch } from '../../../shared/settings';
import { api } from '../api/client';

interface SettingsState {
  settings: Settings | null;
  load: () => Promise<void>;
  update: (patch: SettingsPatch) => Promise<void>;
}

export const useSettingsStore = create<SettingsState>((set) => ({
  settings: null,
  async load() {
    set({ settings: await api.settings.get() });
  },
  async update(patch) {
    set({ settings: await api.settings.set(patch) });
  },
}));
