import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from './ports';
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
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = order[options.level ?? 'info'];
  const now = options.now ?? Date.now;
  if (options.file) mkdirSync(dirname(options.file), { recursive: true });
  const write = (level: Level, message: string, fields?: Record<string, unknown>): void => {
    if (order[level] < min) return;
    const line = JSON.stringify({
      time: iso(now()),
      level,
      message,
      ...(fields ? (redact(fields) as Record<string, unknown>) : {}),
    });
    try {
      if (options.file) appendFileSync(options.file, line + '\n');
      else process.stderr.write(line + '\n');
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
