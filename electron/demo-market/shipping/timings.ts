import type { Parcel, ParcelCommand } from '../state/types';

interface Timing {
  commandId: string;
  family: ParcelCommand['family'];
  /** Real time (performance.now) when the create request arrived. */
  receivedAt: number;
  /** Real time when a status read first answered SUCCESS. */
  succeededAt: number | null;
  parcelId: string | null;
  /** Real milliseconds the latest label download of this command's parcel took to serve. */
  labelMs: number | null;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The marketplace's own share of a parcel's life, in real milliseconds (never the marketplace clock, which
 * tests move at will), so a benchmark can set it beside the client's scan-to-label time. Kept in memory
 * only: a restarted server has no requests in flight to time.
 */
export function createShippingTimings() {
  const byCommand = new Map<string, Timing>();
  const key = (c: Pick<ParcelCommand, 'family' | 'id'>) => `${c.family}:${c.id}`;
  return {
    received(command: ParcelCommand, at: number) {
      if (command.kind !== 'create') return;
      byCommand.set(key(command), {
        commandId: command.id,
        family: command.family,
        receivedAt: at,
        succeededAt: null,
        parcelId: null,
        labelMs: null,
      });
    },
    answered(command: ParcelCommand, at: number) {
      const timing = byCommand.get(key(command));
      if (!timing || command.kind !== 'create' || command.status !== 'SUCCESS' || timing.succeededAt !== null)
        return;
      timing.succeededAt = at;
      timing.parcelId = command.parcelId;
    },
    labelServed(parcels: Parcel[], ms: number) {
      for (const parcel of parcels) {
        const timing = byCommand.get(key({ family: parcel.family, id: parcel.commandId }));
        if (timing) timing.labelMs = round(ms);
      }
    },
    list: () =>
      [...byCommand.values()].map((t) => ({
        commandId: t.commandId,
        family: t.family,
        parcelId: t.parcelId,
        createMs: t.succeededAt === null ? null : round(t.succeededAt - t.receivedAt),
        labelMs: t.labelMs,
      })),
    clear: () => byCommand.clear(),
  };
}

export type ShippingTimings = ReturnType<typeof createShippingTimings>;
