import { create } from 'zustand';
import type { ShipResult } from '../../../shared/shipping';
import { api } from '../api/client';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
import { scopedAccount } from './account-scope';
import { useSelectionStore } from './shipping';

export type BatchOutcome = { orderId: string } & ({ result: ShipResult } | { error: BridgeError });

interface BatchState {
  /** The dialog with the progress and the per-order results is open. */
  open: boolean;
  running: boolean;
  orderIds: string[];
  outcomes: BatchOutcome[];
  /** The seller stopped the run: the orders not reached yet are left as they are. */
  stopped: boolean;
  run: (orderIds: string[]) => Promise<void>;
  stop: () => void;
  close: () => void;
}

/**
 * "Create parcels and print labels" for the ticked orders: one order after another (each parcel's command is
 * stored before the next starts), never two at once, so a failure stops nothing but that order.
 */
export const useBatchStore = create<BatchState>((set, get) => ({
  open: false,
  running: false,
  orderIds: [],
  outcomes: [],
  stopped: false,
  async run(orderIds) {
    if (get().running) return;
    set({ open: true, running: true, orderIds, outcomes: [], stopped: false });
    // The orders are the account's whose list ticked them, though the seller switches accounts during the run.
    const accountId = scopedAccount();
    const account = accountId === null ? {} : { accountId };
    for (const orderId of orderIds) {
      if (get().stopped) break;
      let outcome: BatchOutcome;
      try {
        outcome = { orderId, result: await api.shipping.ship({ ...account, orderId, additional: false }) };
      } catch (error) {
        outcome = { orderId, error: asBridgeError(error) };
      }
      set({ outcomes: [...get().outcomes, outcome] });
      // The label printer cannot print: the next orders would stop the same way, each after asking it again.
      if ('result' in outcome && outcome.result.status === 'printerNotReady') set({ stopped: true });
    }
    set({ running: false });
    // Another account's ticks are on screen now: the ones of this run are kept as they were.
    if (scopedAccount() !== accountId) return;
    // The orders that got their parcel leave the selection; the rest stay ticked for another go.
    const done = new Set(
      get()
        .outcomes.filter(
          (o) => 'result' in o && (o.result.status === 'shipped' || o.result.status === 'waiting'),
        )
        .map((o) => o.orderId),
    );
    const selection = useSelectionStore.getState();
    selection.set([...selection.ids].filter((id) => !done.has(id)));
  },
  stop: () => set({ stopped: true }),
  close: () => {
    if (!get().running) set({ open: false });
  },
}));
