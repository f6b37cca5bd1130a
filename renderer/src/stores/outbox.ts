import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import type { Change, ChangeCounts, OfferFields } from '../../../shared/outbox';
import { api, onEvent, onLinkState } from '../api/client';
import { notifyError } from '../app/notify';
import { touches } from './list-store';
import { useOfferDetailStore, useOffersStore } from './offers';

const outboxTables: TableName[] = ['outbox', 'accounts'];

interface OutboxState {
  counts: ChangeCounts;
  /** The panel's changes, while it is open (null when closed or not loaded yet). */
  changes: Change[] | null;
  panelOpen: boolean;
  /** The open offer's changes, newest first, while its history is shown. */
  history: { offerId: string; changes: Change[] } | null;
  setPanelOpen: (open: boolean) => void;
}

export const useOutboxStore = create<OutboxState>((set) => ({
  counts: { waiting: 0, failed: 0, sentToday: 0 },
  changes: null,
  panelOpen: false,
  history: null,
  setPanelOpen(panelOpen) {
    set(panelOpen ? { panelOpen } : { panelOpen, changes: null });
    if (panelOpen) void loadChanges();
  },
}));

export async function loadCounts(): Promise<void> {
  useOutboxStore.setState({ counts: await api.outbox.counts() });
}

export async function loadChanges(): Promise<void> {
  const changes = await api.outbox.list({ limit: 200 });
  if (useOutboxStore.getState().panelOpen) useOutboxStore.setState({ changes });
}

export async function loadHistory(offerId: string): Promise<void> {
  const changes = await api.outbox.history({ offerId });
  useOutboxStore.setState({ history: { offerId, changes } });
}

/**
 * The offers list and the open offer asked again at once, not after the core's coalesced `changed`: the
 * seller's value shows as waiting as soon as it is stored.
 */
function showLocalCopy(): void {
  useOffersStore.getState().refresh();
  const open = useOffersStore.getState().openId;
  if (open) void useOfferDetailStore.getState().load(open);
}

async function afterChange<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  showLocalCopy();
  void loadCounts().catch(notifyError);
  return result;
}

/** Stores an offer's change (its values show at once, marked as waiting); the outbox sends it. */
export const changeOffer = (offerId: string, fields: OfferFields): Promise<Change[]> =>
  afterChange(api.outbox.changeOffer({ offerId, fields }));

export const retryChange = (id: number): Promise<Change[]> => afterChange(api.outbox.retry({ id }));
export const discardChange = (id: number): Promise<Change> => afterChange(api.outbox.discard({ id }));
/** A new change back to the values before this one. */
export const undoChange = (id: number): Promise<Change[]> => afterChange(api.outbox.undo({ id }));

/** Re-queries the counts, the open panel and the shown history when the outbox changes. */
export function watchOutbox(): () => void {
  const reload = () => {
    void loadCounts().catch(notifyError);
    const { panelOpen, history } = useOutboxStore.getState();
    if (panelOpen) void loadChanges().catch(notifyError);
    if (history) void loadHistory(history.offerId).catch(notifyError);
  };
  const offChanged = onEvent('changed', ({ tables }) => {
    if (touches(tables, outboxTables)) reload();
  });
  const offLink = onLinkState((state) => {
    if (state === 'open') reload();
  });
  return () => {
    offChanged();
    offLink();
  };
}
