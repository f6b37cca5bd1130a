import { resolve } from 'node:path';
import type { CustomPrinterInput, DocumentFormat, PrinterInfo } from '../../../shared/printing';
import { customPrinterSchema, documentFormats } from '../../../shared/printing';
import type { Language } from '../../../shared/settings';
import type { PrinterHost } from '../kernel/ports';
import { formatTcpAddress, parseTcpAddress } from './backends/tcp9100';
import { printingError } from './messages';
import { printerId, type PrinterRepo, type PrinterRow } from './printer-repo';
import type { PrinterStatus, SystemPrinter } from './types';

export interface PrinterDirectoryOptions {
  host: PrinterHost;
  printers: PrinterRepo;
  /** The folder every installation can print to: `<data folder>/printed`. */
  builtinFolder: string;
  language: () => Language;
  now: () => number;
  /** How long a system printer list is reused before the spooler is asked again. */
  cacheMs?: number;
  probeTimeoutMs?: number;
}

const allFormats: DocumentFormat[] = [...documentFormats];

/**
 * Every printer the seller can choose: the system's (CUPS, Windows, Electron), the ones they added
 * (network label printers, folders) and the built-in folder, with the seller's format corrections applied.
 */
export function createPrinterDirectory(options: PrinterDirectoryOptions) {
  const { host, printers, now } = options;
  const cacheMs = options.cacheMs ?? 30_000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 2500;
  const builtinId = printerId('folder', options.builtinFolder);
  let cache: { at: number; list: SystemPrinter[] } | undefined;

  async function systemPrinters(fresh: boolean): Promise<SystemPrinter[]> {
    if (!fresh && cache && now() - cache.at < cacheMs) return cache.list;
    const list = await host.listPrinters();
    cache = { at: now(), list };
    return list;
  }

  const fromSystem = (printer: SystemPrinter, row: PrinterRow | undefined): PrinterInfo => ({
    id: printerId(printer.backend, printer.name),
    backend: printer.backend,
    name: printer.name,
    label: row?.label ?? printer.label,
    isDefault: printer.isDefault,
    state: printer.state,
    problems: printer.problems,
    ...(printer.stateMessage ? { stateMessage: printer.stateMessage } : {}),
    formats: row?.formats ?? printer.formats,
    ...(printer.driver ? { driver: printer.driver } : {}),
    custom: false,
  });

  const fromRow = (row: PrinterRow, status?: PrinterStatus): PrinterInfo => ({
    id: row.id,
    backend: row.backend,
    name: row.name,
    label: row.label ?? row.name,
    isDefault: false,
    state: status?.state ?? 'unknown',
    problems: status?.problems ?? [],
    ...(status?.message ? { stateMessage: status.message } : {}),
    formats: row.formats ?? allFormats,
    custom: true,
    ...(row.id === builtinId ? { builtin: true as const } : {}),
  });

  const builtinRow = (): PrinterRow => ({
    id: builtinId,
    backend: 'folder',
    name: options.builtinFolder,
    label: null,
    formats: allFormats,
    custom: true,
  });

  async function probe(row: PrinterRow): Promise<PrinterStatus> {
    const timeout = new Promise<PrinterStatus>((done) =>
      setTimeout(() => done({ state: 'unknown', problems: ['noAnswer'] }), probeTimeoutMs).unref(),
    );
    return Promise.race([host.probe({ backend: row.backend, name: row.name }), timeout]);
  }

  const customRows = (): PrinterRow[] => [builtinRow(), ...printers.all().filter((row) => row.custom)];

  async function list(fresh = true): Promise<PrinterInfo[]> {
    const rows = new Map(printers.all().map((row) => [row.id, row]));
    const system = (await systemPrinters(fresh)).map((p) =>
      fromSystem(p, rows.get(printerId(p.backend, p.name))),
    );
    const custom = await Promise.all(customRows().map(async (row) => fromRow(row, await probe(row))));
    system.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.label.localeCompare(b.label));
    return [...system, ...custom];
  }

  /** One printer, without probing it: what sending a job needs to know. */
  async function find(id: string): Promise<PrinterInfo | undefined> {
    const row = id === builtinId ? builtinRow() : printers.get(id);
    if (row?.custom) return fromRow(row);
    for (const fresh of [false, true]) {
      const found = (await systemPrinters(fresh)).find((p) => printerId(p.backend, p.name) === id);
      if (found) return fromSystem(found, row);
    }
    return undefined;
  }

  async function require(id: string): Promise<PrinterInfo> {
    const printer = await find(id);
    if (!printer) throw printingError('NOT_FOUND', 'printerNotFound', options.language(), { printer: id });
    return printer;
  }

  return {
    builtinId,
    list,
    find,
    require,

    add(input: CustomPrinterInput): Promise<PrinterInfo> {
      const parsed = customPrinterSchema.parse(input);
      const row: Omit<PrinterRow, 'custom'> =
        parsed.backend === 'tcp9100'
          ? (() => {
              const name = formatTcpAddress({ host: parseTcpAddress(parsed.host).host, port: parsed.port });
              return {
                id: printerId('tcp9100', name),
                backend: 'tcp9100',
                name,
                label: parsed.label ?? null,
                formats: [parsed.language],
              };
            })()
          : {
              id: printerId('folder', resolve(parsed.path)),
              backend: 'folder',
              name: resolve(parsed.path),
              label: parsed.label ?? null,
              formats: allFormats,
            };
      if (row.id === builtinId || printers.get(row.id)?.custom) {
        throw printingError('CONFLICT', 'printerExists', options.language());
      }
      printers.addCustom(row, now());
      // Not probed here: a network printer that does not answer would hold the seller for seconds with nothing to
      // see; the window asks its state next and says what it is waiting for.
      return Promise.resolve(fromRow({ ...row, custom: true }));
    },

    remove(id: string): void {
      if (id === builtinId) throw printingError('CONFLICT', 'builtinPrinter', options.language());
      if (!printers.remove(id)) {
        throw printingError('NOT_FOUND', 'printerNotFound', options.language(), { printer: id });
      }
    },

    async setFormats(id: string, formats: DocumentFormat[] | null): Promise<PrinterInfo> {
      const printer = await require(id);
      printers.setFormats(printer, formats && formats.length > 0 ? formats : null, now());
      return (await find(id))!;
    },

    async status(id: string): Promise<PrinterStatus> {
      const printer = await require(id);
      return probe({ ...printer, label: null, formats: null });
    },
  };
}

export type PrinterDirectory = ReturnType<typeof createPrinterDirectory>;
