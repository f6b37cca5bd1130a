import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { logUncaught, type UncaughtSource } from '../../../../electron/core/kernel/uncaught';
import type { Logger } from '../../../../electron/core/kernel/ports';

function fakeProcess(): UncaughtSource & EventEmitter & { exits: number[] } {
  const emitter = new EventEmitter() as EventEmitter & { exits: number[]; exit(code?: number): void };
  emitter.exits = [];
  emitter.exit = (code = 0) => void emitter.exits.push(code);
  return emitter;
}

function recordingLogger(): Logger & { lines: { message: string; fields?: Record<string, unknown> }[] } {
  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const record = (message: string, fields?: Record<string, unknown>) => void lines.push({ message, fields });
  return { lines, debug: record, info: record, warn: record, error: record };
}

describe('logUncaught', () => {
  it('logs an unhandled rejection with its stack and keeps the process going', () => {
    const proc = fakeProcess();
    const logger = recordingLogger();
    logUncaught(proc, logger);
    proc.emit('unhandledRejection', new Error('background step failed'));
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]!.message).toBe('unhandled rejection');
    const reason = logger.lines[0]!.fields!.reason as { message: string; stack: string };
    expect(reason.message).toBe('background step failed');
    expect(reason.stack).toContain('uncaught.test.ts');
    expect(proc.exits).toEqual([]);
  });

  it('logs an uncaught exception and ends the process with 1, or hands it to onFatal', () => {
    const proc = fakeProcess();
    const logger = recordingLogger();
    logUncaught(proc, logger);
    proc.emit('uncaughtException', new TypeError('boom'));
    expect(logger.lines.map((l) => l.message)).toEqual(['uncaught exception']);
    expect(proc.exits).toEqual([1]);

    const fatal: Error[] = [];
    logUncaught(proc, logger, { onFatal: (error) => void fatal.push(error) });
    proc.emit('uncaughtException', new Error('again'));
    expect(fatal.map((e) => e.message)).toEqual(['again']);
    expect(proc.exits).toEqual([1]);
  });

  it("a second call replaces the first (the core's log once it is open), and the remover takes them off", () => {
    const proc = fakeProcess();
    const early = recordingLogger();
    const core = recordingLogger();
    logUncaught(proc, early);
    const remove = logUncaught(proc, core);
    proc.emit('unhandledRejection', 'plain reason');
    expect(early.lines).toEqual([]);
    expect(core.lines[0]!.fields).toEqual({ reason: { value: 'plain reason' } });
    remove();
    expect(proc.listenerCount('unhandledRejection')).toBe(0);
    expect(proc.listenerCount('uncaughtException')).toBe(0);
  });
});
