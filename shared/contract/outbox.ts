import { z } from 'zod';
import { changeStates, type Change, type ChangeCounts } from '../outbox';
import { channel } from './define';
import { accountIdField } from './query';

const changeRef = z.object({ id: z.number().int().positive() }).strict();

export const outboxChannels = {
  /** The changes of the signed-in accounts, newest first (or of one account), optionally in some states. */
  'outbox:list': channel<Change[]>()(
    z
      .object({
        accountId: accountIdField,
        states: z.array(z.enum(changeStates)).max(changeStates.length).optional(),
        limit: z.number().int().min(1).max(500).default(200),
      })
      .strict(),
  ),
  'outbox:counts': channel<ChangeCounts>()(z.object({}).strict().optional()),
  'outbox:retry': channel<Change[]>()(changeRef),
  'outbox:discard': channel<Change>()(changeRef),
  /** A new change back to the values before this one. */
  'outbox:undo': channel<Change[]>()(changeRef),
};
