import { create } from 'zustand';
import type { BatchChange, BatchPreviewRow, Change } from '../../../shared/outbox';
import { api } from '../api/client';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
import {
  batchChangeOf,
  batchProgress,
  type BatchAction,
  type BatchValueProblem,
  withSkipped,
} from '../features/offers/batch-form';
import { keepPerAccount } from './account-scope';
import { refreshOn } from './changed';
import { useOffersStore } from './offers';
import { createSelectionStore } from './selection-store';

/** Offers ticked in the list for a change of many at once. */
export const useOfferTicksStore = createSelectionStore();

/** Every offer the list's current filters match, not only the loaded rows: "tick all". */
export function allMatchingOfferIds(): Promise<string[]> {
  const { sort, status, format, search } = useOffersStore.getState().query;
  return api.offers.ids({ sort, status, format, search });
}

/** The dialog's steps: the change to make, every row's preview, the sending, each offer's result. */
export type BatchStep = 'form' | 'preview' | 'sending' | 'results';

interface OfferBatchState {
  open: boolean;
  step: BatchStep;
  offerIds: string[];
  action: BatchAction;
  value: string;
  problem: BatchValueProblem | null;
  /** A call to the core is under way: the buttons wait. */
  busy: boolean;
  error: BridgeError | null;
  change: BatchChange | null;
  preview: BatchPreviewRow[];
  batchIds: number[];
  /** How many offers' changes were stored (the preview's rows less those left out). */
  stored: number;
  /** Each stored offer's change, as the outbox last reported it. */
  changes: Change[];
  /** The offers left out when the batch was stored, with why. */
  skipped: BatchPreviewRow[];
  start: (offerIds: string[]) => void;
  setAction: (action: BatchAction) => void;
  setValue: (value: string) => void;
  showPreview: () => Promise<void>;
  back: () => void;
  send: () => Promise<void>;
  /** Asks the outbox again where the batch's changes stand. */
  reload: () => Promise<void>;
  close: () => void;
}

const initial = {
  step: 'form' as BatchStep,
  problem: null,
  busy: false,
  error: null,
  change: null,
  preview: [],
  batchIds: [],
  stored: 0,
  changes: [],
  skipped: [],
};

/**
 * A change of many offers from the list: the seller picks it, sees every row before and after (and what the
 * rules leave out), sends it, then watches each offer's change settle. The outbox stores and sends it, so closing
 * the dialog stops nothing: the changes panel keeps showing them.
 */
export const useOfferBatchStore = create<OfferBatchState>((set, get) => ({
  open: false,
  offerIds: [],
  action: 'price.raisePercent',
  value: '',
  ...initial,
  start: (offerIds) => set({ open: true, offerIds, ...initial }),
  setAction: (action) => set({ action, problem: null }),
  setValue: (value) => set({ value, problem: null }),
  async showPreview() {
    const { action, value, offerIds, busy } = get();
    if (busy) return;
    const made = batchChangeOf(action, value);
    if ('problem' in made) {
      set({ problem: made.problem });
      return;
    }
    set({ busy: true, error: null });
    try {
      const preview = await api.offers.preview({ offerIds, change: made.change });
      set({ step: 'preview', change: made.change, preview });
    } catch (error) {
      set({ error: asBridgeError(error) });
    } finally {
      set({ busy: false });
    }
  },
  back: () => set({ step: 'form', preview: [], change: null, error: null }),
  async send() {
    const { change, offerIds, busy, step } = get();
    if (busy || step !== 'preview' || !change) return;
    set({ busy: true, error: null });
    try {
      const stored = await api.offers.changeMany({ offerIds, change });
      set({
        step: 'sending',
        batchIds: stored.batchIds,
        stored: stored.changeIds.length,
        skipped: stored.skipped,
        preview: withSkipped(get().preview, stored.skipped),
        changes: [],
      });
      await get().reload();
    } catch (error) {
      set({ error: asBridgeError(error) });
    } finally {
      set({ busy: false });
    }
  },
  async reload() {
    const { batchIds, step } = get();
    if (step !== 'sending' && step !== 'results') return;
    try {
      const changes = batchIds.length ? await api.offers.batchResults({ batchIds }) : [];
      if (get().batchIds !== batchIds) return;
      const finished = batchProgress(changes, get().stored).finished;
      set({ changes, step: finished ? 'results' : 'sending' });
      if (finished && step === 'sending') untickSent(changes);
    } catch (error) {
      set({ error: asBridgeError(error) });
    }
  },
  close: () => set({ open: false }),
}));

// The offers chosen are the account left's: the dialog closes (the outbox panel still follows a batch sent).
keepPerAccount<null>({
  save: () => null,
  restore: () => useOfferBatchStore.setState({ open: false, offerIds: [], ...initial }),
});

/** The offers whose change went through leave the selection; the refused ones stay ticked for another go. */
function untickSent(changes: readonly Change[]): void {
  const sent = new Set(changes.filter((c) => c.state === 'sent').map((c) => c.entityId));
  const ticks = useOfferTicksStore.getState();
  ticks.set([...ticks.ids].filter((id) => !sent.has(id)));
}

/** Follows the batch being sent: each `changed` of the outbox re-reads its changes. */
export function watchOfferBatch(): () => void {
  return refreshOn(['outbox'], () => {
    const { open, step } = useOfferBatchStore.getState();
    if (open && (step === 'sending' || step === 'results')) void useOfferBatchStore.getState().reload();
  });
}
