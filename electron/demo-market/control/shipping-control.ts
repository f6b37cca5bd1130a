import { iso } from '../clock';
import type { Parcel, ParcelCommand } from '../state/types';
import type { World } from '../world';
import { createPanelShipment, fillCarrierNumbersNow, follows2026 } from '../shipping/shipments-2026';

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
  /** The sender as the create command gave it, its drop-off point included. */
  sender: { ...p.sender },
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
    /** Marketplace seconds until a command is done; 0: the first status read after creating answers SUCCESS. */
    setParcelCommandSeconds(args: { seconds: number }) {
      if (!Number.isFinite(args.seconds) || args.seconds < 0) throw new Error('seconds must be >= 0');
      world.settings.parcelCommandSeconds = args.seconds;
    },
    /**
     * The marketplace's own real time per create command, in creation order: `createMs` from the create
     * request's arrival to the first status read that answered SUCCESS (null until one did), `labelMs` the
     * serving time of the latest label download of its parcel (null before one).
     */
    parcelCommandTimings: () => world.timings.list(),
    clearParcelCommandTimings() {
      world.timings.clear();
    },
    /** The next `count` create commands make their parcel but stay IN_PROGRESS (until released). */
    stickNextParcelCommands(args: { count: number }) {
      world.settings.stuckParcelCommands = args.count;
    },
    /** Under `2026`: marketplace seconds from a shipment's creation until its carrier numbers show (default 900). */
    setCarrierNumberDelay(args: { seconds: number }) {
      if (!Number.isFinite(args.seconds) || args.seconds < 0) throw new Error('seconds must be >= 0');
      world.settings.carrierNumberSeconds = args.seconds;
    },
    /** Under `2026`: the carrier's numbers of one shipment (or of every one still waiting) show from now on. */
    fillCarrierNumbers(args: { shipmentId?: string } = {}) {
      const shipments = store.data.parcels.filter(
        (p) => follows2026(world, p) && (args.shipmentId === undefined || p.id === args.shipmentId),
      );
      return { filled: shipments.filter((p) => fillCarrierNumbersNow(world, p)).length };
    },
    /**
     * A shipment the seller made for an order in the web panel, without an API command: on the order and in the
     * shipment details, with no label through the API. Returns its id and its packages' waybills.
     */
    createPanelShipment: (args: { orderId: string; packages?: number }) =>
      createPanelShipment(world, args.orderId, args.packages),
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
