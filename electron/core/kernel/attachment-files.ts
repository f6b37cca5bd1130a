import { rmSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { AppError } from './errors';
import { writePrivateFile } from './private-files';

/**
 * Files kept in the data folder for changes that wait to be sent (a reply's attachments, an invoice's PDF, a
 * dispute's document) and files downloaded from the marketplace. A change names its file by a path relative to the
 * data folder, so the folder can move (another disk, a restored backup) without its changes losing their files.
 */

/** The database sits at the top of the data folder: a step that holds only the database finds the folder by it. */
export const dataDirOf = (db: { name: string }): string => dirname(db.name);

const nameMax = 120;

/**
 * A file name safe on every file system: no folder in it (both separators), nothing but letters, digits, `.`, `_`
 * and `-`, no leading dot (a hidden file, or `..`), at most 120 characters with its extension kept at the end.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '');
  if (clean === '' || /^[._-]*$/.test(clean)) return 'file';
  if (clean.length <= nameMax) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 11 ? clean.slice(dot) : '';
  return clean.slice(0, nameMax - ext.length) + ext;
}

/**
 * Extensions a file downloaded from a buyer keeps. A buyer names the file, so anything else (`.exe`, `.lnk`, `.html`,
 * `.desktop`) is saved as `.bin`: the seller's system then opens nothing of it as a program or a page.
 */
export const downloadExtensions: readonly string[] = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'txt',
  'csv',
];

/** The name a downloaded file is saved under: made safe, its extension kept only when it is an allowed one. */
export function downloadName(name: string): string {
  const safe = safeFileName(name);
  const dot = safe.lastIndexOf('.');
  const ext = dot > 0 ? safe.slice(dot + 1).toLowerCase() : '';
  if (downloadExtensions.includes(ext)) return safe;
  const stem = dot > 0 ? safe.slice(0, dot) : safe;
  return `${stem.slice(0, nameMax - 4)}.bin`;
}

/**
 * Copies a file into `folder` of the data folder (0600, flushed with its folder before this returns, so a change
 * committed after it never names a file a power cut lost) and answers its path relative to the data folder.
 */
export function storeFile(dataDir: string, folder: string, name: string, bytes: Uint8Array): string {
  const stored = `${folder}/${name}`;
  writePrivateFile(filePath(dataDir, stored), bytes);
  return stored;
}

/**
 * Where a stored file is. A relative path is under the data folder and may not leave it (`..`, an empty part): the
 * path comes from the database, and a row that points elsewhere is refused rather than followed. An absolute path
 * is one written before paths were relative, by this app, and is used as it is.
 */
export function filePath(dataDir: string, stored: string): string {
  if (isAbsolute(stored)) return stored;
  const parts = stored.split(/[\\/]/);
  if (
    stored === '' ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    /^[a-z]:/i.test(stored)
  )
    throw new AppError(
      'VALIDATION_FAILED',
      `The stored file "${stored}" is not a path inside the data folder.`,
    );
  return join(dataDir, ...parts);
}

/** Where a stored file is, or null for a path out of the data folder: removing never follows one either. */
function ownPath(dataDir: string, stored: string): string | null {
  try {
    return filePath(dataDir, stored);
  } catch {
    return null;
  }
}

/** A stored file removed (gone already is fine; a path out of the data folder is left alone). */
export function removeFile(dataDir: string, stored: string): void {
  const path = ownPath(dataDir, stored);
  if (path) rmSync(path, { force: true });
}

/**
 * The folder a stored file was copied into with its siblings (a reply's files), removed. Only a folder below the
 * data folder: a relative path with no folder of its own would name the data folder itself.
 */
export function removeFolderOf(dataDir: string, stored: string): void {
  const path = ownPath(dataDir, stored);
  if (!path) return;
  if (!isAbsolute(stored) && stored.split(/[\\/]/).length < 3) rmSync(path, { force: true });
  else rmSync(dirname(path), { recursive: true, force: true });
}
