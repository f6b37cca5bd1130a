/**
 * Work that becomes due on the marketplace clock (an offer edit finishing, a parcel command completing,
 * a scheduled activation, a background activity step). Tasks are plain data (`kind` + `ref`), so pending
 * work is saved with the shop and resumes after a restart. Due tasks run lazily: before every request and
 * whenever the clock is moved, never on a real timer.
 */
export interface Task {
  at: number;
  kind: string;
  ref: string;
  seq: number;
}

export interface Scheduler {
  schedule(at: number, kind: string, ref: string): void;
  register(kind: string, run: (ref: string, at: number) => void): void;
  runDue(now: number): number;
  pending(): Task[];
  load(tasks: Task[]): void;
  cancel(kind: string, ref: string): void;
}

export function createScheduler(): Scheduler {
  let tasks: Task[] = [];
  let seq = 0;
  const runners = new Map<string, (ref: string, at: number) => void>();
  let running = false;

  const insert = (task: Task) => {
    // Tasks stay sorted by time, then by insertion, so work due at the same instant runs in order.
    let lo = 0;
    let hi = tasks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const t = tasks[mid]!;
      if (t.at < task.at || (t.at === task.at && t.seq < task.seq)) lo = mid + 1;
      else hi = mid;
    }
    tasks.splice(lo, 0, task);
  };

  return {
    schedule(at, kind, ref) {
      insert({ at, kind, ref, seq: ++seq });
    },
    register(kind, run) {
      runners.set(kind, run);
    },
    runDue(now) {
      if (running) return 0;
      running = true;
      let ran = 0;
      try {
        while (tasks.length > 0 && tasks[0]!.at <= now) {
          const task = tasks.shift()!;
          const run = runners.get(task.kind);
          if (run) run(task.ref, task.at);
          if (++ran > 1_000_000) throw new Error('runaway scheduled work');
        }
      } finally {
        running = false;
      }
      return ran;
    },
    pending: () => tasks.map((t) => ({ ...t })),
    load(saved) {
      tasks = [];
      for (const task of saved) {
        seq = Math.max(seq, task.seq);
        insert({ ...task });
      }
    },
    cancel(kind, ref) {
      tasks = tasks.filter((t) => !(t.kind === kind && t.ref === ref));
    },
  };
}
