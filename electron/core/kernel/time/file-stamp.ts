import { existsSync } from 'node:fs';

/** `20261203T101500Z`: sorts by time and is a valid file name on every OS (no colons). */
export function fileStamp(now: number): string {
  return new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `<file>.<why>-<stamp>`, with `-2`, `-3`... when a file of that name is already kept (two in one second). */
export function keptName(file: string, why: string, now: number): string {
  const base = `${file}.${why}-${fileStamp(now)}`;
  let kept = base;
  for (let n = 2; existsSync(kept); n++) kept = `${base}-${n}`;
  return kept;
}
