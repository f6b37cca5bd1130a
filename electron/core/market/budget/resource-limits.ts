import { createSlidingLog, type SlidingLog } from './sliding-log';

/**
 * The marketplace's own limits per seller on single resources, beside the 9000 a minute per Client ID
 * (../reference/allegro-2026.md, "Per-user limits"). Each is kept per account, whatever the priority: going over
 * one is a 429 that pauses the whole app.
 */
interface ResourceLimit {
  name: string;
  methods: readonly string[];
  path: RegExp;
  windows: readonly { limit: number; windowMs: number }[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const resourceLimits: readonly ResourceLimit[] = [
  {
    // 2490 a minute and 74 700 an hour per seller (allegro-api #12700, #13498).
    name: 'offer writes',
    methods: ['PATCH', 'POST'],
    path: /^\/sale\/product-offers(\/[^/]+)?$/,
    windows: [
      { limit: 2490, windowMs: MINUTE },
      { limit: 74_700, windowMs: 60 * MINUTE },
    ],
  },
  {
    // 3500 a minute per seller (allegro-api #12700).
    name: 'offer reads',
    methods: ['GET'],
    path: /^\/sale\/product-offers\/[^/]+$/,
    windows: [{ limit: 3500, windowMs: MINUTE }],
  },
  {
    // About one a second: faster posts are refused (allegro-api #5438, #11452).
    name: 'messaging posts',
    methods: ['POST'],
    path: /^\/messaging\//,
    windows: [{ limit: 1, windowMs: SECOND }],
  },
  {
    // 25 a second.
    name: 'fee previews',
    methods: ['GET', 'POST'],
    path: /^\/pricing\/offer-fee-preview$/,
    windows: [{ limit: 25, windowMs: SECOND }],
  },
];

export function resourceOf(method: string, path: string): ResourceLimit | null {
  const bare = path.split('?')[0]!;
  return resourceLimits.find((r) => r.methods.includes(method) && r.path.test(bare)) ?? null;
}

/** Every account's logs of its limited resources. */
export function createResourceLogs() {
  const logs = new Map<string, SlidingLog[]>();
  const logsOf = (accountId: string, resource: ResourceLimit): SlidingLog[] => {
    const key = `${accountId}\n${resource.name}`;
    let held = logs.get(key);
    if (!held) logs.set(key, (held = resource.windows.map((w) => createSlidingLog(w.windowMs))));
    return held;
  };
  return {
    /** When this account may send one more request to `resource`: `now` when it may at once. */
    roomAt(accountId: string, resource: ResourceLimit, now: number): number {
      const held = logsOf(accountId, resource);
      return Math.max(now, ...resource.windows.map((w, i) => held[i]!.roomAt(now, w.limit)));
    },
    add(accountId: string, resource: ResourceLimit, now: number): void {
      for (const log of logsOf(accountId, resource)) log.add(now);
    },
  };
}

export type { ResourceLimit };
