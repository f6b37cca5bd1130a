import type { Random } from '../random';

/**
 * Faults injected into a share of requests, optionally only for matching paths and methods:
 * - latency: answer `ms` later;
 * - status: answer `status` (default 503) without doing the work, or after doing it (`afterCommit`);
 * - reset: close the connection before doing anything;
 * - drop: do the work, then close the connection instead of answering (the outcome is unknown to the client);
 * - truncate: do the work, then send only part of the body and close.
 */
export interface FaultRule {
  kind: 'latency' | 'status' | 'reset' | 'drop' | 'truncate';
  share: number;
  /** A regular expression (source) tested against the path. */
  path?: string;
  method?: string;
  status?: number;
  ms?: number;
  afterCommit?: boolean;
  /** Stop after this many hits. */
  count?: number;
}

interface ActiveRule extends FaultRule {
  regex: RegExp | null;
  hits: number;
}

export interface FaultPlan {
  latencyMs: number;
  before: 'reset' | { status: number } | null;
  after: 'drop' | 'truncate' | { status: number } | null;
  labels: string[];
}

/**
 * The distance to the marketplace: every matching request waits `ms` before it is served, as a real marketplace's
 * answers take 150 to 400 ms for a page of 1000 offers. Not a fault: it is not drawn and not counted in the stats.
 */
export interface Latency {
  ms: number;
  /** A regular expression (source) tested against the path; every path when absent. */
  path?: string;
}

export function createFaults(random: Random, initialLatencyMs = 0) {
  let rules: ActiveRule[] = [];
  const stats: Record<string, number> = {};
  let latency: { ms: number; path?: string; regex: RegExp | null } = { ms: initialLatencyMs, regex: null };
  const currentLatency = (): Latency => ({ ms: latency.ms, ...(latency.path ? { path: latency.path } : {}) });
  let hold: { regex: RegExp; passes: number; waiting: (() => void)[] } | null = null;
  const letThrough = () => {
    while (hold && hold.passes > 0 && hold.waiting.length > 0) {
      hold.passes -= 1;
      hold.waiting.shift()!();
    }
  };

  return {
    set(next: FaultRule[]) {
      rules = next.map((rule) => {
        if (!(rule.share >= 0 && rule.share <= 1)) throw new Error('fault share must be between 0 and 1');
        return { ...rule, regex: rule.path ? new RegExp(rule.path) : null, hits: 0 };
      });
    },
    add(rule: FaultRule) {
      rules.push({ ...rule, regex: rule.path ? new RegExp(rule.path) : null, hits: 0 });
    },
    clear() {
      rules = [];
    },
    setLatency(next: Latency): Latency {
      if (!(Number.isFinite(next.ms) && next.ms >= 0)) throw new Error('latency ms must be a number >= 0');
      latency = { ...next, regex: next.path ? new RegExp(next.path) : null };
      return currentLatency();
    },
    latency: currentLatency,
    /**
     * Matching requests wait until they are let through, one per pass given: a test then decides when each answer
     * comes (after the app has done something), where a delay would only make that likely.
     */
    hold(args: { path: string; passes?: number }) {
      const waiting = hold?.waiting ?? [];
      hold = { regex: new RegExp(args.path), passes: args.passes ?? 0, waiting };
      letThrough();
    },
    pass(args: { count?: number } = {}) {
      if (!hold) throw new Error('no requests are held');
      hold.passes += args.count ?? 1;
      letThrough();
    },
    /** Stops holding; every request that waits goes on. */
    endHold() {
      const waiting = hold?.waiting ?? [];
      hold = null;
      for (const go of waiting) go();
    },
    /** Resolves when the request may be served: at once unless it is held. */
    async admit(path: string): Promise<void> {
      if (!hold?.regex.test(path)) return;
      if (hold.passes > 0) {
        hold.passes -= 1;
        return;
      }
      const held = hold;
      await new Promise<void>((resolve) => held.waiting.push(resolve));
    },
    list: (): FaultRule[] => rules.map(({ regex: _r, hits: _h, ...rule }) => rule),
    stats: () => ({ ...stats }),
    /** What happens to this request; one draw per matching rule, in rule order. */
    plan(method: string, path: string): FaultPlan {
      const plan: FaultPlan = { latencyMs: 0, before: null, after: null, labels: [] };
      if (latency.ms > 0 && (!latency.regex || latency.regex.test(path))) {
        plan.latencyMs = latency.ms;
        plan.labels.push(`distance ${latency.ms} ms`);
      }
      for (const rule of rules) {
        if (rule.count !== undefined && rule.hits >= rule.count) continue;
        if (rule.method && rule.method.toUpperCase() !== method) continue;
        if (rule.regex && !rule.regex.test(path)) continue;
        if (!random.chance(rule.share)) continue;
        rule.hits++;
        stats[rule.kind] = (stats[rule.kind] ?? 0) + 1;
        plan.labels.push(rule.kind);
        if (rule.kind === 'latency') plan.latencyMs += rule.ms ?? 1000;
        else if (rule.kind === 'reset' && !plan.before) plan.before = 'reset';
        else if (rule.kind === 'status') {
          const status = { status: rule.status ?? 503 };
          if (rule.afterCommit) plan.after ??= status;
          else plan.before ??= status;
        } else if (rule.kind === 'drop' || rule.kind === 'truncate') plan.after ??= rule.kind;
      }
      return plan;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
