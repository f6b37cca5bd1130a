import { migration } from './migration';

/**
 * The offers' primary images kept in the data folder (`thumbnails/`), so the lists show them offline. A row is one
 * image address: the marketplace's images are public files named by their address, so one file serves every offer
 * and account that shows it, and it goes once no offer in the local copy shows that address any more (the offers
 * table is what says so; a foreign key could not, the address being no key of it). `file` is the kept file (a path
 * relative to the data folder), null while none is kept; a failed download says why in `failure` and is tried again
 * from `next_try_at` on, `tries` spacing the attempts further apart.
 */
export const m084OfferThumbnails = migration(
  '084-offer-thumbnails',
  `
CREATE TABLE offer_thumbnails (
  url TEXT PRIMARY KEY,
  file TEXT,
  tries INTEGER NOT NULL DEFAULT 0,
  next_try_at INTEGER NOT NULL DEFAULT 0,
  failure TEXT,
  fetched_at INTEGER
) STRICT;
`,
);
