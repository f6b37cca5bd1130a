import type { PrinterInfo } from '../../../shared/printing';
import type { Command } from '../command';
import { withCliCore } from '../cli-core';

const backendNames: Record<PrinterInfo['backend'], string> = {
  cups: 'CUPS',
  windows: 'Windows',
  tcp9100: 'TCP 9100',
  folder: 'folder',
};

export function printerLine(printer: PrinterInfo): string {
  const problems = printer.problems.length > 0 ? ` (${printer.problems.join(', ')})` : '';
  const marks = printer.isDefault ? ' [default]' : '';
  return [
    printer.id,
    `${printer.label}${marks}`,
    backendNames[printer.backend],
    printer.formats.map((format) => format.toUpperCase()).join('/') || '-',
    `${printer.state}${problems}`,
  ].join('\t');
}

export const printersCommand: Command = {
  name: 'printers',
  summary: 'List the printers Seller Desk can print to, with their state and the formats they take',
  usage: 'printers [--json]',
  options: { json: { type: 'boolean' } },
  async run(ctx, values) {
    return withCliCore(ctx, async (core) => {
      const printers = await core.printing.listPrinters();
      if (values.json) {
        ctx.io.stdout(JSON.stringify(printers, null, 2));
      } else {
        ctx.io.stdout(['ID', 'NAME', 'THROUGH', 'FORMATS', 'STATE'].join('\t'));
        for (const printer of printers) ctx.io.stdout(printerLine(printer));
      }
      return 0;
    });
  },
};
