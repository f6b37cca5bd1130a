import { create } from 'zustand';
import type { DayEndCarrier, DayEndResult, PickupSlot } from '../../../../shared/shipping';
import { api } from '../../api/client';
import { keepPerAccount } from '../../stores/account-scope';

export type DayEndStep = 'pending' | 'running' | 'done';

export const slotKey = (slot: PickupSlot): string => `${slot.date} ${slot.minTime}-${slot.maxTime}`;
export const carrierKey = (carrier: Pick<DayEndCarrier, 'carrierId'>): string => carrier.carrierId ?? '';

interface DayEndState {
  opened: boolean;
  /** What the end of the day will do (then did) per carrier, and what is left over. */
  result: DayEndResult | null;
  error: unknown;
  /** Each carrier's part of the run, by carrier key. */
  steps: Record<string, DayEndStep>;
  /** The pickup slot chosen for a carrier that proposed several, by carrier key. */
  chosen: Record<string, string>;
  running: boolean;
  open: () => void;
  close: () => void;
  choose: (key: string, slot: string) => void;
  run: () => Promise<void>;
}

const cleared = { result: null, error: null, steps: {}, chosen: {}, running: false };

/**
 * The end of the day in Shipping: first what it will do (counts, the slots to choose), then, carrier after carrier,
 * the documents printed and the couriers booked, so the seller sees each one finish.
 */
export const useDayEndStore = create<DayEndState>((set, get) => ({
  opened: false,
  ...cleared,
  open() {
    set({ opened: true, ...cleared });
    api.shipping.dayEndPlan({}).then(
      (result) => {
        if (get().opened) set({ result });
      },
      (error: unknown) => set({ error }),
    );
  },
  close: () => set({ opened: false, ...cleared }),
  choose: (key, slot) => set({ chosen: { ...get().chosen, [key]: slot } }),
  async run() {
    const plan = get().result;
    if (!plan || get().running) return;
    // A run cut short (the connection) goes on with the carriers not done yet.
    const todo = plan.carriers.filter((c) => get().steps[carrierKey(c)] !== 'done');
    set({
      running: true,
      error: null,
      steps: { ...get().steps, ...Object.fromEntries(todo.map((c) => [carrierKey(c), 'pending'])) },
    });
    try {
      for (const carrier of todo) {
        const key = carrierKey(carrier);
        set({ steps: { ...get().steps, [key]: 'running' } });
        const slot =
          carrier.pickup.status === 'choose' ? chosenSlot(carrier.pickup.slots, get().chosen[key]) : null;
        const done = await api.shipping.dayEnd({
          date: plan.date,
          print: true,
          carriers: [carrier.carrierId],
          ...(slot ? { slots: [{ carrierId: carrier.carrierId, slot }] } : {}),
        });
        const current = get().result;
        if (!get().opened || !current) return;
        set({
          result: {
            ...current,
            carriers: current.carriers.map((c) => (carrierKey(c) === key ? (done.carriers[0] ?? c) : c)),
            leftOver: done.leftOver,
          },
          steps: { ...get().steps, [key]: 'done' },
        });
      }
    } catch (error) {
      // The carrier that failed is not done: it shows as waiting beside the error.
      const steps = Object.entries(get().steps).map(([key, step]) => [
        key,
        step === 'running' ? 'pending' : step,
      ]);
      set({ error, steps: Object.fromEntries(steps) as Record<string, DayEndStep> });
    } finally {
      set({ running: false });
    }
  },
}));

const chosenSlot = (slots: PickupSlot[], key: string | undefined): PickupSlot | null =>
  slots.find((slot) => slotKey(slot) === key) ?? null;

// The day is the account's: switching accounts closes it.
keepPerAccount<null>({ save: () => null, restore: () => useDayEndStore.getState().close() });
