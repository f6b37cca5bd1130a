import type { WebContents } from 'electron';
import type { PrinterHost } from '../../core/kernel/ports';
import { formatsForQueue } from '../../core/printing/backends/cups';
import { parseWindowsPrinters } from '../../core/printing/backends/windows';
import type { SystemPrinter } from '../../core/printing/types';

type ElectronPrinter = Awaited<ReturnType<WebContents['getPrintersAsync']>>[number];

function fromElectron(printer: ElectronPrinter, platform: NodeJS.Platform): SystemPrinter {
  const options = (printer.options ?? {}) as Record<string, string>;
  const label = printer.displayName || printer.name;
  if (platform === 'win32') {
    // Electron says nothing about a Windows printer's state (its status is always 0): leave it unknown.
    const [guess] = parseWindowsPrinters(
      JSON.stringify({ Name: printer.name, DriverName: printer.description }),
    );
    return { ...guess!, label, state: 'unknown', problems: [] };
  }
  const model = options['printer-make-and-model'];
  return {
    backend: 'cups',
    name: printer.name,
    label,
    isDefault: false,
    state: 'unknown',
    problems: [],
    formats: formatsForQueue(options, printer.name),
    ...(model ? { driver: model } : {}),
  };
}

/**
 * The desktop app's PrinterHost: the back-ends' printers, plus the ones only Chromium's print system lists
 * (`getPrintersAsync`), which also gives the friendlier display names. Sending still goes through the
 * back-ends: Electron's silent printing ignores paper sizes on several systems.
 */
export function withElectronPrinters(
  host: PrinterHost,
  contents: () => WebContents | null | undefined,
  platform: NodeJS.Platform = process.platform,
): PrinterHost {
  return {
    ...host,
    async listPrinters() {
      const target = contents();
      const [system, electron] = await Promise.all([
        host.listPrinters(),
        target && !target.isDestroyed() ? target.getPrintersAsync().catch(() => []) : Promise.resolve([]),
      ]);
      const backend = platform === 'win32' ? 'windows' : 'cups';
      const byName = new Map(electron.map((printer) => [printer.name, printer]));
      const merged = system.map((printer) => {
        const twin = printer.backend === backend ? byName.get(printer.name) : undefined;
        return twin?.displayName && printer.label === printer.name
          ? { ...printer, label: twin.displayName }
          : printer;
      });
      const known = new Set(merged.filter((p) => p.backend === backend).map((p) => p.name));
      const extra = electron.filter((p) => !known.has(p.name)).map((p) => fromElectron(p, platform));
      return [...merged, ...extra];
    },
  };
}
