import type { HandlersOf } from '../../../../shared/contract';
import type { printChannels } from '../../../../shared/contract/print';
import type { Core } from '../../compose';

export function printHandlers(core: Core): HandlersOf<typeof printChannels> {
  const { printing } = core;
  return {
    'print:listPrinters': () => printing.listPrinters(),
    'print:addPrinter': (input) => printing.addPrinter(input),
    'print:removePrinter': ({ printerId }) => {
      printing.removePrinter(printerId);
      return null;
    },
    'print:setPrinterFormats': ({ printerId, formats }) => printing.setPrinterFormats(printerId, formats),
    'print:printerStatus': ({ printerId }) => printing.printerStatus(printerId),
    'print:listProfiles': () => printing.profiles(),
    'print:saveProfile': (profile) => printing.saveProfile(profile),
    'print:printTestPage': (input) => printing.printTestPage(input),
    'print:listJobs': (query) => printing.jobs(query),
    'print:getDocument': ({ jobId }) => printing.document(jobId),
    'print:reprint': ({ jobId, force }) => printing.reprint(jobId, force),
    'print:cancel': ({ jobId }) => printing.cancel(jobId),
    'print:markPrinted': ({ jobId }) => printing.markPrinted(jobId),
  };
}
