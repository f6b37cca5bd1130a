import type { Core } from '../../electron/core/compose';
import { createHandlers } from '../../electron/core/domains/handlers';
import { createRegistrar } from '../../electron/core/bridge/registrar';
import { silentLogger } from '../../electron/core/kernel/logger';

/**
 * The window's bridge over a core as the main process registers it (sender check, zod parse, handler, envelope),
 * every sender trusted: a test or a benchmark calls a channel the way the window does, less the IPC hop.
 */
export function trustedBridge(core: Core) {
  return createRegistrar<null>({
    handlers: createHandlers(core),
    isTrustedSender: () => true,
    activeAccountId: () => core.settings.get().activeAccountId,
    logger: silentLogger,
  });
}

/** A channel's data through that bridge; an error envelope throws with the channel's name and message. */
export function bridgeCaller(core: Core) {
  const bridge = trustedBridge(core);
  return async <T>(channel: string, input: unknown): Promise<T> => {
    const answer = await bridge.dispatch(null, channel, input);
    if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
    return answer.data as T;
  };
}
