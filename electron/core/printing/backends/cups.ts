import type { DocumentFormat, PageSize, PrinterProblem, PrinterState } from '../../../../shared/printing';
import {
  PrintDeliveryError,
  type CommandRunner,
  type PrintBackend,
  type PrinterStatus,
  type RemoteJobState,
  type SystemPrinter,
} from '../types';

/** PWG media names CUPS understands for each page size. */
export const cupsMedia: Record<PageSize, string> = {
  a6: 'iso_a6_105x148mm',
  a4: 'iso_a4_210x297mm',
  '4x6': 'oe_4x6-label_4x6in',
};

/** The CUPS tools answer in the C locale so their text can be read reliably. */
const cEnv = (): NodeJS.ProcessEnv => ({ ...process.env, LC_ALL: 'C', LANG: 'C' });

/** Splits `lpoptions -p` output: `key=value key='quoted value' key="x\"y"`. */
export function parseLpoptions(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && /\s/.test(text[i]!)) i++;
    if (i >= n) break;
    let key = '';
    while (i < n && text[i] !== '=' && !/\s/.test(text[i]!)) key += text[i++];
    let value = '';
    if (text[i] === '=') {
      i++;
      while (i < n && !/\s/.test(text[i]!)) {
        const ch = text[i]!;
        if (ch === "'" || ch === '"') {
          i++;
          while (i < n && text[i] !== ch) {
            if (text[i] === '\\' && i + 1 < n) i++;
            value += text[i++];
          }
          i++;
        } else if (ch === '\\' && i + 1 < n) {
          value += text[i + 1];
          i += 2;
        } else {
          value += ch;
          i++;
        }
      }
    }
    if (key) out[key] = value;
  }
  return out;
}

/** `lpstat -l -p`: each printer's first line and the indented status message under it. */
export function parsePrinterMessages(text: string): Map<string, string> {
  const messages = new Map<string, string>();
  let current: string | undefined;
  let first = false;
  for (const line of text.split('\n')) {
    const head = /^printer (\S+) /.exec(line);
    if (head) {
      current = head[1];
      first = true;
      continue;
    }
    if (current && first && line.startsWith('\t')) {
      const message = line.trim();
      // The first indented line is the printer's state message unless it is the start of the details.
      if (message && !/^(Form mounted|Description|Alerts|Location|Connection|Interface):/.test(message)) {
        messages.set(current, message);
      }
    }
    first = false;
  }
  return messages;
}

const reasonProblems: [RegExp, PrinterProblem][] = [
  [/media-empty|media-needed/, 'paperOut'],
  [/marker-supply-empty|toner-empty|ribbon/, 'ribbonOut'],
  [/door-open|cover-open/, 'headOpen'],
  [/paused|moving-to-paused/, 'paused'],
  [/offline|connecting-to-device/, 'unreachable'],
];

export function problemsFromReasons(reasons: string): PrinterProblem[] {
  const found = new Set<PrinterProblem>();
  for (const reason of reasons.split(',')) {
    if (!reason || reason === 'none') continue;
    // "-report" reasons are informational; "-warning" ones are worth showing, "-error" ones even more.
    if (reason.endsWith('-report')) continue;
    for (const [pattern, problem] of reasonProblems) if (pattern.test(reason)) found.add(problem);
  }
  return [...found];
}

/**
 * The formats a queue takes. A raw queue passes bytes untouched, so it takes the printer's own language,
 * guessed from its names (the seller can correct it); a queue with a driver renders PDF, and a label
 * printer's driver also passes its language through with `-o raw`.
 */
export function formatsForQueue(options: Record<string, string>, name: string): DocumentFormat[] {
  const model = options['printer-make-and-model'] ?? '';
  const words = `${name} ${options['printer-info'] ?? ''} ${model}`;
  const epl = /\bepl|eltron|2844|lp ?28|tlp ?28/i.test(words);
  const zpl = /zpl|zebra|zdesigner/i.test(words);
  const raw = model === '' || /raw/i.test(model);
  if (raw) return epl && !zpl ? ['epl'] : ['zpl'];
  if (zpl) return ['pdf', 'zpl'];
  if (epl) return ['pdf', 'epl'];
  return ['pdf'];
}

export function stateFromOptions(options: Record<string, string>, message?: string): PrinterStatus {
  const problems = problemsFromReasons(options['printer-state-reasons'] ?? '');
  if (options['printer-is-accepting-jobs'] === 'false') problems.push('notAcceptingJobs');
  let state: PrinterState;
  switch (options['printer-state']) {
    case '3':
      state = 'ready';
      break;
    case '4':
      state = 'busy';
      break;
    case '5':
      state = 'paused';
      if (!problems.includes('paused')) problems.push('paused');
      break;
    default:
      state = 'unknown';
  }
  if (state !== 'paused' && problems.some((p) => p !== 'notAcceptingJobs')) state = 'error';
  return { state, problems, ...(message ? { message } : {}) };
}

/** `lp` answers `request id is QUEUE-N (1 file(s))`. */
export function parseRequestId(stdout: string): string | undefined {
  return /request id is (\S+)/.exec(stdout)?.[1];
}

interface JobBlock {
  id: string;
  status?: string;
  alerts: string[];
}

/** `lpstat -l -o`: a line per job, then indented Status and Alerts lines. */
export function parseJobBlocks(text: string): JobBlock[] {
  const jobs: JobBlock[] = [];
  for (const line of text.split('\n')) {
    const head = /^(\S+-\d+)\s/.exec(line);
    if (head) {
      jobs.push({ id: head[1]!, alerts: [] });
      continue;
    }
    const job = jobs.at(-1);
    if (!job) continue;
    const status = /^\s+Status:\s*(.*)$/.exec(line);
    if (status) job.status = status[1]!.trim() || undefined;
    const alerts = /^\s+Alerts:\s*(.*)$/.exec(line);
    if (alerts) job.alerts = alerts[1]!.split(/[\s,]+/).filter(Boolean);
  }
  return jobs;
}

function lpFailure(stderr: string, printer: string): PrintDeliveryError {
  const text = stderr.trim() || 'lp failed';
  if (/does not exist|not found|No such/i.test(text)) {
    return new PrintDeliveryError('notFound', `CUPS has no printer "${printer}": ${text}`, {
      delivered: 'none',
      retryable: false,
    });
  }
  if (/not accepting/i.test(text)) {
    return new PrintDeliveryError('notAccepting', `The printer "${printer}" is not accepting jobs: ${text}`, {
      delivered: 'none',
      retryable: true,
    });
  }
  if (/scheduler is not running|Unable to connect|connection refused/i.test(text)) {
    return new PrintDeliveryError('unreachable', `The print system (CUPS) is not running: ${text}`, {
      delivered: 'none',
      retryable: true,
    });
  }
  return new PrintDeliveryError('spoolerError', `CUPS refused the job: ${text}`, {
    delivered: 'none',
    retryable: true,
  });
}

export interface CupsOptions {
  run: CommandRunner;
  timeoutMs?: number;
}

/** CUPS on Linux and macOS through its command-line tools: lpstat, lpoptions, lp and cancel. */
export function createCupsBackend(options: CupsOptions): PrintBackend {
  const { run } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const exec = (command: string, args: string[], input?: Uint8Array) =>
    run(command, args, { timeoutMs, env: cEnv(), ...(input ? { input } : {}) });

  async function optionsOf(name: string): Promise<Record<string, string>> {
    const result = await exec('lpoptions', ['-p', name]);
    return result.code === 0 ? parseLpoptions(result.stdout) : {};
  }

  return {
    id: 'cups',

    async discover() {
      let names: string[];
      try {
        const listed = await exec('lpstat', ['-e']);
        if (listed.code !== 0) return [];
        names = listed.stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
      } catch {
        return []; // CUPS is not installed here
      }
      const defaultLine = (await exec('lpstat', ['-d'])).stdout;
      const defaultName = /system default destination: (\S+)/.exec(defaultLine)?.[1];
      const messages = parsePrinterMessages((await exec('lpstat', ['-l', '-p'])).stdout);
      const printers: SystemPrinter[] = [];
      for (const name of names) {
        const opts = await optionsOf(name);
        const status = stateFromOptions(opts, messages.get(name));
        const model = opts['printer-make-and-model'];
        printers.push({
          backend: 'cups',
          name,
          label: opts['printer-info'] || name,
          isDefault: name === defaultName,
          ...status,
          ...(status.message ? { stateMessage: status.message } : {}),
          formats: formatsForQueue(opts, name),
          ...(model ? { driver: model } : {}),
        });
      }
      return printers;
    },

    async send(target, payload) {
      const args = ['-d', target.name, '-t', payload.title, '-n', String(payload.copies)];
      if (payload.format === 'pdf') {
        args.push('-o', `media=${cupsMedia[payload.pageSize]}`);
        args.push('-o', `orientation-requested=${payload.orientation === 'landscape' ? 4 : 3}`);
        // Same size as the paper: print at 100 %. Otherwise scale to the paper instead of cropping or
        // splitting a label over several pages.
        args.push('-o', payload.fitToPage ? 'fit-to-page' : 'print-scaling=none');
      } else {
        args.push('-o', 'raw');
      }
      // No file argument: lp reads the document from stdin, so it never touches a temporary file of ours.
      let result;
      try {
        result = await exec('lp', args, payload.bytes);
      } catch (error) {
        throw new PrintDeliveryError('unreachable', 'CUPS (lp) is not installed on this computer.', {
          delivered: 'none',
          retryable: false,
          cause: error,
        });
      }
      if (result.timedOut) {
        throw new PrintDeliveryError(
          'timeout',
          'CUPS did not answer in time; the job may have been queued.',
          {
            delivered: 'unknown',
            retryable: false,
          },
        );
      }
      if (result.code !== 0) throw lpFailure(result.stderr, target.name);
      const remoteJobId = parseRequestId(result.stdout);
      return remoteJobId ? { remoteJobId, final: false } : { final: true };
    },

    async probe(target) {
      const opts = await optionsOf(target.name);
      if (Object.keys(opts).length === 0) {
        return { state: 'offline', problems: ['unreachable'], message: 'Not known to CUPS' };
      }
      const messages = parsePrinterMessages((await exec('lpstat', ['-l', '-p', target.name])).stdout);
      return stateFromOptions(opts, messages.get(target.name));
    },

    async jobState(target, remoteJobId): Promise<RemoteJobState> {
      const active = parseJobBlocks((await exec('lpstat', ['-l', '-o', target.name])).stdout);
      const open = active.find((job) => job.id === remoteJobId);
      if (open) {
        const printing = open.alerts.includes('job-printing');
        return { state: printing ? 'printing' : 'pending', ...(open.status ? { message: open.status } : {}) };
      }
      const finished = parseJobBlocks(
        (await exec('lpstat', ['-l', '-W', 'completed', '-o', target.name])).stdout,
      );
      const done = finished.find((job) => job.id === remoteJobId);
      if (!done) return { state: 'gone' };
      const message = done.status ? { message: done.status } : {};
      if (done.alerts.some((alert) => alert.includes('cancel'))) return { state: 'cancelled', ...message };
      if (done.alerts.some((alert) => alert.includes('abort'))) return { state: 'aborted', ...message };
      return { state: 'completed', ...message };
    },

    async cancel(_target, remoteJobId) {
      await exec('cancel', [remoteJobId]);
    },
  };
}
