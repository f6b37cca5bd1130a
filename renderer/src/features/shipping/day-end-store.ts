import { create } from 'zustand';
import type { DayEndCarrier, DayEndResult } from '../../../../shared/day-end';
import type { PickupSlot } from '../../../../shared/shipping';
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
  chosen: Record<string, PickupSlot>;
  running: boolean;
  open: () => void;
  close: () => void;
  choose: (key: string, slot: PickupSlot) => void;
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
    // A second run goes on with the carriers not done yet: those cut short, and those whose document could not be
    // made or whose courier could not be asked (the marketplace did not answer).
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
        // Kept from the first run: a courier not reached then is asked for the same time.
        const slot = get().chosen[key];
        const done = await api.shipping.dayEnd({
          date: plan.date,
          // A document printed in an earlier run is not printed again.
          print: carrier.job === null,
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
          steps: {
            ...get().steps,
            [key]: done.carriers[0] && unfinished(done.carriers[0]) ? 'pending' : 'done',
          },
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

/** Something of the carrier is still to do once the marketplace answers. */
const unfinished = (carrier: DayEndCarrier): boolean =>
  carrier.documentError !== null || carrier.pickup.status === 'failed';

// The day is the account's: switching accounts closes it.
keepPerAccount<null>({ save: () => null, restore: () => useDayEndStore.getState().close() });
