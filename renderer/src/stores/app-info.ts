import { create } from 'zustand';
import type { AppInfo } from '../../../shared/app-info';
import { api } from '../api/client';

interface AppInfoState {
  info: AppInfo | null;
  load: () => Promise<void>;
}

export const useAppInfoStore = create<AppInfoState>((set) => ({
  info: null,
  async load() {
    set({ info: await api.app.info() });
  },
}));
