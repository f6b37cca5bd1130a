import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { keptName } from '../time/file-stamp';

/** The settings file in the data folder, shared by conf (command line, web host) and electron-store (the app). */
export const settingsFileName = 'settings.json';

/**
 * A `settings.json` that is not JSON (a hand edit, a cut-off write) is moved aside as `settings.json.invalid-<stamp>`
 * so the store starts from the defaults instead of throwing at start-up; both stores call this before they read.
 * Returns the kept file's path, or null when the file was readable (or absent). An unreadable file (permissions)
 * is left alone: the store then fails with its own error, which start-up reports.
 */
export function setAsideInvalidSettings(dataDir: string, now: number): string | null {
  const file = join(dataDir, settingsFileName);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  // conf and electron-store read an empty file as no settings.
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    const aside = keptName(file, 'invalid', now);
    renameSync(file, aside);
    return aside;
  }
}
