import type { Handlers } from '../../../../shared/contract';
import type { Core } from '../../app';

type PrintHandlers = Pick<Handlers, Extract<keyof Handlers, `print:${string}`>>;

export function printHandlers(core: Core): PrintHandlers {
  const printing = core.printing;
  return {
    'print:listPrinters': () => printing.listPrinters(),
    'print:addPrinter': (input) => printing.addPrinter(input),
    'print:removePrinter': ({ printerId }) => {
      printing.removePrinter(printerId);
      return Promise.resolve(null);
    },
    'print:setPrinterFormats': ({ printerId, formats }) => printing.setPrinterFormats(printerId, formats),
    'print:printerStatus': ({ printerId }) => printing.printerStatus(printerId),
    'print:listProfiles': () => Promise.resolve(printing.profiles()),
    'print:saveProfile': (profile) => Promise.resolve(printing.saveProfile(profile)),
    'print:printTestPage': (input) => printing.printTestPage(input),
    'print:listJobs': (query) => Promise.resolve(printing.jobs(query)),
    'print:getDocument': ({ jobId }) => Promise.resolve(printing.document(jobId)),
    'print:reprint': ({ jobId, force }) => printing.reprint(jobId, force),
    'print:cancel': ({ jobId }) => printing.cancel(jobId),
    'print:markPrinted': ({ jobId }) => Promise.resolve(printing.markPrinted(jobId)),
  };
}
