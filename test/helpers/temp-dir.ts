import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new empty folder under the system's temporary folder, named with this prefix. */
export const tempDir = (prefix = 'sd-'): string => mkdtempSync(join(tmpdir(), prefix));
