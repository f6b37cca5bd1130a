import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../electron/core/db/open';
import { silentLogger } from '../../electron/core/kernel/logger';
import { createDocumentMaker } from '../../electron/core/printing/documents/document-jobs';
import { createPrinterHost } from '../../electron/core/printing/printer-host';
import { createPrintingService } from '../../electron/core/printing/printing-service';
import { startPrinterListener } from '../helpers/printer-listener';
import { tempDir } from '../helpers/temp-dir';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round = (ms: number): number => Number(ms.toFixed(1));

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)!),
  };
}

/**
 * 200 small ZPL labels through the real queue (SQLite file, synchronous=FULL) to a TCP 9100 listener on
 * loopback. "paced": one label at a time, the next when the previous reached the printer, as at a packing
 * station: the enqueue-to-first-byte latency. "burst": all 200 at once: throughput, and how long the last
 * label waits behind the others.
 */
export default async function printBench(args: string[]): Promise<Record<string, unknown>> {
  const count = Number(args[0] ?? 200);
  const listener = await startPrinterListener();
  const dataDir = tempDir('sd-bench-print-');
  const db = openDatabase(join(dataDir, 'seller-desk.db'));
  const documents = createDocumentMaker();
  const service = createPrintingService({
    db,
    documents,
    host: createPrinterHost(),
    dataDir,
    logger: silentLogger,
    language: () => 'en',
  });
  service.start();
  const printer = await service.addPrinter({
    backend: 'tcp9100',
    host: '127.0.0.1',
    port: listener.port,
    language: 'zpl',
  });
  service.saveProfile({ ...service.profile('label'), printerId: printer.id });
  const label = (run: string, i: number) =>
    new Uint8Array(Buffer.from(`^XA^FO50,50^A0N,40,40^FD${run} label ${i}^FS^BCN,80^FD${1000000 + i}^FS^XZ`));

  const paced: number[] = [];
  let received = listener.jobs.length;
  for (let i = 0; i < count; i++) {
    const at = performance.now();
    await service.enqueue({ kind: 'label', bytes: label('paced', i) });
    const [job] = (await listener.waitForJobs(received + 1)).slice(received);
    received += 1;
    paced.push(job!.firstByteAt - at);
  }

  const enqueuedAt: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    enqueuedAt.push(performance.now());
    await service.enqueue({ kind: 'label', bytes: label('burst', i) });
  }
  const burstJobs = (await listener.waitForJobs(received + count, 120_000)).slice(received);
  const seconds = (burstJobs.at(-1)!.firstByteAt - started) / 1000;
  const burst = burstJobs.map((job, i) => job.firstByteAt - enqueuedAt[i]!);

  await service.close();
  await documents.close();
  db.close();
  await listener.close();
  return {
    labels: count,
    paced: summary(paced),
    burst: { jobsPerSecond: Math.round(count / seconds), seconds: round(seconds), ...summary(burst) },
  };
}
