import { parentPort } from 'node:worker_threads';
import { describeError, type ThreadMessage, type ThreadReply } from './thread';

/**
 * The thread's side of thread.ts: each job handed to `handle` in the order it came, the next one only once the
 * last is answered (a job may be asynchronous). `close` waits for the jobs sent before it, then calls `closed`
 * (what the thread holds, closed) and ends the thread.
 */
export function serveJobs<Job extends { op: string }>(
  handle: (job: Job) => unknown,
  closed: () => void = () => {},
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs on a worker thread.');
  let queue = Promise.resolve();
  port.on('message', (message: ThreadMessage<Job>) => {
    queue = queue.then(async () => {
      if (message.op === 'close') {
        closed();
        port.close();
        return;
      }
      const { id } = message as Job & { id: number };
      let reply: ThreadReply;
      try {
        reply = { id, value: await handle(message as Job) };
      } catch (error) {
        reply = { id, error: describeError(error) };
      }
      port.postMessage(reply);
    });
  });
}
