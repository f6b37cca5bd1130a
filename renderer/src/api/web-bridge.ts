import {
  channelNames,
  eventNames,
  splitChannel,
  type BridgeApi,
  type EventName,
} from '../../../shared/contract';
import type { Envelope } from '../../../shared/errors';

export type LinkState = 'connecting' | 'open' | 'closed';

interface Pending {
  resolve: (envelope: Envelope<unknown>) => void;
}

const disconnected: Envelope<never> = {
  ok: false,
  error: { code: 'BRIDGE_DISCONNECTED', message: 'The connection to Seller Desk was lost.' },
};

/**
 * The bridge of the web host: the same named API as the desktop preload, carried over a WebSocket that
 * the host only accepts with its per-run token.
 */
export function createWebBridge(
  socketUrl: string,
  onState: (state: LinkState) => void,
): { api: BridgeApi; close(): void } {
  const pending = new Map<number, Pending>();
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const queue: string[] = [];
  let nextId = 1;
  let socket: WebSocket;
  let retry = 0;
  let closedByUs = false;

  const connect = (): void => {
    // After a loss the state stays 'closed' through the retries, so the page does not flicker.
    if (retry === 0) onState('connecting');
    socket = new WebSocket(socketUrl);
    socket.onopen = () => {
      retry = 0;
      onState('open');
      for (const message of queue.splice(0)) socket.send(message);
    };
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as
        { id: number | null; result: Envelope<unknown> } | { event: EventName; payload: unknown };
      if ('event' in data) {
        for (const listener of listeners.get(data.event) ?? []) listener(data.payload);
      } else if (data.id !== null) {
        pending.get(data.id)?.resolve(data.result);
        pending.delete(data.id);
      }
    };
    socket.onclose = () => {
      // Calls still waiting fail now; the stores load again when the link comes back.
      for (const call of pending.values()) call.resolve(disconnected);
      pending.clear();
      queue.length = 0;
      onState('closed');
      if (closedByUs) return;
      // The host may come back (a restart with the same port and token); keep trying, gently.
      const delay = Math.min(10_000, 500 * 2 ** retry++);
      setTimeout(connect, delay);
    };
  };
  connect();

  const call = (channel: string, input: unknown): Promise<Envelope<unknown>> =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, { resolve });
      const message = JSON.stringify({ id, channel, input });
      if (socket.readyState === WebSocket.OPEN) socket.send(message);
      else queue.push(message);
    });

  const api: Record<string, Record<string, unknown>> = { on: {} };
  for (const name of channelNames) {
    const { domain, method } = splitChannel(name);
    api[domain] ??= {};
    api[domain][method] = (input?: unknown) => call(name, input);
  }
  for (const name of eventNames) {
    api.on![name] = (listener: (payload: unknown) => void) => {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    };
  }
  return {
    api: api as unknown as BridgeApi,
    close() {
      closedByUs = true;
      socket.close();
    },
  };
}
