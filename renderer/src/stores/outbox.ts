import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import {
  openChangeStates,
  type Change,
  type ChangeCounts,
  type ChangeState,
  type OfferField,
  type OfferFields,
} from '../../../shared/outbox';
import { api, onLinkState } from '../api/client';
import { notifyError } from '../app/notify';
import { refreshOn } from './changed';
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
  const changes = await api.offers.history({ offerId });
  useOutboxStore.setState({ history: { offerId, changes } });
}

/**
 * The offers list and the open offer asked again right away, not after the core's coalesced `changed`: the
 * seller's value shows as soon as it is stored.
 */
function showLocalCopy(): void {
  useOffersStore.getState().refresh();
  const open = useOffersStore.getState().openId;
  if (open) void useOfferDetailStore.getState().load(open);
}

async function afterChange<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  // Re-rendering the list and the offer takes tens of milliseconds on a slow machine: the frame with the waiting
  // mark (markWaiting) is painted first. A hidden window paints no frame; the core's `changed` reloads both then.
  requestAnimationFrame(() => setTimeout(showLocalCopy));
  void loadCounts().catch(notifyError);
  return result;
}

/**
 * The open offer's fields marked waiting from the stored changes themselves, without waiting for the offer to be
 * read back: the mark shows one round trip sooner (the read that follows brings the values and confirms it).
 */
function markWaiting(offerId: string, changes: Change[]): Change[] {
  const { id, detail } = useOfferDetailStore.getState();
  if (id !== offerId || !detail) return changes;
  const open = changes.filter((change) =>
    (openChangeStates as readonly ChangeState[]).includes(change.state),
  );
  const fields = open.flatMap((change) => Object.keys(change.fields) as OfferField[]);
  const waiting = [...new Set([...detail.waiting, ...fields])];
  if (waiting.length > detail.waiting.length)
    useOfferDetailStore.setState({ detail: { ...detail, waiting } });
  return changes;
}

/** Stores an offer's change (its values show at once, marked as waiting); the outbox sends it. */
export const changeOffer = (offerId: string, fields: OfferFields): Promise<Change[]> =>
  afterChange(api.offers.change({ offerId, fields }).then((changes) => markWaiting(offerId, changes)));

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
  const offChanged = refreshOn(outboxTables, reload);
  const offLink = onLinkState((state) => {
    if (state === 'open') reload();
  });
  return () => {
    offChanged();
    offLink();
  };
}
