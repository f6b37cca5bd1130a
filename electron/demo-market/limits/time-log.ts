/**
 * The times of the requests a limit counts, oldest first: a sliding-window log. Times are added in order, so
 * what falls out of a window is found by binary search and dropped from the front without copying each time.
 */
export function createTimeLog() {
  let times: number[] = [];
  let head = 0;
  /** The index of the first time after `t`. */
  const firstAfter = (t: number) => {
    let lo = head;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    add(t: number) {
      times.push(t);
    },
    /** Forgets the times up to `t`. */
    dropUpTo(t: number) {
      head = firstAfter(t);
      if (head > 4096 && head * 2 > times.length) {
        times = times.slice(head);
        head = 0;
      }
    },
    /** How many times are after `t`. */
    countAfter: (t: number) => times.length - firstAfter(t),
    /** The `n`-th time after `t` (0: the oldest of them). */
    nthAfter: (t: number, n: number) => times[firstAfter(t) + n],
    clear() {
      times = [];
      head = 0;
    },
  };
}

export type TimeLog = ReturnType<typeof createTimeLog>;
