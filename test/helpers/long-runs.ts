import { randomInt } from 'node:crypto';
import { relative } from 'node:path';
import { projectRoot } from './cli';

/** Set by `npm run test:long`: every randomized test runs its whole count instead of its sample. */
export const longRunsVariable = 'SELLER_DESK_LONG';
/** Replays a randomized run: the seed its printed line names. */
export const seedVariable = 'SELLER_DESK_SEED';

export interface Counts {
  /** Iterations in a default (and CI) run. */
  sample: number;
  /** Iterations with SELLER_DESK_LONG=1. */
  whole: number;
}

const isLong = (): boolean => process.env[longRunsVariable] === '1';

export interface Sample {
  /** The seed every random draw of the test starts from. */
  seed: number;
  /** How many iterations (kills, property runs) the test makes. */
  runs: number;
}

/**
 * How many iterations a randomized test makes and from which seed. By default (and in CI) a sample of a fixed size
 * with a new seed each time, so the whole space is walked over many runs while each run stays short; with
 * SELLER_DESK_LONG=1 the whole count; with SELLER_DESK_SEED a run again. Each sample prints how to replay it, since
 * a failure found by a new seed is only worth something if it can be had again.
 */
export function sampled(file: string, what: string, counts: Counts): Sample {
  const long = isLong();
  const given = process.env[seedVariable];
  const seed = given === undefined || given === '' ? randomInt(1, 2 ** 31 - 1) : Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`${seedVariable} must be an integer, not ${given}`);
  const runs = long ? counts.whole : counts.sample;
  const replay = `${long ? `${longRunsVariable}=1 ` : ''}${seedVariable}=${seed}`;
  process.stdout.write(
    `${what}: seed=${seed} runs=${runs}; replay with ${replay} npx vitest run ${relative(projectRoot, file)}\n`,
  );
  return { seed, runs };
}

/**
 * How many times a loop without random draws (a race tried again and again, whose interleavings the machine
 * decides) runs: its sample by default, its whole count with SELLER_DESK_LONG=1, as sampled() decides.
 */
export function repeated(what: string, counts: Counts): number {
  const runs = isLong() ? counts.whole : counts.sample;
  if (!isLong()) process.stdout.write(`${what}: runs=${runs} (${counts.whole} with ${longRunsVariable}=1)\n`);
  return runs;
}
