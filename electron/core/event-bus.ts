import type { EventName, EventPayload } from '../../shared/contract';

type Listener<E extends EventName> = (payload: EventPayload<E>) => void;

export interface EventBus {
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  on<E extends EventName>(name: E, listener: Listener<E>): () => void;
  /** Every event, for the edges that forward them all (IPC, WebSocket). */
  onAny(listener: (name: EventName, payload: unknown) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const anyListeners = new Set<(name: EventName, payload: unknown) => void>();
  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) listener(payload);
      for (const listener of anyListeners) listener(name, payload);
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      const untyped = listener as (payload: unknown) => void;
      set.add(untyped);
      return () => set.delete(untyped);
    },
    onAny(listener) {
      anyListeners.add(listener);
      return () => anyListeners.delete(listener);
    },
  };
}
