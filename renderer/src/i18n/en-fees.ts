import type { Messages } from './pl';

export const enFees: Messages['fees'] = {
  previewTitle: 'Fees at this price',
  previewLoading: 'Working out the fees…',
  previewInvalid: 'Enter a valid price to see the fees.',
  commissionPerSale: '{name}: {fee}',
  quotePerCycle: '{name}: {fee} every {days} days',
  noFees: 'The marketplace lists no fees for this offer.',
  offline: 'The fee preview needs the connection to the marketplace.',
  lastQuote: 'Last known running fees: {fee}, next charge {date}.',
  noLastQuote: 'No running fees of this offer are stored.',
  failedTitle: 'The fees could not be worked out',
  column: 'Running fees',
  columnNext: 'next {date}',
  columnTitle: '{fee} every 10 days, next charge {date} (as of {fetched})',
  unquoted:
    'No fee quote for this offer yet: the marketplace quotes active offers, and Seller Desk reads the quotes every few hours.',
  inactive: 'The offer is not active: it runs no fees.',
  noRunning: 'The marketplace charges this offer no running fees (as of {fetched}).',
  batchTitle: 'Fees at the new prices',
  batchSum: {
    one: 'Commission on one sale of this offer: {fee}',
    few: 'Commission on one sale of each of the {count} offers: {fee} in all',
    many: 'Commission on one sale of each of the {count} offers: {fee} in all',
    other: 'Commission on one sale of each of the {count} offers: {fee} in all',
  },
  batchListing: 'Listing fees per cycle: {fee} in all',
  batchFirst: 'Preview of the first {count} of the {total} offers changed.',
  batchFailed: 'Offer {id}: {message}',
};
