import type { BackendId } from '../../../shared/printing';
import type { PrinterHost } from '../kernel/ports';
import { createCupsBackend } from './backends/cups';
import { createFolderBackend } from './backends/folder';
import { createTcpBackend, type TcpOptions } from './backends/tcp9100';
import { createWindowsBackend } from './backends/windows';
import { runCommand } from './run-command';
import { PrintDeliveryError, type CommandRunner, type PrintBackend, type SystemPrinter } from './types';

export interface PrinterHostOptions {
  platform?: NodeJS.Platform;
  run?: CommandRunner;
  tcp?: TcpOptions;
  /** Replaces the back-ends chosen for the platform (tests). */
  backends?: PrintBackend[];
}

/** The system's spooler for this OS, plus raw TCP and folders, which work everywhere. */
export function defaultBackends(options: PrinterHostOptions = {}): PrintBackend[] {
  const run = options.run ?? runCommand;
  const system =
    (options.platform ?? process.platform) === 'win32'
      ? createWindowsBackend({ run })
      : createCupsBackend({ run });
  return [system, createTcpBackend(options.tcp), createFolderBackend()];
}

/** The PrinterHost of plain Node (command line, web host): the back-ends, each asked for what it knows. */
export function createPrinterHost(options: PrinterHostOptions = {}): PrinterHost {
  const backends = new Map<BackendId, PrintBackend>(
    (options.backends ?? defaultBackends(options)).map((backend) => [backend.id, backend]),
  );
  const backend = (id: BackendId): PrintBackend => {
    const found = backends.get(id);
    if (!found) {
      throw new PrintDeliveryError('unsupported', `Printing through "${id}" is not available here.`, {
        delivered: 'none',
        retryable: false,
      });
    }
    return found;
  };
  return {
    async listPrinters() {
      const lists = await Promise.all(
        [...backends.values()].map((b): Promise<SystemPrinter[]> =>
          b.discover ? b.discover().catch(() => []) : Promise.resolve([]),
        ),
      );
      return lists.flat();
    },
    send: (target, payload) => backend(target.backend).send(target, payload),
    probe: async (target) => {
      const b = backend(target.backend);
      return b.probe ? b.probe(target) : { state: 'unknown', problems: [] };
    },
    jobState: async (target, remoteJobId) => {
      const b = backend(target.backend);
      return b.jobState ? b.jobState(target, remoteJobId) : { state: 'gone' };
    },
    cancel: async (target, remoteJobId) => {
      await backend(target.backend).cancel?.(target, remoteJobId);
    },
  };
}
