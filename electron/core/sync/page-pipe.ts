import { readAhead } from './context';

/**
 * A bulk load as two things done at once: reading its pages one after another, and writing those already read.
 * The writer takes every page that was read while it wrote the last ones (at most `batch`) as one transaction, so a
 * writer slower than the network writes larger transactions, each committing, indexing and checkpointing once for
 * several pages, while a writer faster than the network writes each page as soon as it is read. At most `batch`
 * pages wait read and unwritten (and one more is on its way), so a slow writer never makes the load hold more.
 */
export interface PagePipe<Position, Page, Answer> {
  first: Position;
  read(at: Position): Promise<Page>;
  /**
   * Where the page after this one is, as this thread can tell from the page; null after the last page; 'ask' when
   * only the written pages can tell (`after`), and the reader waits for the writer.
   */
  next(page: Page): Position | null | 'ask';
  /** Where to read on after these pages were written; null: they were the last ones. */
  after(answer: Answer): Position | null;
  /** Writes pages (in the order read) as one transaction with the position they reach. */
  write(pages: Page[]): Promise<Answer>;
  batch: number;
}

function signal() {
  let fire: () => void = () => undefined;
  let fired = new Promise<void>((resolve) => (fire = resolve));
  return {
    wait: () => fired,
    fire(): void {
      fire();
      fired = new Promise<void>((resolve) => (fire = resolve));
    },
  };
}

/** Runs a bulk load to its last page; the first failure (of a read or a write) ends it and is thrown. */
export async function pipePages<Position, Page, Answer>(
  pipe: PagePipe<Position, Page, Answer>,
): Promise<void> {
  const queue: Page[] = [];
  // A page was queued or the reader stopped / a batch was taken or written.
  const queued = signal();
  const taken = signal();
  let reading = true;
  let writing = false;
  let failure: { error: unknown } | null = null;
  let last: { answer: Answer } | null = null;
  // Once the written pages say the load ends there, nothing further is read, and pages read beyond are dropped.
  let ended = false;

  const fail = (error: unknown): void => {
    failure ??= { error };
    queued.fire();
    taken.fire();
  };

  async function reader(): Promise<void> {
    let current: Promise<Page> | null = pipe.read(pipe.first);
    while (current) {
      const page: Page = await current;
      current = null;
      while (queue.length >= pipe.batch && !failure && !ended) await taken.wait();
      if (failure || ended) return;
      const next = pipe.next(page);
      // The next page is on the wire before this one is handed over (its write may block this thread).
      if (next !== null && next !== 'ask') current = (await readAhead(() => pipe.read(next))).next;
      queue.push(page);
      queued.fire();
      if (next !== 'ask') continue;
      while ((queue.length > 0 || writing) && !failure && !ended) await taken.wait();
      if (failure || ended || !last) return;
      const at = pipe.after(last.answer);
      if (at !== null) current = pipe.read(at);
    }
  }

  async function writer(): Promise<void> {
    for (;;) {
      if (failure) return;
      if (queue.length === 0) {
        if (!reading) return;
        await queued.wait();
        continue;
      }
      const pages = queue.splice(0, pipe.batch);
      writing = true;
      taken.fire();
      const answer = await pipe.write(pages);
      writing = false;
      last = { answer };
      if (pipe.after(answer) === null) {
        ended = true;
        queue.length = 0;
        return;
      }
      taken.fire();
    }
  }

  const reads = reader()
    .catch(fail)
    .finally(() => {
      reading = false;
      queued.fire();
    });
  await writer().catch(fail);
  ended = true;
  taken.fire();
  await reads;
  // Set by the two tasks above, which TypeScript cannot follow.
  const failed = failure as { error: unknown } | null;
  if (failed) throw failed.error;
}
