import { appendFileSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from './ports';
import { createPrivateDir, ensurePrivateFile, privateFileMode } from './private-files';
import { iso } from './time/iso';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Field names whose values never reach a log line, whatever nests them. */
const secretKey = /token|secret|password|authorization|code_verifier|verifier|cookie|^code$/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = secretKey.test(key) ? '[redacted]' : redact(inner, depth + 1);
    }
    return out;
  }
  return value;
}

export interface LoggerOptions {
  /** JSON lines are appended here; without a file the logger writes to stderr. */
  file?: string;
  level?: Level;
  now?: () => number;
  /** How big the log grows before it is rotated (default 5 MB). */
  maxBytes?: number;
  /** How many rotated files are kept beside it, `.1` the newest (default 3). */
  keep?: number;
}

/**
 * A log file that rotates: when a line would take it past `maxBytes` it becomes `.1` (`.1` becomes `.2`...; the
 * oldest goes), so the logs of an app left open for months stay a few megabytes. The size is counted from what this
 * process wrote, not asked of the disk for every line. The desktop app and the command line may append to one file
 * at once: each line is one write in append mode (whole, never interleaved), and before rotating the real size is
 * read, so a process whose file another one rotated only counts anew. Both rotating at the same moment costs at
 * worst one file rotated early.
 */
function createLogFile(file: string, maxBytes: number, keep: number): (line: string) => void {
  createPrivateDir(dirname(file));
  ensurePrivateFile(file);
  let bytes = statSync(file).size;
  const rotate = (adding: number): void => {
    const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    if (size === 0 || size + adding <= maxBytes) {
      bytes = size;
      return;
    }
    for (let n = keep - 1; n >= 1; n--) {
      try {
        renameSync(`${file}.${n}`, `${file}.${n + 1}`);
      } catch {
        // Not there yet (a young log), or taken by the other process's rotation.
      }
    }
    renameSync(file, `${file}.1`);
    bytes = 0;
  };
  return (line) => {
    const size = Buffer.byteLength(line);
    if (bytes > 0 && bytes + size > maxBytes) {
      try {
        rotate(size);
      } catch {
        // A file another program holds open (Windows): the log grows until the next try, one cap later.
        bytes = 0;
      }
    }
    appendFileSync(file, line, { mode: privateFileMode });
    bytes += size;
  };
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = order[options.level ?? 'info'];
  const now = options.now ?? Date.now;
  const append = options.file
    ? createLogFile(options.file, options.maxBytes ?? 5 * 1024 * 1024, Math.max(1, options.keep ?? 3))
    : (line: string) => void process.stderr.write(line);
  const write = (level: Level, message: string, fields?: Record<string, unknown>): void => {
    if (order[level] < min) return;
    const line = JSON.stringify({
      time: iso(now()),
      level,
      message,
      ...(fields ? (redact(fields) as Record<string, unknown>) : {}),
    });
    try {
      append(line + '\n');
    } catch {
      // A full disk must not take the app down with it: the log line is the one thing we can lose.
    }
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
