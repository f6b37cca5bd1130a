import { createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ReceivedJob {
  bytes: Buffer;
  /** performance.now() when the first byte arrived. */
  firstByteAt: number;
}

export interface PrinterListener {
  port: number;
  jobs: ReceivedJob[];
  connections: number;
  /**
   * From now on, a `~HS` query is answered with this text (the printer's state changed: paper put in, say); null:
   * it is read and left unanswered, as by a printer that hangs on status queries but still prints.
   */
  setHostStatus(answer: string | null): void;
  /** Resolves when `count` jobs arrived in full (connection ended by the sender). */
  waitForJobs(count: number, timeoutMs?: number): Promise<ReceivedJob[]>;
  close(): Promise<void>;
}

export interface ListenerOptions {
  port?: number;
  /** Answers a `~HS` query with this text instead of treating it as a job. */
  hostStatus?: string;
  /** Never reads and never closes: a printer that takes the connection and then hangs. */
  stall?: boolean;
  /** Breaks the connection as soon as data arrives. */
  resetOnData?: boolean;
}

/**
 * A network label printer on 127.0.0.1 (raw port 9100 protocol): every connection is one job, whose bytes
 * are complete when the sender closes its side.
 */
export async function startPrinterListener(options: ListenerOptions = {}): Promise<PrinterListener> {
  const jobs: ReceivedJob[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let connections = 0;
  let hostStatus: string | null | undefined = options.hostStatus;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (options.stall) {
      socket.pause();
      return;
    }
    const chunks: Buffer[] = [];
    let firstByteAt = 0;
    socket.on('data', (chunk: Buffer) => {
      if (options.resetOnData) {
        socket.resetAndDestroy();
        return;
      }
      if (chunks.length === 0) firstByteAt = performance.now();
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      if (typeof hostStatus === 'string' && text.startsWith('~HS')) socket.write(hostStatus);
    });
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks);
      if (!(hostStatus !== undefined && bytes.toString('latin1').startsWith('~HS'))) {
        jobs.push({ bytes, firstByteAt });
        for (const wake of waiters) wake();
      }
      socket.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    jobs,
    get connections() {
      return connections;
    },
    setHostStatus(answer) {
      hostStatus = answer;
    },
    waitForJobs(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (jobs.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(jobs.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`only ${jobs.length} of ${count} jobs arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A `~HS` answer as a Zebra printer sends it; flags set as given, everything else normal. */
export function hostStatusAnswer(flags: {
  paperOut?: boolean;
  paused?: boolean;
  headOpen?: boolean;
  ribbonOut?: boolean;
  labelsRemaining?: number;
}): string {
  const b = (on?: boolean) => (on ? '1' : '0');
  const one = `030,${b(flags.paperOut)},${b(flags.paused)},1245,000,0,0,0,000,0,0,0`;
  const remaining = String(flags.labelsRemaining ?? 0).padStart(8, '0');
  const two = `001,0,${b(flags.headOpen)},${b(flags.ribbonOut)},0,2,4,0,${remaining},1,000`;
  const three = '1234,0';
  return `\u0002${one}\u0003\r\n\u0002${two}\u0003\r\n\u0002${three}\u0003\r\n`;
}
