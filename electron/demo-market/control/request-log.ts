export interface RequestLogEntry {
  /** Marketplace clock time of arrival (ISO). */
  time: string;
  /** Real time, ms since the epoch. */
  realTime: number;
  method: string;
  path: string;
  query: string;
  status: number;
  /** The seller of a valid user token, else null. */
  seller: string | null;
  clientId: string | null;
  traceId: string;
  durationMs: number;
  /** Injected faults and limits that shaped the answer (`latency`, `reset`, `429-block`...). */
  notes: string[];
}

/** The last requests the server saw (the control interface's own requests are not logged). */
export function createRequestLog(capacity = 200_000) {
  let entries: RequestLogEntry[] = [];
  return {
    add(entry: RequestLogEntry) {
      entries.push(entry);
      if (entries.length > capacity * 1.1) entries = entries.slice(-capacity);
    },
    list(filter: { since?: number; path?: string; seller?: string } = {}): RequestLogEntry[] {
      const regex = filter.path ? new RegExp(filter.path) : null;
      return entries.filter(
        (e) =>
          (filter.since === undefined || e.realTime >= filter.since) &&
          (!regex || regex.test(e.path)) &&
          (filter.seller === undefined || e.seller === filter.seller),
      );
    },
    clear() {
      entries = [];
    },
    size: () => entries.length,
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
