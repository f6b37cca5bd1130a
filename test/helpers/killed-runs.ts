import { expect } from 'vitest';

/** Where a run of a crash test's child dies: after a delay, or right after a step it reaches. */
export type Kill = { delayMs: number } | { step: string };

export interface KilledRuns {
  runs: number;
  /** The steps every fourth run dies at, in turn; each must be met by the end. */
  steps: readonly string[];
  stepsSeen: ReadonlySet<string>;
  /** How long the other runs go before they are killed. */
  delayOf: (i: number) => number;
  /** What the seller asks for before run `i` (new changes, new orders). */
  prepare: (i: number) => void;
  /** One run of the child, killed or let finish; answers how it ended (a signal or an exit code). */
  run: (kill: Kill | 'finish') => Promise<NodeJS.Signals | number | null>;
  /** Reads what the child logged (what it stored, the steps it met). */
  readLog: () => void;
  /** Checks what the data folder holds; `final`, after the undisturbed run, that everything is done. */
  check: (final: boolean) => void;
}

/**
 * Runs a crash test's child again and again, each run killed with SIGKILL, checking the data folder after each; then
 * one run finishes undisturbed and the end is checked. Every run must have died by the kill, and every step been met.
 */
export async function killedRuns(test: KilledRuns): Promise<void> {
  let kills = 0;
  for (let i = 0; i < test.runs; i++) {
    test.prepare(i);
    const kill: Kill =
      i % 4 === 0 ? { step: test.steps[(i / 4) % test.steps.length]! } : { delayMs: test.delayOf(i) };
    if ((await test.run(kill)) === 'SIGKILL') kills++;
    test.readLog();
    test.check(false);
  }
  await test.run('finish');
  test.readLog();
  test.check(true);
  expect(kills).toBe(test.runs);
  expect([...test.stepsSeen].sort()).toEqual([...test.steps].sort());
}
