import type { Messages } from './pl';

export const enDayEnd: Messages['dayEnd'] = {
  open: 'End of day',
  title: 'End of day {date}',
  loading: 'Looking at the day’s parcels…',
  none: 'No parcel has been sent today yet.',
  carriers: 'Carriers',
  parcels: {
    one: '{count} parcel',
    few: '{count} parcels',
    many: '{count} parcels',
    other: '{count} parcels',
  },
  document: {
    carrier: 'Carrier’s protocol',
    handOverList: 'Hand-over list (ours)',
    missing: 'Document not ready: {message}',
  },
  printed: 'Sent to the printer {printer}',
  notPrinted: 'Not printed',
  pickup: {
    notNeeded: 'No courier needed',
    booked: 'Courier booked: {slot}',
    bookedAny: 'Courier booked',
    proposed: 'A courier will be booked: {slot}',
    choose: 'Choose the pickup time',
    refused: 'The marketplace refused the courier: {message}',
    failed: 'No courier booked: {message}',
  },
  progress: {
    pending: 'Waiting',
    running: 'Working…',
    done: 'Done',
  },
  leftOver: 'Left over',
  leftOverNone: 'Nothing is left over: everything was sent and printed.',
  order: 'Order',
  reason: 'Why',
  run: 'Print and book the courier',
  chooseFirst: 'Choose the pickup time first',
  close: 'Close',
};
