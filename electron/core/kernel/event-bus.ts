import type { EventName, EventPayload, TableName } from '../../../shared/contract';

type Listener<E extends EventName> = (payload: EventPayload<E>) => void;

export interface EventBus {
  /**
   * Sends an event to every listener. `changed` is coalesced: the tables named within one window (50 ms) go out
   * as one event, so a burst of writes (a sync page, two hundred print jobs) makes the renderer re-query once.
   */
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  /** Shorthand for `emit('changed', { tables })`. */
  changed(tables: readonly TableName[]): void;
  on<E extends EventName>(name: E, listener: Listener<E>): () => void;
  /** Every event, for the edges that forward them all (IPC, WebSocket). */
  onAny(listener: (name: EventName, payload: unknown) => void): () => void;
  /** Sends a `changed` still waiting in its window now (before the core closes). */
  flush(): void;
}

export function createEventBus(options: { coalesceMs?: number } = {}): EventBus {
  const coalesceMs = options.coalesceMs ?? 50;
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const anyListeners = new Set<(name: EventName, payload: unknown) => void>();
  let pending = new Set<TableName>();
  let timer: NodeJS.Timeout | undefined;

  function deliver(name: EventName, payload: unknown): void {
    for (const listener of listeners.get(name) ?? []) listener(payload);
    for (const listener of anyListeners) listener(name, payload);
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const tables = [...pending];
    pending = new Set();
    deliver('changed', { tables });
  }

  function changed(tables: readonly TableName[]): void {
    if (tables.length === 0) return;
    for (const table of tables) pending.add(table);
    timer ??= setTimeout(flush, coalesceMs);
  }

  return {
    emit(name, payload) {
      if (name === 'changed') changed((payload as EventPayload<'changed'>).tables);
      else deliver(name, payload);
    },
    changed,
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
    flush,
  };
}
