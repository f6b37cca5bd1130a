import type { StartupFault, StartupNotice } from '../core/start/start-core';
import type { CliIo } from './command';

/**
 * The exit code of a command that could not open the data folder (settings, database, migrations): a fault the
 * seller can act on, told apart from a command that failed (1) or was called wrongly (2).
 */
export const dataFolderExitCode = 4;

/** A start that failed: the fault says what and where. Its own module, so run.ts can tell it without the core. */
export class StartupFailure extends Error {
  constructor(readonly fault: StartupFault) {
    super(fault.message.en);
    this.name = 'StartupFailure';
  }
}

/** The fault on stderr: what failed, then the file and the folder, then what the seller can do. */
export function printFault(io: CliIo, fault: StartupFault): void {
  io.stderr(`seller-desk: ${fault.message.en}`);
  io.stderr(`  file: ${fault.file}`);
  io.stderr(`  data folder: ${fault.dataDir}`);
  io.stderr(`  detail: ${fault.detail}`);
}

/** One stderr line per notice, naming the file kept aside. */
export function printNotices(io: CliIo, notices: readonly StartupNotice[]): void {
  for (const notice of notices) io.stderr(`seller-desk: ${notice.message.en}`);
}
