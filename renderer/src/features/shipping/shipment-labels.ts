import type { Shipment, ShipmentState } from '../../../../shared/shipping';

export const shipmentStateColor: Record<ShipmentState, string> = {
  waiting: 'orange',
  creating: 'blue',
  pending: 'yellow',
  created: 'cyan',
  labelled: 'teal',
  done: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** A parcel the seller may still cancel (the marketplace made it, or may make it). */
export const cancellable = new Set<ShipmentState>(['waiting', 'created', 'labelled', 'done', 'pending']);
/** A parcel whose outcome is read again with the command id it has. */
export const retryable = new Set<ShipmentState>(['waiting', 'pending', 'creating']);
/** A parcel with a stored label. */
export const hasLabel = new Set<ShipmentState>(['labelled', 'done']);
/** Its label printed, the parcel waits for its waybill's scan from the box before the order is sent. */
export const awaitsBox = (shipment: Shipment): boolean =>
  shipment.state === 'labelled' && shipment.labelCheck === 'waiting';

/** The words of a parcel's state: a label waiting for its box says the order is not sent yet. */
export const shipmentStateKey = (shipment: Shipment) =>
  awaitsBox(shipment) ? ('shipping.labelNotSent' as const) : (`shipping.states.${shipment.state}` as const);
