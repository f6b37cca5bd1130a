import { z } from 'zod';
import {
  customPrinterSchema,
  documentFormats,
  documentKinds,
  jobListQuerySchema,
  printProfileSchema,
  type EnqueueResult,
  type PrintDocument,
  type PrinterInfo,
  type PrinterStatusReport,
  type PrintJob,
  type PrintProfile,
} from '../printing';
import { channel } from './define';

const printerIdInput = z.object({ printerId: z.string().min(1).max(1100) }).strict();
const jobIdInput = z.object({ jobId: z.number().int().positive() }).strict();
const forceable = z
  .object({ jobId: z.number().int().positive(), force: z.boolean().default(false) })
  .strict();

export const printChannels = {
  'print:listPrinters': channel<PrinterInfo[]>()(z.undefined()),
  'print:addPrinter': channel<PrinterInfo>()(customPrinterSchema),
  'print:removePrinter': channel<null>()(printerIdInput),
  'print:setPrinterFormats': channel<PrinterInfo>()(
    z
      .object({
        printerId: z.string().min(1).max(1100),
        formats: z.array(z.enum(documentFormats)).max(documentFormats.length).nullable(),
      })
      .strict(),
  ),
  'print:printerStatus': channel<PrinterStatusReport>()(printerIdInput),
  'print:listProfiles': channel<PrintProfile[]>()(z.undefined()),
  'print:saveProfile': channel<PrintProfile>()(printProfileSchema.strict()),
  'print:printTestPage': channel<EnqueueResult>()(
    z
      .object({
        profile: z.enum(documentKinds),
        format: z.enum(documentFormats).optional(),
        force: z.boolean().default(false),
      })
      .strict(),
  ),
  'print:listJobs': channel<PrintJob[]>()(jobListQuerySchema),
  'print:getDocument': channel<PrintDocument>()(jobIdInput),
  'print:reprint': channel<EnqueueResult>()(forceable),
  'print:cancel': channel<PrintJob>()(jobIdInput),
  'print:markPrinted': channel<PrintJob>()(jobIdInput),
};
