import { describe, expect, it } from 'vitest';
import {
  createCupsBackend,
  formatsForQueue,
  parseJobBlocks,
  parseLpoptions,
  parsePrinterMessages,
  parseRequestId,
  stateFromOptions,
} from '../../../../../electron/core/printing/backends/cups';
import type { PrintDeliveryError } from '../../../../../electron/core/printing/types';
import { type CommandRunner } from '../../../../../electron/core/printing/types';

const lpoptions =
  "copies=1 device-uri=sdtest:/var/spool/x printer-info='Zebra GK420d (warehouse)' " +
  "printer-make-and-model='Local Raw Printer' printer-state=3 printer-state-reasons=none " +
  'printer-is-accepting-jobs=true quoted="a \\"b\\" c" escaped=a\\ b';

describe('reading what the CUPS tools print', () => {
  it('splits lpoptions output with quoted and escaped values', () => {
    const options = parseLpoptions(lpoptions);
    expect(options['printer-info']).toBe('Zebra GK420d (warehouse)');
    expect(options['printer-make-and-model']).toBe('Local Raw Printer');
    expect(options['printer-state']).toBe('3');
    expect(options.quoted).toBe('a "b" c');
    expect(options.escaped).toBe('a b');
  });

  it('takes each printer state message from lpstat -l -p', () => {
    const text = [
      'printer sd-zpl is idle.  enabled since Sat Nov 21 03:15:57 2026',
      '\tForm mounted:',
      'printer sd-socket now printing sd-socket-2.  enabled since Sat Nov 21 03:16:00 2026',
      '\tThe printer may not exist or is unavailable at this time.',
      '\tForm mounted:',
    ].join('\n');
    const messages = parsePrinterMessages(text);
    expect(messages.get('sd-socket')).toBe('The printer may not exist or is unavailable at this time.');
    expect(messages.has('sd-zpl')).toBe(false);
  });

  it('turns printer-state and its reasons into a state the seller understands', () => {
    expect(stateFromOptions({ 'printer-state': '3', 'printer-state-reasons': 'none' })).toEqual({
      state: 'ready',
      problems: [],
    });
    expect(stateFromOptions({ 'printer-state': '4', 'printer-state-reasons': 'none' }).state).toBe('busy');
    expect(
      stateFromOptions({ 'printer-state': '3', 'printer-state-reasons': 'media-empty-error,cover-open' }),
    ).toEqual({ state: 'error', problems: ['paperOut', 'headOpen'] });
    expect(stateFromOptions({ 'printer-state': '5', 'printer-state-reasons': 'paused' })).toEqual({
      state: 'paused',
      problems: ['paused'],
    });
    expect(stateFromOptions({ 'printer-state': '3', 'printer-is-accepting-jobs': 'false' }).problems).toEqual(
      ['notAcceptingJobs'],
    );
    expect(
      stateFromOptions({ 'printer-state': '3', 'printer-state-reasons': 'media-low-report' }).state,
    ).toBe('ready');
  });

  it('guesses the formats of a queue from its driver and names', () => {
    expect(formatsForQueue({ 'printer-make-and-model': 'Local Raw Printer' }, 'zebra')).toEqual(['zpl']);
    expect(formatsForQueue({ 'printer-make-and-model': 'Local Raw Printer' }, 'eltron-2844')).toEqual([
      'epl',
    ]);
    expect(formatsForQueue({ 'printer-make-and-model': 'Zebra ZPL Label Printer' }, 'z')).toEqual([
      'pdf',
      'zpl',
    ]);
    expect(formatsForQueue({ 'printer-make-and-model': 'HP LaserJet 1020, hpcups' }, 'office')).toEqual([
      'pdf',
    ]);
  });

  it('reads the request id of lp and the job blocks of lpstat -l -o', () => {
    expect(parseRequestId('request id is sd-zpl-42 (0 file(s))\n')).toBe('sd-zpl-42');
    const blocks = parseJobBlocks(
      [
        'sd-zpl-41                root              1024   Sat Nov 21 03:15:57 2026',
        '\tStatus: ',
        '\tAlerts: job-canceled-by-user',
        '\tqueued for sd-zpl',
        'sd-zpl-42                root              1024   Sat Nov 21 03:16:57 2026',
        '\tStatus: Waiting for printer to become available.',
        '\tAlerts: job-printing',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { id: 'sd-zpl-41', alerts: ['job-canceled-by-user'] },
      { id: 'sd-zpl-42', status: 'Waiting for printer to become available.', alerts: ['job-printing'] },
    ]);
  });
});

function recordingRunner(answer: { code: number; stdout?: string; stderr?: string }) {
  const calls: { command: string; args: readonly string[]; input?: Uint8Array }[] = [];
  const run: CommandRunner = (command, args, options) => {
    calls.push({ command, args, ...(options?.input ? { input: options.input } : {}) });
    return Promise.resolve({
      code: answer.code,
      stdout: answer.stdout ?? '',
      stderr: answer.stderr ?? '',
      timedOut: false,
    });
  };
  return { calls, run };
}

const payload = {
  jobId: 7,
  kind: 'label' as const,
  title: 'Seller Desk label',
  bytes: new Uint8Array(Buffer.from('^XA^XZ')),
  copies: 2,
  pageSize: 'a6' as const,
  orientation: 'portrait' as const,
  fitToPage: false,
};

describe('the CUPS back-end', () => {
  it('sends ZPL raw, from stdin, with the copies', async () => {
    const { calls, run } = recordingRunner({ code: 0, stdout: 'request id is sd-zpl-9 (0 file(s))' });
    const receipt = await createCupsBackend({ run }).send(
      { backend: 'cups', name: 'sd-zpl' },
      { ...payload, format: 'zpl' },
    );
    expect(receipt).toEqual({ remoteJobId: 'sd-zpl-9', final: false });
    expect(calls[0]!.command).toBe('lp');
    expect(calls[0]!.args).toEqual(['-d', 'sd-zpl', '-t', 'Seller Desk label', '-n', '2', '-o', 'raw']);
    expect(Buffer.from(calls[0]!.input!).toString()).toBe('^XA^XZ');
  });

  it('sends PDF with the paper, the orientation and scaling only when the sizes differ', async () => {
    const { calls, run } = recordingRunner({ code: 0, stdout: 'request id is sd-pdf-3 (0 file(s))' });
    const cups = createCupsBackend({ run });
    await cups.send({ backend: 'cups', name: 'sd-pdf' }, { ...payload, format: 'pdf' });
    await cups.send(
      { backend: 'cups', name: 'sd-pdf' },
      { ...payload, format: 'pdf', pageSize: '4x6', orientation: 'landscape', fitToPage: true },
    );
    expect(calls[0]!.args).toEqual(
      expect.arrayContaining(['media=iso_a6_105x148mm', 'orientation-requested=3', 'print-scaling=none']),
    );
    expect(calls[0]!.args).not.toContain('raw');
    expect(calls[1]!.args).toEqual(
      expect.arrayContaining(['media=oe_4x6-label_4x6in', 'orientation-requested=4', 'fit-to-page']),
    );
  });

  it('says clearly why lp refused, and whether trying again can help', async () => {
    const send = async (stderr: string) => {
      const { run } = recordingRunner({ code: 1, stderr });
      return createCupsBackend({ run })
        .send({ backend: 'cups', name: 'gone' }, { ...payload, format: 'zpl' })
        .catch((error: unknown) => error as PrintDeliveryError);
    };
    const missing = (await send('lp: Error - The printer or class does not exist.')) as PrintDeliveryError;
    expect(missing).toMatchObject({ code: 'notFound', delivered: 'none', retryable: false });
    const down = (await send('lp: Error - Scheduler is not running.')) as PrintDeliveryError;
    expect(down).toMatchObject({ code: 'unreachable', delivered: 'none', retryable: true });
    expect(down.message).toContain('not running');
  });
});
