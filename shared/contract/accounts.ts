import { z } from 'zod';
import type { AccountSummary, SignInStart } from '../accounts';
import { environmentKinds } from '../app-info';
import { customEnvironmentSchema } from '../settings';
import { channel } from './define';

const accountRef = z.object({ accountId: z.string().min(1).max(200) }).strict();

/** As the bridge reports it: whether the app opened the browser itself (the desktop app does). */
export type SignInStarted =
  | (Extract<SignInStart, { method: 'browser' }> & { openedByApp: boolean })
  | Extract<SignInStart, { method: 'device' }>;

export const accountChannels = {
  'accounts:list': channel<AccountSummary[]>()(z.undefined()),
  'accounts:setActive': channel<null>()(accountRef),
  'accounts:signOut': channel<null>()(accountRef),
  /** Removes the account and every row of its local data. */
  'accounts:remove': channel<null>()(accountRef),
  'auth:startSignIn': channel<SignInStarted>()(
    z.object({ environment: z.enum(environmentKinds), method: z.enum(['browser', 'device']) }).strict(),
  ),
  /** Resolves when the seller finished in the browser (or failed, or cancelled). */
  'auth:finishSignIn': channel<AccountSummary>()(z.object({ flowId: z.uuid() }).strict()),
  'auth:cancelSignIn': channel<null>()(z.object({ flowId: z.uuid().optional() }).strict()),
  /** Client credentials of an environment; the secret goes to the encrypted vault, never to settings. */
  'auth:setClient': channel<null>()(
    z
      .object({
        environment: z.enum(['allegro', 'allegro-sandbox', 'custom']),
        clientId: z.string().trim().min(1).max(200),
        clientSecret: z.string().trim().min(1).max(500).optional(),
        custom: customEnvironmentSchema.optional(),
      })
      .strict(),
  ),
};
