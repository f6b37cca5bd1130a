import type { Core } from '../../electron/core/compose';
import { createHandlers } from '../../electron/core/domains/handlers';
import { createRegistrar } from '../../electron/core/bridge/registrar';
import { AppError } from '../../electron/core/kernel/errors';
import { silentLogger } from '../../electron/core/kernel/logger';
import {
  startWebHost,
  type WebBridge,
  type WebHost,
  type WebHostOptions,
} from '../../electron/web-host/server';
import { channelNames, type Handlers } from '../../shared/contract';
import type { ErrorCode } from '../../shared/errors';

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

/** A handler for every channel that throws an AppError of `code` (`<channel> <why>`), so a call no test meant fails. */
export function throwingHandlers(code: ErrorCode, why: string): Handlers {
  return Object.fromEntries(
    channelNames.map((name) => [
      name,
      () => {
        throw new AppError(code, `${name} ${why}`);
      },
    ]),
  ) as unknown as Handlers;
}

/** A sender the registrar trusts (the app's own window, say). */
export const trustedSender = { trusted: true };

/** A registrar over `handlers` that trusts the senders marked trusted, with `active` as the active account. */
export const senderRegistrar = (handlers: Handlers, active: string | null = null) =>
  createRegistrar<{ trusted: boolean }>({
    handlers,
    isTrustedSender: (s) => s.trusted,
    activeAccountId: () => active,
    logger: silentLogger,
  });

/** The bridge a web host opens over a core, as `seller-desk serve` hands it one. */
export const webBridgeOf = (core: Core): WebBridge => ({
  handlers: createHandlers(core),
  activeAccountId: () => core.settings.get().activeAccountId,
  events: core.events,
  logger: core.logger,
});

/** A web host over a core, serving the renderer from `rendererDir`. */
export const webHostOver = (core: Core, options: Omit<WebHostOptions, 'bridge'>): Promise<WebHost> =>
  startWebHost({ bridge: webBridgeOf(core), ...options });
