import { create } from 'zustand';
import type {
  AfterSalesChoice,
  AfterSalesCondition,
  AfterSalesKind,
} from '../../../../../shared/after-sales';
import type { AfterSalesDraft } from '../../../../../shared/after-sales-rules';
import type { Change } from '../../../../../shared/outbox';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { keepPerAccount } from '../../../stores/account-scope';
import { refreshOn } from '../../../stores/changed';
import { loadCounts } from '../../../stores/outbox';

interface AfterSalesState {
  /** Each kind's conditions from the local copy, once a screen asked for them. */
  lists: Partial<Record<AfterSalesKind, AfterSalesCondition[]>>;
  /** The offer editor's pickers: every kind's names and ids. */
  choices: AfterSalesChoice[] | null;
  /** Bumped when the active account changes: what was read, or is on its way, is the account left's. */
  generation: number;
  load: (kind: AfterSalesKind) => Promise<void>;
  loadChoices: () => Promise<void>;
}

export const useAfterSalesStore = create<AfterSalesState>((set, get) => ({
  lists: {},
  choices: null,
  generation: 0,
  async load(kind) {
    const mine = get().generation;
    const list = await api.conditions.list({ kind });
    if (get().generation === mine) set((state) => ({ lists: { ...state.lists, [kind]: list } }));
  },
  async loadChoices() {
    const mine = get().generation;
    const choices = await api.conditions.choices({});
    if (get().generation === mine) set({ choices });
  },
}));

/** What the Shop → After-sales tab shows: a kind's list, the condition open beside it, the form being filled. */
interface ConditionsView {
  kind: AfterSalesKind;
  openId: string | null;
  editing: ConditionsEditing;
}

/** The form open over the tab: a new condition (no id) or a change of one. */
export type ConditionsEditing = { draft: AfterSalesDraft; id: string | null } | null;

export const useConditionsView = create<ConditionsView>(() => ({
  kind: 'return-policy',
  openId: null,
  editing: null,
}));

// The kind and the open condition are the account's; a form half filled is closed, as the account's other drafts are.
keepPerAccount<Pick<ConditionsView, 'kind' | 'openId'>>({
  save: () => {
    const { kind, openId } = useConditionsView.getState();
    return { kind, openId };
  },
  restore(saved) {
    const { choices, generation } = useAfterSalesStore.getState();
    useAfterSalesStore.setState({ lists: {}, choices: null, generation: generation + 1 });
    // The offer editor's pickers stay on screen (an offer of this account may be open again): read them anew.
    if (choices !== null) useAfterSalesStore.getState().loadChoices().catch(notifyError);
    useConditionsView.setState({
      kind: saved?.kind ?? 'return-policy',
      openId: saved?.openId ?? null,
      editing: null,
    });
  },
});

async function afterChange(work: Promise<Change>): Promise<Change> {
  const change = await work;
  void loadCounts().catch(notifyError);
  return change;
}

/** A new condition to the outbox; the marketplace gives it its id, and then it shows in the list. */
export const createCondition = (draft: AfterSalesDraft): Promise<Change> =>
  afterChange(api.conditions.create({ draft }));

/** A condition changed whole; shown at once as it was saved. */
export const editCondition = (id: string, draft: AfterSalesDraft): Promise<Change> =>
  afterChange(api.conditions.edit({ id, draft }));

/** A warranty's PDF, sent to the marketplace now (online only): answers the attachment to name. */
export async function uploadAttachment(file: File): Promise<{ id: string; name: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return api.conditions.uploadAttachment({ name: file.name, base64: btoa(binary) });
}

/** Reads again what a screen shows when the conditions (or the outbox sending them) change. */
export function watchAfterSales(): () => void {
  return refreshOn(['after_sales_conditions'], () => {
    const state = useAfterSalesStore.getState();
    for (const kind of Object.keys(state.lists) as AfterSalesKind[]) state.load(kind).catch(notifyError);
    if (state.choices !== null) state.loadChoices().catch(notifyError);
  });
}
