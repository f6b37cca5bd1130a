import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Clock, Logger } from '../../../electron/core/kernel/ports';
import { createLogger } from '../../../electron/core/kernel/logger';
import { round } from './bench-market';

/** A clock that runs `speed` times faster than real time from now on (from `startedAt`): a working day in minutes. */
export function fastClock(
  speed: number,
  startedAt = Date.now(),
): Clock & { startedAt: number; simElapsed(): number } {
  const t0 = performance.now();
  const simElapsed = () => (performance.now() - t0) * speed;
  return { startedAt, simElapsed, now: () => Math.floor(startedAt + simElapsed()) };
}

export interface LoggedLine {
  level: 'warn' | 'error';
  message: string;
  fields?: Record<string, unknown>;
}

/** The core's log file as the app writes it, with every warning and error also kept here to be reported. */
export function recordingLogger(file: string): Logger & { lines: LoggedLine[] } {
  const inner = createLogger({ file });
  const lines: LoggedLine[] = [];
  const keep = (level: LoggedLine['level'], message: string, fields?: Record<string, unknown>) =>
    lines.push({ level, message, ...(fields ? { fields } : {}) });
  return {
    lines,
    debug: (message, fields) => inner.debug(message, fields),
    info: (message, fields) => inner.info(message, fields),
    warn(message, fields) {
      keep('warn', message, fields);
      inner.warn(message, fields);
    },
    error(message, fields) {
      keep('error', message, fields);
      inner.error(message, fields);
    },
  };
}

/** A logged line in short, with an error's message rather than its object. */
export function describeLine(line: LoggedLine): string {
  const fields = Object.entries(line.fields ?? {}).map(([key, value]) => {
    const text = value instanceof Error ? value.message : JSON.stringify(value);
    return `${key}=${text?.slice(0, 160)}`;
  });
  return `${line.level}: ${line.message}${fields.length ? ` (${fields.join(', ')})` : ''}`;
}

const mb = (bytes: number) => round(bytes / 1e6, 2);
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** A full collection before reading memory, so a sample shows what is kept rather than what is not yet swept. */
function gcFunction(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export interface Sample {
  simHour: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  handles: number;
  handleTypes: Record<string, number>;
  fds: number | null;
  dbMb: number;
  walMb: number;
}

/**
 * This process's memory (after a full collection), handles, open file descriptors and the data folder's database
 * (file and WAL). The event-loop delay is watched all the time, except during the forced collection.
 */
export function soakProbes(dataDir: string) {
  const gc = gcFunction();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const hourLoop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  hourLoop.enable();
  const db = join(dataDir, 'seller-desk.db');
  const database = () => ({ dbMb: mb(sizeOf(db)), walMb: mb(sizeOf(`${db}-wal`)) });
  return {
    database,
    sample(simHour: number): Sample {
      loop.disable();
      hourLoop.disable();
      gc();
      const memory = process.memoryUsage();
      const handleTypes: Record<string, number> = {};
      for (const type of process.getActiveResourcesInfo()) handleTypes[type] = (handleTypes[type] ?? 0) + 1;
      const fds = existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : null;
      loop.enable();
      hourLoop.enable();
      return {
        simHour: round(simHour, 2),
        rssMb: mb(memory.rss),
        heapMb: mb(memory.heapUsed),
        externalMb: mb(memory.external + memory.arrayBuffers),
        handles: Object.values(handleTypes).reduce((a, b) => a + b, 0),
        handleTypes,
        fds,
        ...database(),
      };
    },
    /** The event loop's delay since the last call (max and p99, ms), then starts a new period. */
    hourLoop() {
      const figures = { maxMs: round(hourLoop.max / 1e6, 1), p99Ms: round(hourLoop.percentile(99) / 1e6, 1) };
      hourLoop.reset();
      return figures;
    },
    /** The event loop's delay over the whole run. */
    wholeLoop() {
      loop.disable();
      hourLoop.disable();
      return {
        maxMs: round(loop.max / 1e6, 1),
        p99Ms: round(loop.percentile(99) / 1e6, 1),
        meanMs: round(loop.mean / 1e6, 2),
      };
    },
  };
}

/** The slope of a least-squares line through the points (y per unit of x). */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx === 0 ? NaN : sxy / sxx;
}
