import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenSnapshot } from '../oauth/tokens';
import type { Task } from '../scheduler';
import type { StoreData } from './store';

export const STATE_FILE = 'demo-market.json';
const FORMAT = 1;

export interface SavedState {
  format: number;
  savedAt: string;
  /** Marketplace clock at save time: a restored shop never goes back in time. */
  clockNow: number;
  seed: number;
  store: StoreData;
  tokens: TokenSnapshot;
  tasks: Task[];
  activityRandom: number[];
}

export function loadState(dir: string): SavedState | null {
  const file = join(dir, STATE_FILE);
  if (!existsSync(file)) return null;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedState;
  if (saved.format !== FORMAT) throw new Error(`${file}: unknown format ${String(saved.format)}`);
  return saved;
}

/** Writes the whole shop atomically (temporary file, then rename), so a crash never leaves half a file. */
export function saveState(dir: string, state: Omit<SavedState, 'format' | 'savedAt'>): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, STATE_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ format: FORMAT, savedAt: new Date().toISOString(), ...state }));
  renameSync(temp, file);
}
