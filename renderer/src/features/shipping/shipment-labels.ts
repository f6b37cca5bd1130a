import type { ShipmentState } from '../../../../shared/shipping';

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
