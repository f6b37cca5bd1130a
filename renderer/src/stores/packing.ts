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
import { api } from '../api/client';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
import { notifyError } from '../app/notify';
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
  loadError: BridgeError | null;
  shipping: boolean;
  open: (orderId: string | null) => void;
  /** The local copy changed: shipments and history again, and the draft while the seller has not edited it. */
  reload: () => void;
  chooseTemplate: (templateId: number) => void;
  edit: (draft: ParcelDraft) => void;
  /**
   * Creates the parcel and prints its label; the answer is shown on the station, where "already has a label"
   * offers the explicit second parcel (`additional`). Null when nothing was asked.
   */
  /** `claim`: pack it here although another station took it (the seller chose so). */
  ship: (options?: { additional?: boolean; claim?: boolean }) => Promise<ShipResult | null>;
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
  loadError: null,
} satisfies Partial<PackingState>;

export const usePackingStore = create<PackingState>((set, get) => {
  const loadRecords = async (orderId: string) => {
    const [order, shipments, history, takenElsewhere] = await Promise.all([
      api.orders.get({ orderId }),
      api.shipping.shipments({ orderId }),
      api.shipping.history({ orderId }),
      api.shipping.takenElsewhere({ orderId }),
    ]);
    if (get().orderId === orderId) set({ order, shipments, history, takenElsewhere });
  };
  const loadDraft = async (orderId: string, templateId?: number) => {
    const mine = ++generation;
    try {
      const answer = await api.shipping.draft({ orderId, ...(templateId ? { templateId } : {}) });
      if (mine !== generation) return;
      set({
        templateId: answer.templateId,
        draft: answer.draft,
        problems: answer.problems,
        edited: false,
        loadError: null,
      });
    } catch (error) {
      if (mine === generation) set({ loadError: asBridgeError(error) });
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
      void loadDraft(orderId);
      loadRecords(orderId).catch(notifyError);
    },
    reload() {
      const { orderId, edited, templateId } = get();
      if (!orderId) return;
      if (!edited && !get().shipping) void loadDraft(orderId, templateId ?? undefined);
      loadRecords(orderId).catch(notifyError);
    },
    chooseTemplate(templateId) {
      const { orderId } = get();
      if (orderId) void loadDraft(orderId, templateId);
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
          ...(templateId ? { templateId } : {}),
          ...(draft && edited ? { draft } : {}),
        });
        if (get().orderId === orderId) {
          if (result.status === 'needsAttention') set({ problems: result.problems, errors: result.errors });
          if (result.status === 'shipped') set({ edited: false, errors: [] });
        }
        station.show(stationStateOf(orderId, result));
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
