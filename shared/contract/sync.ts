import { z } from 'zod';
import { syncStreams, type SyncStatus } from '../sync-status';
import { channel } from './define';

export const syncChannels = {
  /** The same status the `sync:status` event pushes, for a window that just opened. */
  'sync:getStatus': channel<SyncStatus>()(z.undefined()),
  /**
   * Starts a sync now (every signed-in account, or one; every stream, or some) and answers at once; progress
   * arrives through `sync:status`. Also leaves the offline state's backoff and probes the marketplace.
   */
  'sync:syncNow': channel<null>()(
    z
      .object({
        accountId: z.string().min(1).max(200).optional(),
        streams: z.array(z.enum(syncStreams)).min(1).max(syncStreams.length).optional(),
      })
      .strict()
      .optional(),
  ),
};
