import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentFormat } from '../../../../shared/printing';
import { PrintDeliveryError, type PrintBackend, type PrintPayload } from '../types';

const extensions: Record<DocumentFormat, string> = { pdf: 'pdf', zpl: 'zpl', epl: 'epl' };

/** `2026-03-05_141503-job12-label.pdf`: sorts by time, says which job and what it was. */
export function fileNameFor(payload: PrintPayload, at: Date, copy: number): string {
  const stamp = at.toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '');
  const suffix = copy > 1 ? `-copy${copy}` : '';
  return `${stamp}-job${payload.jobId}-${payload.kind}${suffix}.${extensions[payload.format]}`;
}

/**
 * Print to file: each copy of a job becomes one file in the folder, written under a temporary name, flushed
 * to disk and then renamed, so the folder never shows half a document.
 */
export function createFolderBackend(options: { now?: () => number } = {}): PrintBackend {
  const now = options.now ?? Date.now;
  return {
    id: 'folder',

    async send(target, payload) {
      let written = 0;
      try {
        await mkdir(target.name, { recursive: true });
        const at = new Date(now());
        for (let copy = 1; copy <= payload.copies; copy++) {
          const final = join(target.name, fileNameFor(payload, at, copy));
          const temporary = join(target.name, `.${randomBytes(6).toString('hex')}.part`);
          const handle = await open(temporary, 'wx');
          try {
            await handle.writeFile(payload.bytes);
            await handle.sync();
          } finally {
            await handle.close();
          }
          await rename(temporary, final);
          written += 1;
        }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        throw new PrintDeliveryError(
          'spoolerError',
          `Cannot write to the folder ${target.name} (${code || String(error)}).`,
          // A full disk or a folder that comes back (a USB stick) may work later, unless a copy got out.
          written > 0
            ? { delivered: 'unknown', retryable: false, cause: error }
            : { delivered: 'none', retryable: code === 'ENOSPC' || code === 'ENOENT', cause: error },
        );
      }
      return { final: true };
    },

    async probe(target) {
      try {
        await mkdir(target.name, { recursive: true });
        await access(target.name, constants.W_OK);
        return { state: 'ready', problems: [] };
      } catch (error) {
        return {
          state: 'error',
          problems: [],
          message: `Cannot write to ${target.name}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        };
      }
    },
  };
}
