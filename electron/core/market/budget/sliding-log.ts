/**
 * The times of the requests sent in the last `windowMs`, oldest first. One structure for every window the budget
 * keeps (a Client ID's minute, a resource's second, minute or hour), so each answers "is there room?" the same way.
 */
export interface SlidingLog {
  count(now: number): number;
  /** When the log has fewer than `limit` entries again: `now` when it already has. */
  roomAt(now: number, limit: number): number;
  add(now: number): void;
}

export function createSlidingLog(windowMs: number): SlidingLog {
  let times: number[] = [];
  let head = 0;
  const trim = (now: number): void => {
    while (head < times.length && times[head]! <= now - windowMs) head++;
    // Compact once the dropped part outweighs the rest, so a busy hour does not keep every old time.
    if (head > 1024 && head * 2 > times.length) {
      times = times.slice(head);
      head = 0;
    }
  };
  return {
    count(now) {
      trim(now);
      return times.length - head;
    },
    roomAt(now, limit) {
      trim(now);
      const held = times.length - head;
      if (held < limit) return now;
      // Below the limit once its (held - limit + 1)-th oldest entry has left the window.
      return times[head + held - Math.max(1, limit)]! + windowMs;
    },
    add(now) {
      times.push(now);
    },
  };
}
