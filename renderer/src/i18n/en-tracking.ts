import type { Messages } from './pl';

export const enTracking: Messages['tracking'] = {
  title: 'Tracking numbers added by hand',
  add: 'Add tracking number',
  carrier: 'Carrier',
  other: 'Other carrier (OTHER)',
  carrierName: "Carrier's name",
  waybill: 'Tracking number',
  lineItems: 'Items in this parcel',
  markSent: 'Mark the order as sent',
  submit: 'Add',
  cancel: 'Cancel',
  noItems: 'Tick at least one item.',
  queued: 'Tracking number {waybill} waits to be sent.',
  allItems: 'the whole order',
  someItems: '{count} of {total} items',
  status: 'Status: {status}',
  markSentNow: 'Mark as sent',
  statusQueued: 'The order waits to be marked as sent.',
};
