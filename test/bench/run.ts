import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

/**
 * `npm run --silent bench -- NAME [ARGS]` runs test/bench/NAME.bench.ts and prints its figures as one JSON
 * line on stdout. Benchmarks report; they never pass or fail on a number.
 */
export type Bench = (args: string[]) => Promise<Record<string, unknown>>;

const available = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  process.stderr.write(
    `Usage: npm run --silent bench -- NAME\nBenchmarks: ${available.join(', ') || '(none)'}\n`,
  );
  process.exit(2);
}
const module = (await import(pathToFileURL(join(import.meta.dirname, `${name}.bench.ts`)).href)) as {
  default: Bench;
};
const figures = await module.default(args);
process.stdout.write(JSON.stringify({ bench: name, ...figures }) + '\n');
process.exit(0);
