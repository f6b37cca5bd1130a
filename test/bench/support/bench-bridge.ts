import { createHandlers } from '../../../electron/core/bridge/handlers';
import { createRegistrar } from '../../../electron/core/bridge/registrar';
import type { Core } from '../../../electron/core/app/core';
import { silentLogger } from '../../../electron/core/system/logger';

/**
 * The window's bridge over a core, as the main process registers it (sender check, zod parse, handler,
 * envelope), called in this process: a benchmark times what the window waits for, less the IPC hop.
 */
export function benchBridge(core: Core) {
  const bridge = createRegistrar<null>({
    handlers: createHandlers(core),
    isTrustedSender: () => true,
    logger: silentLogger,
  });
  return async <T>(channel: string, input: unknown): Promise<T> => {
    const answer = await bridge.dispatch(null, channel, input);
    if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
    return answer.data as T;
  };
}
