import type { MarketClient, MarketRequest, MarketResponse } from '../market/client';
import type { QueryValue } from '../market/client';
import { LeaseLost } from './step';

/**
 * The client an outbox step gets: every request that changes something asks first whether the lease is still this
 * process's (the last moment before it goes), and every request carries the worker's stop signal, so closing the
 * core cuts the one under way instead of waiting for it.
 */
export function guardedClient(
  client: MarketClient,
  leaseHeld: () => boolean,
  signal: AbortSignal,
): MarketClient {
  return {
    accountId: client.accountId,
    environment: client.environment,
    request<T>(spec: MarketRequest): Promise<MarketResponse<T>> {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      if (spec.method !== 'GET' && !leaseHeld()) return Promise.reject(new LeaseLost());
      return client.request<T>({
        ...spec,
        signal: spec.signal ? AbortSignal.any([spec.signal, signal]) : signal,
      });
    },
    // A read changes nothing and may go whoever holds the lease; the close only stops waiting for it.
    get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<T>((resolve, reject) => {
        const stop = () => reject(signal.reason as Error);
        signal.addEventListener('abort', stop, { once: true });
        client
          .get<T>(path, query)
          .then(resolve, reject)
          .finally(() => signal.removeEventListener('abort', stop));
      });
    },
  };
}
