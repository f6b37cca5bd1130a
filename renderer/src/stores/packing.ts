import { create } from 'zustand';
import {
  parcelDraftSchema,
  type AddressProblem,
  type OrderHistoryEntry,
  type ParcelDraft,
  type Shipment,
  type ShipResult,
} from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { OrderDetail } from '../../../shared/orders';
import type { EnqueueResult } from '../../../shared/printing';
import type { PackingView } from '../../../shared/packing-scan';
import { api } from '../api/client';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
import { notifyError } from '../app/notify';
import { keepPerAccount } from './account-scope';
import { stationStateOf, useStationStore } from './station';

/** How long the seller may pause typing before the edited draft is checked again. */
const checkDelayMs = 350;

interface PackingState {
  /** The order being packed: open in the shipping section or in an order's detail. */
  orderId: string | null;
  /** The order as the local copy has it: items, message, delivery. */
  order: OrderDetail | null;
  templateId: number | null;
  /** The draft as the seller edits it; null until the core answered. */
  draft: ParcelDraft | null;
  /** The seller changed the draft: it is sent with the parcel instead of the template's values. */
  edited: boolean;
  /** What the address check finds in the draft (the core's check, or the form's own for a malformed field). */
  problems: AddressProblem[];
  /** The marketplace's words from the last refused parcel, at their fields. */
  errors: FieldError[];
  shipments: Shipment[];
  history: OrderHistoryEntry[];
  /** Another station took the order (PROCESSING, not from here): the view says so before anything is made. */
  takenElsewhere: boolean;
  /** The version of the view shown: a reload that finds it unchanged leaves the view as it is. */
  version: string | null;
  loadError: BridgeError | null;
  shipping: boolean;
  open: (orderId: string | null) => void;
  /** Opens the order with the view a scan answered, read with it (and the parcel the scan made, if it did). */
  show: (view: PackingView, result?: ShipResult) => void;
  /**
   * The local copy changed: the view again, kept as it is when nothing of this order changed, and its draft only
   * while the seller has not edited it.
   */
  reload: () => void;
  chooseTemplate: (templateId: number) => void;
  edit: (draft: ParcelDraft) => void;
  /**
   * Creates the parcel and prints its label; the answer is shown on the station, where "already has a label"
   * offers the explicit second parcel (`additional`). Null when nothing was asked.
   */
  /** `claim`: pack it here although another station took it (the seller chose so). */
  ship: (options?: {
    additional?: boolean;
    claim?: boolean;
    skipPrinterCheck?: boolean;
  }) => Promise<ShipResult | null>;
  printLabel: (shipmentId: number, force?: boolean) => Promise<EnqueueResult>;
  cancel: (shipmentId: number) => Promise<void>;
  retry: (shipmentId: number) => Promise<void>;
}

/** Problems the form finds itself: a field the draft's schema refuses, before the core is asked. */
function formProblems(draft: ParcelDraft): AddressProblem[] | null {
  const parsed = parcelDraftSchema.safeParse(draft);
  if (parsed.success) return null;
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: 'required' }));
}

let checkTimer: ReturnType<typeof setTimeout> | undefined;
/** Draft answers that arrive for an older order or an older edit are dropped. */
let generation = 0;

/** What the packing view holds when no order (or a new one, not read yet) is open. */
const nothingOpen = {
  order: null,
  templateId: null,
  draft: null,
  edited: false,
  problems: [],
  errors: [],
  shipments: [],
  history: [],
  takenElsewhere: false,
  version: null,
  loadError: null,
} satisfies Partial<PackingState>;

export const usePackingStore = create<PackingState>((set, get) => {
  // The view and its draft are the account left's: the panel that shows an order of the new one opens it again.
  keepPerAccount<null>({ save: () => null, restore: () => get().open(null) });
  /** Takes a view read for the open order; its draft only when asked (the seller's edits are kept otherwise). */
  const take = (view: PackingView, withDraft: boolean) => {
    const { order, shipments, history, takenElsewhere, version } = view;
    set({ order, shipments, history, takenElsewhere, version, loadError: null });
    if (withDraft) {
      set({ templateId: view.templateId, draft: view.draft, problems: view.problems, edited: false });
    }
  };
  const load = async (orderId: string, options: { templateId?: number | undefined; fresh: boolean }) => {
    // The draft is read again only while the seller has not edited it (nor is it being shipped); its answer is
    // dropped if an edit or a newer read comes first.
    const withDraft = options.fresh || !(get().edited || get().shipping);
    const mine = withDraft ? ++generation : generation;
    const { templateId } = options;
    // A view read before is sent as known: the core answers null when nothing it shows changed.
    const known = options.fresh ? undefined : (get().version ?? undefined);
    try {
      const view = await api.shipping.packingView({
        orderId,
        ...(templateId ? { templateId } : {}),
        ...(known ? { known } : {}),
      });
      if (get().orderId !== orderId || !view) return;
      take(view, withDraft && mine === generation);
    } catch (error) {
      if (get().orderId === orderId) set({ loadError: asBridgeError(error) });
    }
  };

  return {
    orderId: null,
    ...nothingOpen,
    shipping: false,

    open(orderId) {
      if (orderId === get().orderId) return;
      clearTimeout(checkTimer);
      generation++;
      set({ orderId, ...nothingOpen });
      if (!orderId) return;
      void load(orderId, { fresh: true });
    },
    show(view, result) {
      if (view.orderId !== get().orderId) {
        clearTimeout(checkTimer);
        set({ orderId: view.orderId, ...nothingOpen });
      }
      generation++;
      take(view, true);
      if (result?.status === 'needsAttention') set({ problems: result.problems, errors: result.errors });
    },
    reload() {
      const { orderId, templateId } = get();
      if (!orderId) return;
      void load(orderId, { templateId: templateId ?? undefined, fresh: false });
    },
    chooseTemplate(templateId) {
      const { orderId } = get();
      if (orderId) void load(orderId, { templateId, fresh: true });
    },
    edit(draft) {
      const { orderId } = get();
      if (!orderId) return;
      const mine = ++generation;
      set({ draft, edited: true, errors: [] });
      clearTimeout(checkTimer);
      const own = formProblems(draft);
      if (own) {
        set({ problems: own });
        return;
      }
      checkTimer = setTimeout(() => {
        api.shipping.checkDraft({ orderId, draft }).then((problems) => {
          if (mine === generation) set({ problems });
        }, notifyError);
      }, checkDelayMs);
    },
    async ship(options = {}) {
      const { orderId, draft, edited, templateId, shipping } = get();
      if (!orderId || shipping) return null;
      if (draft && edited) {
        const own = formProblems(draft);
        if (own) {
          set({ problems: own });
          return null;
        }
      }
      set({ shipping: true });
      const station = useStationStore.getState();
      station.show({ kind: 'working', code: null, orderId });
      try {
        const result = await api.shipping.ship({
          orderId,
          additional: options.additional ?? false,
          ...(options.claim ? { claim: true } : {}),
          ...(options.skipPrinterCheck ? { skipPrinterCheck: true } : {}),
          ...(templateId ? { templateId } : {}),
          ...(draft && edited ? { draft } : {}),
        });
        if (get().orderId === orderId) {
          if (result.status === 'needsAttention') set({ problems: result.problems, errors: result.errors });
          if (result.status === 'shipped') set({ edited: false, errors: [] });
        }
        station.show(stationStateOf(orderId, result, options));
        return result;
      } catch (error) {
        // The failure is shown in large like every other answer; nobody else reports it.
        station.show({ kind: 'failed', orderId, error: asBridgeError(error) });
        return null;
      } finally {
        set({ shipping: false });
        get().reload();
      }
    },
    async printLabel(shipmentId, force = false) {
      return api.shipping.printLabel({ shipmentId, force });
    },
    async cancel(shipmentId) {
      await api.shipping.cancel({ shipmentId });
      get().reload();
    },
    async retry(shipmentId) {
      await api.shipping.retry({ shipmentId });
      get().reload();
    },
  };
});
