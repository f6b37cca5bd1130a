import type { PrinterInfo } from '../../../shared/printing';
import type { PrinterStop } from '../../../shared/shipping';
import type { PrinterHost } from '../kernel/ports';
import type { PrinterStatus } from './types';

/** What stops a label before it is made, and the printer it is about. */
export interface PrinterCheckStop {
  printer: { id: string; label: string };
  problems: PrinterStop[];
}

export interface PrinterCheckDeps {
  find: (id: string) => Promise<PrinterInfo | undefined>;
  host: Pick<PrinterHost, 'probe'>;
  /** How long the printer has to answer its status query; the seller is standing at the station meanwhile. */
  timeoutMs: number;
}

/** The problems of a `~HS` answer that keep a label from printing; a busy or overheated printer prints later. */
const blocking: PrinterStop[] = ['paperOut', 'ribbonOut', 'headOpen', 'paused'];

function stopsOf(status: PrinterStatus | null): PrinterStop[] {
  // No answer in time, a refused connection, or an answer that is not a status: it may be off, so nobody knows.
  if (!status || status.state === 'offline' || status.state === 'unknown') return ['noAnswer'];
  return blocking.filter((problem) => status.problems.includes(problem));
}

/**
 * Asks a ZPL printer on the network (`~HS`, once, with a short timeout) whether it can print now, before a parcel
 * is made whose label it would not print. Spoolers (CUPS, Windows) and folders queue what they are given, and an EPL
 * printer answers no status: those are not asked. Null: go on.
 */
export function createPrinterCheck(deps: PrinterCheckDeps) {
  return async function checkPrinter(printerId: string): Promise<PrinterCheckStop | null> {
    const printer = await deps.find(printerId);
    if (!printer || printer.backend !== 'tcp9100' || !printer.formats.includes('zpl')) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deps.timeoutMs);
    });
    const status = await Promise.race([
      deps.host.probe({ backend: printer.backend, name: printer.name }).catch(() => null),
      late,
    ]);
    clearTimeout(timer);
    const problems = stopsOf(status);
    return problems.length > 0 ? { printer: { id: printer.id, label: printer.label }, problems } : null;
  };
}

export type PrinterCheck = ReturnType<typeof createPrinterCheck>;
