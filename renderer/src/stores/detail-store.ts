import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
import { keepPerAccount } from './account-scope';
import { keepEqual } from './keep-equal';

export interface DetailState<Detail> {
  /** The record shown, once loaded; `id` says which one it is. */
  detail: Detail | null;
  id: string | null;
  /** Why the record could not be shown (not in the local copy, say). */
  error: BridgeError | null;
  /** Loads a record; a failure lands in `error`, never as a rejection. */
  load: (id: string) => Promise<void>;
}

export type DetailStore<Detail> = UseBoundStore<StoreApi<DetailState<Detail>>>;

/** The open record of a list section, read from the local copy; the section's `watchX()` reloads it. */
export function createDetailStore<Detail>(read: (id: string) => Promise<Detail>): DetailStore<Detail> {
  // A read that answers after the account changed is the account left's: it is dropped.
  let generation = 0;
  const store = create<DetailState<Detail>>((set, get) => ({
    detail: null,
    id: null,
    error: null,
    async load(id) {
      const mine = generation;
      try {
        const detail = await read(id);
        if (mine !== generation) return;
        const shown = get();
        set({ detail: shown.id === id ? keepEqual(shown.detail, detail) : detail, id, error: null });
      } catch (error) {
        if (mine === generation) set({ detail: null, id, error: asBridgeError(error) });
      }
    },
  }));
  // The record read is the account left's (ids may repeat across accounts): the list's open id reads it again.
  keepPerAccount<null>({
    save: () => null,
    restore() {
      generation++;
      store.setState({ detail: null, id: null, error: null });
    },
  });
  return store;
}
