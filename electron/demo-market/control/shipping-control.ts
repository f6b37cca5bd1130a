import { iso } from '../clock';
import type { Parcel, ParcelCommand } from '../state/types';
import type { World } from '../world';

const parcelSummary = (p: Parcel) => ({
  id: p.id,
  family: p.family,
  commandId: p.commandId,
  orderId: p.orderId,
  state: p.state,
  pickedUp: p.pickedUp,
  carrierId: p.carrierId,
  labelFormat: p.labelFormat,
  waybills: p.items.map((i) => i.waybill),
  receiverEmail: p.receiver.email,
  createdAt: iso(p.createdAt),
});

const commandSummary = (c: ParcelCommand, world: World) => ({
  id: c.id,
  family: c.family,
  kind: c.kind,
  status: c.status,
  parcelId: c.parcelId,
  stuck: c.stuck,
  errors: c.errors,
  /** Parcels this command created, whatever it answers (a stuck command may have made one). */
  parcels:
    c.kind === 'create'
      ? world.store.data.parcels.filter((p) => p.commandId === c.id && p.family === c.family).map((p) => p.id)
      : [],
});

/** Parcels per order and per command, and the carrier behaviours tests need (slow, stuck). */
export function shippingControl(world: World) {
  const { store } = world;
  return {
    parcels: (args: { sellerId: string }) =>
      store.data.parcels.filter((p) => p.sellerId === args.sellerId).map(parcelSummary),
    parcelsOfOrder: (args: { orderId: string }) =>
      store.data.parcels.filter((p) => p.orderId === args.orderId).map(parcelSummary),
    parcelsOfCommand: (args: { commandId: string }) =>
      store.data.parcels.filter((p) => p.commandId === args.commandId).map(parcelSummary),
    parcelCommands: (args: { sellerId: string }) =>
      store.data.parcelCommands
        .filter((c) => c.sellerId === args.sellerId)
        .map((c) => commandSummary(c, world)),
    setParcelCommandSeconds(args: { seconds: number }) {
      world.settings.parcelCommandSeconds = args.seconds;
    },
    /** The next `count` create commands make their parcel but stay IN_PROGRESS (until released). */
    stickNextParcelCommands(args: { count: number }) {
      world.settings.stuckParcelCommands = args.count;
    },
    releaseStuckParcelCommands() {
      let released = 0;
      for (const c of store.data.parcelCommands) {
        if (!c.stuck || c.status !== 'IN_PROGRESS') continue;
        const parcel = store.data.parcels.find((p) => p.commandId === c.id && p.family === c.family);
        c.stuck = false;
        if (parcel) {
          c.status = 'SUCCESS';
          c.parcelId = parcel.id;
        }
        released++;
      }
      return { released };
    },
  };
}
