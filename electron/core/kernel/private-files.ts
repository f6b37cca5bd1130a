import {
  chmodSync,
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { chmod, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The data folder holds buyers' names, addresses and messages: it is the seller's alone, the folder 0700 and every
 * file in it 0600. On Windows mode bits mean nothing (Node maps them to the read-only flag at most) and the folder
 * under %APPDATA% is private by its ACL, so there every helper here only creates and writes, never changes a mode.
 */
const posix = process.platform !== 'win32';

export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

const modeOf = (stats: Stats): number => stats.mode & 0o777;

/**
 * A folder (and any missing parent) created 0700; one that exists is left as it is. For a folder that may not be
 * the app's own (the parent of a database or log a test or a flag named): tightening is for the data folder.
 */
export function createPrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
}

/** A folder of the app's own (and any missing parent) made 0700, an existing one tightened. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  if (posix && modeOf(statSync(dir)) !== privateDirMode) chmodSync(dir, privateDirMode);
}

/**
 * A file created 0600 when missing, tightened when it exists, and left as it is otherwise: the database is created
 * this way before SQLite opens it, so it never exists readable by others, not even for a moment (its -wal and -shm
 * take the main file's mode from SQLite).
 */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', privateFileMode));
  if (posix && modeOf(statSync(file)) !== privateFileMode) chmodSync(file, privateFileMode);
}

/** A folder's entry list made durable: a file just created there survives a power cut by name too. */
export function syncDir(dir: string): void {
  // Windows cannot open a folder as a file; NTFS journals the entry on its own.
  if (!posix) return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a file 0600 and flushes it and its folder to the disk before returning: a change that names the file can
 * then be committed knowing the file is there after a crash or a power cut. Its folder is made private first.
 */
export function writePrivateFile(file: string, bytes: Uint8Array): void {
  const dir = dirname(file);
  ensurePrivateDir(dir);
  const fd = openSync(file, 'w', privateFileMode);
  try {
    if (posix) chmodSync(file, privateFileMode);
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncDir(dir);
}

/**
 * `writePrivateFile` off the thread that answers the window (the flushes wait on the disk), for files written in the
 * background. The bytes go to a file of their own first and take the name only when whole and flushed, so a reader
 * never finds half a file, nor two writers of one name each other's halves.
 */
export async function writePrivateFileInBackground(file: string, bytes: Uint8Array): Promise<void> {
  const dir = dirname(file);
  ensurePrivateDir(dir);
  const part = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.part`;
  try {
    const handle = await open(part, 'wx', privateFileMode);
    try {
      if (posix) await chmod(part, privateFileMode);
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  if (!posix) return;
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

export interface TightenReport {
  /** Paths whose mode was changed. */
  tightened: string[];
  /** Paths that could not be changed (another user's file put there), with why. */
  failed: { path: string; reason: string }[];
}

/**
 * What of the data folder is the app's own: its files at the top (the database with its -wal, -shm and copies set
 * aside, the vault and key, settings) and its folders, whatever is in them. Anything else there is left as it is: a
 * data folder named by mistake (`--data-dir ~`) must not have the seller's own files made unreadable or their
 * programs unrunnable.
 */
const ownFile = /^(seller-desk|secrets?\.|settings\.json)/;
const ownFolders = new Set([
  'logs',
  'message-files',
  'invoices',
  'dispute-attachments',
  'issue-attachments',
  'thumbnails',
  'backups',
  'demo-market',
]);

/**
 * The data folder made the seller's alone at start: the folder and the app's folders in it 0700, the app's files
 * 0600. An older version created them 0755/0644. Symbolic links are neither followed nor changed. What cannot be
 * changed is reported, not thrown: a start must not fail on one foreign file.
 */
export function tightenDataDir(dataDir: string): TightenReport {
  const report: TightenReport = { tightened: [], failed: [] };
  ensurePrivateDir(dataDir);
  if (!posix) return report;
  const tighten = (path: string, stats: Stats): void => {
    const wanted = stats.isDirectory() ? privateDirMode : privateFileMode;
    if (modeOf(stats) === wanted) return;
    try {
      chmodSync(path, wanted);
      report.tightened.push(path);
    } catch (error) {
      report.failed.push({ path, reason: (error as Error).message });
    }
  };
  const entries = (path: string): string[] => {
    try {
      return readdirSync(path);
    } catch (error) {
      report.failed.push({ path, reason: (error as Error).message });
      return [];
    }
  };
  const visit = (path: string, stats: Stats): void => {
    tighten(path, stats);
    if (!stats.isDirectory()) return;
    for (const name of entries(path)) {
      const inner = join(path, name);
      const innerStats = lstatSync(inner, { throwIfNoEntry: false });
      if (innerStats && (innerStats.isDirectory() || innerStats.isFile())) visit(inner, innerStats);
    }
  };
  for (const name of entries(dataDir)) {
    const path = join(dataDir, name);
    const stats = lstatSync(path, { throwIfNoEntry: false });
    if (stats?.isFile() && ownFile.test(name)) tighten(path, stats);
    else if (stats?.isDirectory() && ownFolders.has(name)) visit(path, stats);
  }
  return report;
}
