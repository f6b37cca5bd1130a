import { channelNames, eventChannel, eventNames, splitChannel, type BridgeApi } from '../../shared/contract';

type Invoke = (channel: string, input: unknown) => Promise<unknown>;
type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void;

/**
 * Builds `window.sellerDesk`: one named method per contract channel (`settings.set(patch)`) and one
 * subscription per event (`on.changed(listener)`). There is deliberately no generic `invoke(channel)`.
 */
export function buildBridgeApi(invoke: Invoke, subscribe: Subscribe): BridgeApi {
  const api: Record<string, Record<string, unknown>> = { on: {} };
  for (const name of channelNames) {
    const { domain, method } = splitChannel(name);
    api[domain] ??= {};
    api[domain][method] = (input?: unknown) => invoke(name, input);
  }
  for (const name of eventNames) {
    api.on![name] = (listener: (payload: unknown) => void) => subscribe(eventChannel(name), listener);
  }
  return api as unknown as BridgeApi;
}
