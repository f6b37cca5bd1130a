import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../electron/core/kernel/logger';
import { tempDir } from '../../../helpers/temp-dir';

const posix = process.platform !== 'win32';
const childScript = join(import.meta.dirname, '..', '..', '..', 'helpers', 'log-writer-child.ts');
const generations = (file: string): string[] =>
  [file, `${file}.1`, `${file}.2`, `${file}.3`, `${file}.4`].filter((path) => existsSync(path));
const lines = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter(Boolean);

function runWriter(file: string, name: string, count: number, maxBytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', childScript, file, name, String(count), String(maxBytes)],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`writer ${name} exited ${code}: ${stderr}`)),
    );
  });
}

describe('the log file rotates', () => {
  it('past its size it becomes .1, .1 becomes .2…; three are kept, each under the cap, all 0600', () => {
    const file = join(tempDir('sd-log-'), 'logs', 'seller-desk.log');
    const log = createLogger({ file, maxBytes: 1000, keep: 3 });
    for (let n = 0; n < 200; n++) log.info('line', { n });
    expect(generations(file)).toEqual([file, `${file}.1`, `${file}.2`, `${file}.3`]);
    for (const path of generations(file)) {
      expect(statSync(path).size).toBeLessThanOrEqual(1000);
      if (posix) expect(statSync(path).mode & 0o777).toBe(0o600);
    }
    // The newest lines are in the file itself, the ones before them in .1: nothing between them is lost.
    const last = lines(file).map((line) => (JSON.parse(line) as { n: number }).n);
    const before = lines(`${file}.1`).map((line) => (JSON.parse(line) as { n: number }).n);
    expect(last.at(-1)).toBe(199);
    expect(before.at(-1)).toBe(last[0]! - 1);
    if (posix) expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
  });

  it('counts what an existing file already holds: one over the cap rotates at the first line', () => {
    const file = join(tempDir('sd-log-'), 'seller-desk.log');
    const first = createLogger({ file, maxBytes: 300 });
    for (let n = 0; n < 4; n++) first.info('before', { n, pad: 'y'.repeat(40) });
    expect(existsSync(`${file}.1`)).toBe(true);
    const sizeBefore = statSync(file).size;
    const second = createLogger({ file, maxBytes: 300 });
    second.info('after a restart', { pad: 'z'.repeat(200) });
    expect(statSync(file).size).toBeLessThan(sizeBefore + 300);
  });

  it('two processes appending to one log at once leave only whole lines, none lost beyond the kept files', async () => {
    const file = join(tempDir('sd-log-'), 'seller-desk.log');
    const count = 400;
    // Big enough that every line of both writers is still in one of the four kept files.
    const maxBytes = 40_000;
    await Promise.all([runWriter(file, 'app', count, maxBytes), runWriter(file, 'cli', count, maxBytes)]);
    const all = generations(file).flatMap(lines);
    const parsed = all.map((line) => JSON.parse(line) as { writer: string; n: number });
    for (const writer of ['app', 'cli']) {
      const seen = parsed.filter((entry) => entry.writer === writer).map((entry) => entry.n);
      expect(new Set(seen).size).toBe(count);
    }
    expect(generations(file).length).toBeGreaterThan(1);
  }, 60_000);
});
