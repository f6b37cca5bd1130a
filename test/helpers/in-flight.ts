import diagnostics from 'node:diagnostics_channel';

interface UndiciMessage {
  request: object;
}

/**
 * Counts this process's requests in flight (from undici creating one, once the request gate let it go, to its
 * answer's end or its failure) while it runs: the most at once so far, and the count now.
 */
export function watchInFlight() {
  const open = new Set<object>();
  let most = 0;
  const created = (message: unknown) => {
    open.add((message as UndiciMessage).request);
    most = Math.max(most, open.size);
  };
  const ended = (message: unknown) => void open.delete((message as UndiciMessage).request);
  const channels = {
    'undici:request:create': created,
    'undici:request:trailers': ended,
    'undici:request:error': ended,
  };
  for (const [name, listener] of Object.entries(channels)) diagnostics.channel(name).subscribe(listener);
  return {
    most: () => most,
    now: () => open.size,
    stop() {
      for (const [name, listener] of Object.entries(channels))
        diagnostics.channel(name).unsubscribe(listener);
    },
  };
}
