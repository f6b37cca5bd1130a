import { create } from 'zustand';
import type { BackupEntry } from '../../../shared/backups';
import { api } from '../api/client';

interface BackupsState {
  backups: BackupEntry[] | null;
  /** A restore is staged: the app says "restart to finish" until it starts again. */
  restartNeeded: boolean;
  load: () => Promise<void>;
  backUpNow: () => Promise<BackupEntry>;
  restore: (name: string) => Promise<void>;
}

export const useBackupsStore = create<BackupsState>((set, get) => ({
  backups: null,
  restartNeeded: false,
  async load() {
    set({ backups: await api.backups.list() });
  },
  async backUpNow() {
    const made = await api.backups.backUpNow();
    await get().load();
    return made;
  },
  async restore(name) {
    const staged = await api.backups.restore({ name });
    set({ restartNeeded: staged.restartNeeded });
  },
}));
