import type { Messages } from './pl';

export const enPicking: Messages['picking'] = {
  bin: {
    label: 'Bin location',
    help: "Kept in this computer's copy only, never sent to Allegro. Enter saves, Esc puts it back.",
    placeholder: 'e.g. A-03-2',
    saved: 'Bin {bin} saved',
    cleared: 'Bin removed',
  },
  import: {
    open: 'Import bins (CSV)',
    title: 'Import bin locations from a CSV file',
    help: "A header row with a column for the offer (offer id, external id or EAN) and one for the bin; ';' or ',' separated.",
    summary: 'Set: {set}, rows not matched: {notMatched}',
    line: 'Row',
    key: 'Offer',
    why: 'Why',
    problems: {
      noOffer: 'no offer in the local copy has it',
      noKey: 'the row names no offer',
      tooLong: 'the bin is longer than 40 characters',
    },
    close: 'Close',
  },
  list: {
    open: 'Pick list',
    title: 'Pick list',
    ofTicked: 'Ticked orders: {count}',
    ofQueue: 'Every order waiting to be packed',
    summary: 'Lines: {lines}, items: {items}, orders: {orders}',
    picked: 'Lines picked: {done} of {lines}',
    empty: 'No order is waiting to be packed.',
    print: 'Print',
    printed: 'Pick list queued on {printer} ({format})',
    scanHint: "Scan an item's EAN or external id to tick its line.",
    columns: { bin: 'Bin', quantity: 'Qty', title: 'Product', code: 'EAN / external id', orders: 'Orders' },
    noBin: 'none',
    tick: 'Picked: {title}',
    scanned: 'Picked {title}: {picked} of {quantity}',
    complete: 'Already picked in full: {title} ({quantity})',
    noLine: 'No line of the pick list has the code {code}',
  },
};
