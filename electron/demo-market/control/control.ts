import type { Clock } from '../clock';
import type { OAuthSettings } from '../oauth/endpoints';
import type { TokenService } from '../oauth/tokens';
import type { Scheduler } from '../scheduler';
import type { LeakyBucket, LeakyBucketSettings } from '../limits/leaky-bucket';
import type { ClientRateLimit, RateLimitSettings } from '../limits/rate-limit';
import type { ResourceLimitChange, ResourceLimits } from '../limits/resource-limits';
import { authControl } from './auth-control';
import type { FaultRule, Faults, Latency } from './faults';
import type { RequestLog } from './request-log';

export interface ControlDeps {
  clock: Clock;
  scheduler: Scheduler;
  tokens: TokenService;
  oauthSettings: OAuthSettings;
  rateLimit: ClientRateLimit;
  leaky: LeakyBucket;
  resourceLimits: ResourceLimits;
  faults: Faults;
  log: RequestLog;
}

const timeOf = (value: number | string) => (typeof value === 'number' ? value : Date.parse(value));

/** The clock, limits, faults and request log parts of the control interface. */
export function coreControl(deps: ControlDeps) {
  const { clock } = deps;
  const now = () => ({ now: new Date(clock.now()).toISOString(), ms: clock.now(), frozen: clock.frozen });
  const limits = () => ({
    client: deps.rateLimit.settings(),
    bucket: deps.leaky.settings(),
    resources: deps.resourceLimits.settings(),
  });
  const started = limits();
  const resetLimits = () => {
    deps.rateLimit.reset();
    deps.leaky.reset();
    deps.resourceLimits.reset();
  };
  return {
    now,
    advanceClock(args: { seconds?: number; ms?: number }) {
      clock.advance((args.seconds ?? 0) * 1000 + (args.ms ?? 0));
      return now();
    },
    setClock(args: { time: number | string }) {
      const ms = timeOf(args.time);
      if (!Number.isFinite(ms)) throw new Error('time must be ms or an ISO date-time');
      clock.set(ms);
      return now();
    },
    freezeClock() {
      clock.freeze();
      return now();
    },
    resumeClock() {
      clock.resume();
      return now();
    },
    /**
     * Tightens, relaxes or turns off the limits: the per-client limit (`requestsPerMinute`, `blockSeconds`,
     * `retryAfterHeader`), the leaky bucket (`bucket: { enabled, capacity, ... }`) and the per-resource limits
     * (`resources: { enabled, rates: { feePreview: { perSecond: 5 } } }`). Counters are kept.
     */
    setLimits(
      args: Partial<RateLimitSettings> & {
        requestsPerMinute?: number;
        bucket?: Partial<LeakyBucketSettings>;
        resources?: ResourceLimitChange;
      },
    ) {
      const { requestsPerMinute, bucket, resources, ...rate } = args;
      deps.rateLimit.set({
        ...rate,
        ...(requestsPerMinute !== undefined ? { perMinute: requestsPerMinute } : {}),
      });
      if (bucket) deps.leaky.set(bucket);
      if (resources) deps.resourceLimits.set(resources);
      return limits();
    },
    limitStats: () => ({
      client: deps.rateLimit.stats(),
      bucket: deps.leaky.stats(),
      resources: deps.resourceLimits.stats(),
    }),
    /** Forgets counters and ends any block (between tests). */
    resetLimits,
    /** Puts back the limits the marketplace started with (the documented ones by default) and forgets counters. */
    restoreLimits() {
      deps.rateLimit.set(started.client);
      deps.leaky.set(started.bucket);
      deps.resourceLimits.set(started.resources);
      resetLimits();
      return limits();
    },
    setFaults(args: { rules: FaultRule[] }) {
      deps.faults.set(args.rules);
      return deps.faults.list();
    },
    addFault(rule: FaultRule) {
      deps.faults.add(rule);
      return deps.faults.list();
    },
    clearFaults: () => deps.faults.clear(),
    /** Requests to `path` (a regular expression) wait for a pass each; `passes` lets that many through at once. */
    holdRequests: (args: { path: string; passes?: number }) => deps.faults.hold(args),
    passRequests: (args: { count?: number } = {}) => deps.faults.pass(args),
    endHold: () => deps.faults.endHold(),
    /** Every request (or those whose path matches) answered `ms` later: the real marketplace's distance. */
    setLatency: (args: Latency) => deps.faults.setLatency(args),
    faultStats: () => deps.faults.stats(),
    requestLog: (args: { since?: number; path?: string; seller?: string } = {}) => deps.log.list(args),
    clearRequestLog: () => deps.log.clear(),
    ...authControl(deps.tokens, deps.oauthSettings),
  };
}
