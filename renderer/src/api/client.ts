// Also imported first by main.tsx; imported here too so the bundle puts it in the chunk of the contract's schemas.
import '../zod-jitless';
import {
  channelNames,
  splitChannel,
  type BridgeApi,
  type EventName,
  type EventPayload,
  type NamedApi,
} from '../../../shared/contract';
import type { Envelope } from '../../../shared/errors';
import { BridgeError } from './bridge-error';
import { createWebBridge, type LinkState } from './web-bridge';

declare global {
  interface Window {
    sellerDesk?: BridgeApi;
  }
}

const linkListeners = new Set<(state: LinkState) => void>();
let linkState: LinkState = 'open';

function setLinkState(state: LinkState): void {
  linkState = state;
  for (const listener of linkListeners) listener(state);
}

/** The web host passes its token in the address once; it is kept for this tab and taken out of the URL. */
function webSocketUrl(): string {
  const params = new URLSearchParams(location.search);
  const fromUrl = params.get('token');
  if (fromUrl) {
    sessionStorage.setItem('sellerDesk.token', fromUrl);
    params.delete('token');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  const token = fromUrl ?? sessionStorage.getItem('sellerDesk.token') ?? '';
  return `ws://${location.host}/bridge?token=${encodeURIComponent(token)}`;
}

function resolveBridge(): BridgeApi {
  if (window.sellerDesk) return window.sellerDesk;
  return createWebBridge(webSocketUrl(), setLinkState).api;
}

const bridge = resolveBridge();

function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.ok) return envelope.data;
  throw new BridgeError(envelope.error);
}

/** The one typed client: `await api.settings.set({ language: 'en' })` returns data or throws a BridgeError. */
export const api = (() => {
  const client: Record<string, Record<string, unknown>> = {};
  for (const name of channelNames) {
    const { domain, method } = splitChannel(name);
    const target = (
      bridge as unknown as Record<string, Record<string, (input?: unknown) => Promise<Envelope<unknown>>>>
    )[domain]![method]!;
    client[domain] ??= {};
    client[domain][method] = async (input?: unknown) => unwrap(await target(input));
  }
  return client as unknown as NamedApi<'plain'>;
})();

export function onEvent<E extends EventName>(
  name: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  return bridge.on[name](listener);
}

export function onLinkState(listener: (state: LinkState) => void): () => void {
  linkListeners.add(listener);
  listener(linkState);
  return () => linkListeners.delete(listener);
}

export type { LinkState };
