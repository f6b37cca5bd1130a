import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
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
  return create<DetailState<Detail>>((set, get) => ({
    detail: null,
    id: null,
    error: null,
    async load(id) {
      try {
        const detail = await read(id);
        const shown = get();
        set({ detail: shown.id === id ? keepEqual(shown.detail, detail) : detail, id, error: null });
      } catch (error) {
        set({ detail: null, id, error: asBridgeError(error) });
      }
    },
  }));
}
