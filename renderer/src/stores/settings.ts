import { create } from 'zustand';
import type { Settings, SettingsPatch } from '../../../shared/settings';
import { api } from '../api/client';
import { refreshOn } from './changed';

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

/**
 * The core changes settings too (the active account after a sign-in): follow it. A failed read goes to `onError`
 * (the app's notifications), handed in so this store, which the notifications read the language from, needs none.
 */
export function watchSettings(onError: (error: unknown) => void): () => void {
  return refreshOn(['settings'], () => void useSettingsStore.getState().load().catch(onError));
}
