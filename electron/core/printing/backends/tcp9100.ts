import { connect, type Socket } from 'node:net';
import type { PrinterProblem, PrinterState } from '../../../../shared/printing';
import { PrintDeliveryError, type PrintBackend, type PrinterStatus, type PrintTarget } from '../types';

export interface TcpAddress {
  host: string;
  port: number;
}

/** `host:port`, `[v6]:port` or a bare host (port 9100). */
export function parseTcpAddress(name: string): TcpAddress {
  const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(name);
  if (v6) return { host: v6[1]!, port: v6[2] ? Number(v6[2]) : 9100 };
  const at = name.lastIndexOf(':');
  if (at > 0 && name.indexOf(':') === at) {
    return { host: name.slice(0, at), port: Number(name.slice(at + 1)) || 9100 };
  }
  return { host: name, port: 9100 };
}

export const formatTcpAddress = ({ host, port }: TcpAddress): string =>
  host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;

function openSocket(address: TcpAddress, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address.host, port: address.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new PrintDeliveryError(
          'timeout',
          `The printer at ${formatTcpAddress(address)} did not answer within ${timeoutMs / 1000} s.`,
          { delivered: 'none', retryable: true },
        ),
      );
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      // Whoever uses the socket next adds its own handler; until then an error must not go unhandled.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const where = formatTcpAddress(address);
      const refused = error.code === 'ECONNREFUSED';
      reject(
        new PrintDeliveryError(
          'unreachable',
          refused
            ? `The printer at ${where} refused the connection: is it switched on and connected?`
            : `The printer at ${where} cannot be reached (${error.code ?? error.message}).`,
          // Nothing was written before the connection stood, so trying again later cannot print twice.
          { delivered: 'none', retryable: true, cause: error },
        ),
      );
    });
  });
}

/**
 * Writes the job and closes the sending side. Done when the printer closes too, or a moment after our
 * bytes left if it keeps the connection open (many do). A reset instead of a close means the printer
 * dropped data it had not read: what printed is unknown.
 */
function writeAll(socket: Socket, chunks: Uint8Array[], lingerMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', () => undefined); // a printer may talk back; reading keeps the socket flowing
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new PrintDeliveryError(
          'interrupted',
          `The connection to the printer broke during the job (${error.code ?? error.message}); part of it may have printed.`,
          { delivered: 'unknown', retryable: false, cause: error },
        ),
      );
    });
    socket.once('close', (hadError) => {
      clearTimeout(timer);
      if (!hadError) resolve();
    });
    for (const chunk of chunks) socket.write(chunk);
    socket.end(() => {
      timer = setTimeout(() => {
        socket.destroy();
        resolve();
      }, lingerMs);
    });
  });
}

/** Start and end of text: `~HS` frames each of its three answer strings with them. */
const STX = '\u0002';
const ETX = '\u0003';

export interface HostStatus {
  paperOut: boolean;
  paused: boolean;
  bufferFull: boolean;
  formatsInBuffer: number;
  headOpen: boolean;
  ribbonOut: boolean;
  overTemperature: boolean;
  underTemperature: boolean;
  labelsRemaining: number;
}

/**
 * Parses the answer to ZPL `~HS`: three STX...ETX framed strings of comma separated fields (ZPL manual,
 * "~HS Host Status Return"). String 1: aaa comm settings, b paper out, c pause, dddd label length,
 * eee formats in buffer, f buffer full, g diagnostic mode, h partial format, iii unused, j corrupt RAM,
 * k under temperature, l over temperature. String 2: mmm function settings, n unused, o head up,
 * p ribbon out, q thermal transfer, r print mode, s width mode, t label waiting, uuuuuuuu labels remaining,
 * v format while printing, www graphics stored. Null when the answer is not that.
 */
export function parseHostStatus(answer: string): HostStatus | null {
  const frames: string[][] = [];
  let from = answer.indexOf(STX);
  while (from >= 0) {
    const end = answer.indexOf(ETX, from + 1);
    if (end < 0) break;
    frames.push(answer.slice(from + 1, end).split(','));
    from = answer.indexOf(STX, end + 1);
  }
  if (frames.length < 2) return null;
  const [one, two] = frames as [string[], string[]];
  if (one.length < 12 || two.length < 9) return null;
  const flag = (value: string | undefined) => value?.trim() === '1';
  const int = (value: string | undefined) => Number.parseInt(value?.trim() ?? '', 10) || 0;
  return {
    paperOut: flag(one[1]),
    paused: flag(one[2]),
    formatsInBuffer: int(one[4]),
    bufferFull: flag(one[5]),
    underTemperature: flag(one[10]),
    overTemperature: flag(one[11]),
    headOpen: flag(two[2]),
    ribbonOut: flag(two[3]),
    labelsRemaining: int(two[8]),
  };
}

export function statusFromHostStatus(hs: HostStatus): PrinterStatus {
  const problems: PrinterProblem[] = [];
  if (hs.paperOut) problems.push('paperOut');
  if (hs.ribbonOut) problems.push('ribbonOut');
  if (hs.headOpen) problems.push('headOpen');
  if (hs.paused) problems.push('paused');
  if (hs.overTemperature) problems.push('headTooHot');
  if (hs.bufferFull) problems.push('bufferFull');
  let state: PrinterState = 'ready';
  if (hs.labelsRemaining > 0 || hs.formatsInBuffer > 0) state = 'busy';
  if (hs.paused) state = 'paused';
  if (problems.some((problem) => problem !== 'paused')) state = 'error';
  return { state, problems };
}

function readHostStatus(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no ~HS answer'));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.split(ETX).length > 3) {
        clearTimeout(timer);
        socket.end();
        resolve(text);
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.write('~HS\r\n');
  });
}

export interface TcpOptions {
  connectTimeoutMs?: number;
  /** How long to wait for the printer to close after the job was sent. */
  lingerMs?: number;
  statusTimeoutMs?: number;
  /** The printer's language: only ZPL printers answer `~HS`. */
  languageOf?: (target: PrintTarget) => 'zpl' | 'epl';
}

/** Raw TCP, port 9100 by default: how network label printers are driven ("JetDirect"). */
export function createTcpBackend(options: TcpOptions = {}): PrintBackend {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const lingerMs = options.lingerMs ?? 5000;
  const statusTimeoutMs = options.statusTimeoutMs ?? 3000;
  return {
    id: 'tcp9100',

    async send(target, payload) {
      if (payload.format === 'pdf') {
        throw new PrintDeliveryError('unsupported', 'A raw network printer cannot print PDF documents.', {
          delivered: 'none',
          retryable: false,
        });
      }
      const socket = await openSocket(parseTcpAddress(target.name), connectTimeoutMs);
      const copies = Array.from({ length: payload.copies }, () => payload.bytes);
      await writeAll(socket, copies, lingerMs);
      return { final: true };
    },

    async probe(target) {
      const address = parseTcpAddress(target.name);
      let socket: Socket;
      try {
        socket = await openSocket(address, connectTimeoutMs);
      } catch (error) {
        return {
          state: 'offline',
          problems: ['unreachable'],
          message: error instanceof Error ? error.message : String(error),
        };
      }
      if (options.languageOf?.(target) === 'epl') {
        socket.destroy();
        return { state: 'ready', problems: [], message: 'Reachable (EPL printers report no status)' };
      }
      try {
        const parsed = parseHostStatus(await readHostStatus(socket, statusTimeoutMs));
        if (parsed) return statusFromHostStatus(parsed);
        return { state: 'unknown', problems: [], message: 'Reachable, but it gave no ZPL status' };
      } catch {
        return { state: 'unknown', problems: [], message: 'Reachable, but it gave no ZPL status' };
      }
    },
  };
}
