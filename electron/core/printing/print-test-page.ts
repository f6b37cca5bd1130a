import type { DocumentFormat, DocumentKind, EnqueueResult } from '../../../shared/printing';
import type { Language } from '../../../shared/settings';
import type { Clock } from '../kernel/ports';
import type { EnqueueRequest } from './enqueue';
import { printingError } from './messages';
import type { PrinterDirectory } from './printers';
import type { ProfileRepo } from './profile-repo';
import { testPage, type TestPageInput } from './test-pages';

export interface TestPageRequest {
  /** The profile the page checks: its printer, paper and orientation. */
  profile: DocumentKind;
  format?: DocumentFormat | undefined;
  force?: boolean | undefined;
}

/**
 * A built-in test page, printed with the settings of the profile it checks, in the printer's own language unless
 * asked for another: PDF for A4 paper where the printer takes it, otherwise ZPL, EPL or PDF as it can.
 */
export async function printTestPage(
  deps: {
    profiles: ProfileRepo;
    printers: PrinterDirectory;
    clock: Clock;
    language: () => Language;
    enqueue: (request: EnqueueRequest) => Promise<EnqueueResult>;
    pdf: (input: TestPageInput) => Promise<Uint8Array>;
  },
  input: TestPageRequest,
): Promise<EnqueueResult> {
  const profile = deps.profiles.get(input.profile);
  if (!profile.printerId) {
    throw printingError('VALIDATION_FAILED', 'noPrinter', deps.language(), { kind: input.profile });
  }
  const printer = await deps.printers.require(profile.printerId);
  const format =
    input.format ??
    (profile.pageSize === 'a4' && printer.formats.includes('pdf')
      ? 'pdf'
      : (['zpl', 'epl', 'pdf'] as const).find((f) => printer.formats.includes(f)));
  if (!format || !printer.formats.includes(format)) {
    throw printingError('PRINTER_ERROR', 'formatRefused', deps.language(), {
      printer: printer.label,
      format: format ?? 'pdf',
    });
  }
  const bytes = await testPage(
    {
      format,
      pageSize: profile.pageSize,
      orientation: profile.orientation,
      zplDpi: profile.zplDpi,
      printerLabel: printer.label,
      at: new Date(deps.clock.now()),
    },
    deps.pdf,
  );
  // Printed with the checked profile's printer and paper; its own kind keeps it apart in the history.
  return deps.enqueue({
    kind: 'testPage',
    bytes,
    printerId: printer.id,
    copies: 1,
    force: input.force ?? false,
    profile,
  });
}
