import { create } from 'zustand';
import { keepPerAccount } from './account-scope';

export interface SelectionState {
  /** The ticked rows' ids. */
  ids: ReadonlySet<string>;
  /** The row a Shift+click extends from. */
  anchor: number | null;
  toggle: (id: string, index: number) => void;
  /** Ticks the rows from the anchor to this one (the ids of the loaded rows in between). */
  extend: (ids: string[], index: number) => void;
  set: (ids: Iterable<string>) => void;
  clear: () => void;
}

/** Ticked rows of a list (click, Shift+click, Ctrl/Cmd+click, all): one store per list. */
export function createSelectionStore() {
  const store = create<SelectionState>((set, get) => ({
    ids: new Set(),
    anchor: null,
    toggle(id, index) {
      const ids = new Set(get().ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      set({ ids, anchor: index });
    },
    extend(range, index) {
      set({ ids: new Set([...get().ids, ...range]), anchor: index });
    },
    set: (ids) => set({ ids: new Set(ids), anchor: null }),
    clear: () => set({ ids: new Set(), anchor: null }),
  }));
  // Ticks name rows of one account: an action on them must never reach another's.
  keepPerAccount<Pick<SelectionState, 'ids' | 'anchor'>>({
    save: () => ({ ids: store.getState().ids, anchor: store.getState().anchor }),
    restore: (saved) => store.setState(saved ?? { ids: new Set(), anchor: null }),
  });
  return store;
}

/**
 * The ids of the rows from the anchor to this row, both included, in either direction; without an anchor only
 * this row. Rows not loaded (`rowAt` answers undefined) are left out.
 */
export function idsBetween(
  anchor: number | null,
  index: number,
  rowAt: (index: number) => { id: string } | undefined,
): string[] {
  const from = Math.min(anchor ?? index, index);
  const to = Math.max(anchor ?? index, index);
  const ids: string[] = [];
  for (let i = from; i <= to; i++) {
    const row = rowAt(i);
    if (row) ids.push(row.id);
  }
  return ids;
}
