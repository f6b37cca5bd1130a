import type { BinImportReport, OfferBin } from '../../../../../shared/picking';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { createDetailRead } from '../../../stores/detail-read';

/** The open offer's bin location, read again when a bin changes (here, in a file import, on the command line). */
export const useOfferBin = createDetailRead<OfferBin>({
  tables: ['offer_bins'],
  read: (offerId) => api.picking.bin({ offerId }),
  onError: notifyError,
});

/** Saves an offer's bin in the local copy at once (an empty one takes it away). */
export const saveBin = (offerId: string, bin: string): Promise<OfferBin> =>
  api.picking.setBin({ offerId, bin });

/** A bins file's text applied to the local copy: what it set and the rows it could not match. */
export const importBins = (text: string): Promise<BinImportReport> => api.picking.importBins({ text });
