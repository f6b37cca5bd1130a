import { create } from 'zustand';
import type {
  CustomPrinterInput,
  DocumentFormat,
  DocumentKind,
  EnqueueResult,
  PrintDocument,
  PrinterInfo,
  PrinterStatusReport,
  PrintJob,
  PrintProfile,
} from '../../../shared/printing';
import { api } from '../api/client';
import { notifyError } from '../app/notify';
import { renderPreview } from '../preview/render-preview';
import { refreshOn } from './changed';

/** A print the seller has to confirm: the same document went to the same printer a moment ago. */
export interface PendingRepeat {
  previous: PrintJob;
  /** Sends the request again with force. */
  confirm: () => Promise<EnqueueResult>;
}

export type Preview =
  | { status: 'loading' }
  | { status: 'ready'; images: string[] }
  | { status: 'none'; format: DocumentFormat }
  | { status: 'error'; message: string };

const jobPageSize = 100;

interface PrintingState {
  printers: PrinterInfo[] | null;
  printersLoading: boolean;
  profiles: PrintProfile[] | null;
  jobs: PrintJob[] | null;
  /** More, older jobs exist beyond the loaded ones. */
  moreJobs: boolean;
  pendingRepeat: PendingRepeat | null;
  /** Previews by document hash: the same document is drawn once. */
  previews: Record<string, Preview>;
  loadPrinters: () => Promise<void>;
  loadProfiles: () => Promise<void>;
  loadJobs: () => Promise<void>;
  loadOlderJobs: () => Promise<void>;
  saveProfile: (profile: PrintProfile) => Promise<PrintProfile>;
  addPrinter: (input: CustomPrinterInput) => Promise<PrinterInfo>;
  removePrinter: (printerId: string) => Promise<void>;
  setPrinterFormats: (printerId: string, formats: DocumentFormat[] | null) => Promise<void>;
  /** Asks the printer how it is (a network printer may take seconds to answer) and answers what it said. */
  checkPrinter: (printerId: string) => Promise<PrinterStatusReport>;
  printTestPage: (profile: DocumentKind, format?: DocumentFormat) => Promise<EnqueueResult>;
  reprint: (jobId: number) => Promise<EnqueueResult>;
  confirmRepeat: () => Promise<EnqueueResult | null>;
  dismissRepeat: () => void;
  cancel: (jobId: number) => Promise<void>;
  markPrinted: (jobId: number) => Promise<void>;
  loadPreview: (job: PrintJob, zplDpi: 203 | 300) => Promise<void>;
}

export const usePrintingStore = create<PrintingState>((set, get) => {
  /** A print that came back as a question waits for the seller's answer; anything else is done. */
  const ask = (result: EnqueueResult, again: () => Promise<EnqueueResult>): EnqueueResult => {
    if (result.status === 'confirmDuplicate') {
      set({ pendingRepeat: { previous: result.previous, confirm: again } });
    } else {
      void get().loadJobs();
    }
    return result;
  };

  return {
    printers: null,
    printersLoading: false,
    profiles: null,
    jobs: null,
    moreJobs: false,
    pendingRepeat: null,
    previews: {},

    loadPrinters: async () => {
      set({ printersLoading: true });
      try {
        set({ printers: await api.print.listPrinters() });
      } finally {
        set({ printersLoading: false });
      }
    },
    loadProfiles: async () => {
      set({ profiles: await api.print.listProfiles() });
    },
    loadJobs: async () => {
      const jobs = await api.print.listJobs({ limit: jobPageSize });
      set({ jobs, moreJobs: jobs.length === jobPageSize });
    },
    loadOlderJobs: async () => {
      const current = get().jobs ?? [];
      const last = current.at(-1);
      if (!last) return;
      const older = await api.print.listJobs({ limit: jobPageSize, beforeId: last.id });
      set({ jobs: [...current, ...older], moreJobs: older.length === jobPageSize });
    },
    saveProfile: async (profile) => {
      const saved = await api.print.saveProfile(profile);
      set({ profiles: (get().profiles ?? []).map((p) => (p.kind === saved.kind ? saved : p)) });
      return saved;
    },
    // Stored at once and not yet asked how it is: the dialog shows the checks as they go (the list follows `changed`).
    addPrinter: (input) => api.print.addPrinter(input),
    removePrinter: async (printerId) => {
      await api.print.removePrinter({ printerId });
      await get().loadPrinters();
    },
    setPrinterFormats: async (printerId, formats) => {
      const printer = await api.print.setPrinterFormats({ printerId, formats });
      set({ printers: (get().printers ?? []).map((p) => (p.id === printer.id ? printer : p)) });
    },
    checkPrinter: async (printerId) => {
      const status = await api.print.printerStatus({ printerId });
      const update = (printer: PrinterInfo): PrinterInfo => {
        if (printer.id !== printerId) return printer;
        const { stateMessage: _old, ...rest } = printer;
        return {
          ...rest,
          state: status.state,
          problems: status.problems,
          ...(status.message ? { stateMessage: status.message } : {}),
        };
      };
      set({ printers: (get().printers ?? []).map(update) });
      return status;
    },
    printTestPage: async (profile, format) => {
      const request = (force: boolean) =>
        api.print.printTestPage({ profile, ...(format ? { format } : {}), force });
      return ask(await request(false), () => request(true));
    },
    reprint: async (jobId) => {
      const request = (force: boolean) => api.print.reprint({ jobId, force });
      return ask(await request(false), () => request(true));
    },
    confirmRepeat: async () => {
      const pending = get().pendingRepeat;
      if (!pending) return null;
      set({ pendingRepeat: null });
      const result = await pending.confirm();
      void get().loadJobs();
      return result;
    },
    dismissRepeat: () => set({ pendingRepeat: null }),
    cancel: async (jobId) => {
      await api.print.cancel({ jobId });
      await get().loadJobs();
    },
    markPrinted: async (jobId) => {
      await api.print.markPrinted({ jobId });
      await get().loadJobs();
    },
    loadPreview: async (job, zplDpi) => {
      const key = job.documentHash;
      const existing = get().previews[key];
      if (existing && existing.status !== 'error') return;
      const put = (preview: Preview) => set({ previews: { ...get().previews, [key]: preview } });
      put({ status: 'loading' });
      try {
        const document: PrintDocument = await api.print.getDocument({ jobId: job.id });
        const images = await renderPreview(document, { pageSize: job.pageSize, zplDpi });
        put(images ? { status: 'ready', images } : { status: 'none', format: document.format });
      } catch (error) {
        put({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
});

/**
 * Re-queries what the core says changed and the Printers section has loaded: jobs as they move through the queue,
 * profiles, printers.
 */
export function watchPrinting(): () => void {
  const state = usePrintingStore.getState;
  const offs = [
    refreshOn(['print_jobs'], () => {
      if (state().jobs !== null) state().loadJobs().catch(notifyError);
    }),
    refreshOn(['print_profiles'], () => {
      if (state().profiles !== null) state().loadProfiles().catch(notifyError);
    }),
    refreshOn(['print_printers'], () => {
      if (state().printers !== null) state().loadPrinters().catch(notifyError);
    }),
  ];
  return () => offs.forEach((off) => off());
}
