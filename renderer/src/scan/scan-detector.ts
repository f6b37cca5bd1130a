/** One keydown as the detector sees it: no DOM, so it can be tested with plain timestamps. */
export interface ScanKey {
  /** `KeyboardEvent.key`: one character for a printable key, a name ("Enter", "Shift") otherwise. */
  key: string;
  /** Milliseconds on any monotonic clock (the event's timeStamp). */
  at: number;
  /**
   * Milliseconds the window kept the key waiting (busy with other work) before it could handle it; 0 when it took
   * it at once.
   */
  held?: number;
  /** An input, textarea, select or contenteditable element has the focus: the keystroke is typing. */
  editable: boolean;
  /** Ctrl, Alt or Meta is held: a shortcut, never part of a scan. */
  modified: boolean;
}

export interface ScanStep {
  /** The key belongs to a scan: the page must not act on it (preventDefault). */
  take: boolean;
  /** The code, when this key (Enter) ended a scan. */
  scan?: string;
}

export interface ScanDetectorOptions {
  /** Fewest characters a code has; shorter fast bursts are left alone. */
  minLength: number;
  /** Longest pause between two keystrokes of one scan; people type slower than this, scanners faster. */
  maxGapMs: number;
}

export const defaultScanOptions: ScanDetectorOptions = { minLength: 4, maxGapMs: 40 };

/** A key the window took longer than this to handle found it busy with other work. */
const busyMs = 10;

/** How long of the time from `from` to `to` the stretches cover, each moment counted once. */
function covered(stretches: readonly [number, number][], from: number, to: number): number {
  let total = 0;
  let reached = from;
  for (const [start, end] of [...stretches].sort((a, b) => a[0] - b[0])) {
    const a = Math.max(start, reached);
    const b = Math.min(end, to);
    if (b > a) {
      total += b - a;
      reached = b;
    }
  }
  return total;
}

/**
 * Tells a keyboard-wedge scanner from a person: a scan is a run of printable characters, each within `maxGapMs` of
 * the previous one, ended by Enter. The first character of a run cannot be told from a keystroke yet, so it is
 * never taken; every later character of a fast run is, and so is the Enter that ends a long enough one.
 *
 * A source that sends each key only once the window took the one before (a remote desktop, input injected through
 * the browser) is slowed by a busy window, not slow: for a key pressed after the window handled the one before, the
 * time the window was busy in between (`busy`, and keys it kept waiting) is no pause. A key pressed while the window
 * still had not handled the one before counts its whole pause, so a person's pace stays a person's. Keystrokes into
 * an editable field stay typing and break any run: a shortcut that moves the focus into a field ("e" to the price)
 * is followed by typing as fast as a scan.
 */
export function createScanDetector(options: ScanDetectorOptions = defaultScanOptions) {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;
  // When the window handled the run's last key.
  let handled = Number.NEGATIVE_INFINITY;
  let stretches: [number, number][] = [];

  const reset = (): void => {
    buffer = '';
    last = Number.NEGATIVE_INFINITY;
    handled = Number.NEGATIVE_INFINITY;
    stretches = [];
  };

  /** The window was busy from `start` to `end` (a long task, a key it kept waiting). */
  const busy = (start: number, end: number): void => {
    if (buffer.length > 0 && end > last) stretches.push([start, end]);
  };

  const waited = (at: number, held = 0): void => {
    if (held > busyMs) busy(at, at + held);
  };

  const push = (input: ScanKey): ScanStep => {
    const gap = input.at - last;
    const pause = input.at < handled ? gap : gap - covered(stretches, last, input.at);
    const fast = pause <= options.maxGapMs;
    const running = buffer.length > 0 && fast;
    if (input.modified || input.editable) {
      reset();
      return { take: false };
    }
    // Scanners press Shift for capitals; it neither breaks nor extends a run.
    if (input.key === 'Shift') {
      waited(input.at, input.held);
      return { take: buffer.length > 1 };
    }
    if (input.key === 'Enter') {
      const code = buffer;
      reset();
      return fast && code.length >= options.minLength ? { take: true, scan: code } : { take: false };
    }
    if (input.key.length !== 1) {
      reset();
      return { take: false };
    }
    buffer = running ? buffer + input.key : input.key;
    last = input.at;
    handled = input.at + (input.held ?? 0);
    stretches = stretches.filter(([, end]) => end > last);
    waited(input.at, input.held);
    return { take: buffer.length > 1 };
  };

  /** A key went up (pressed at `at`) and the window handled it `held` ms later. */
  const release = (at: number, held: number): void => waited(at, held);

  /** A run is going: its first key is in. */
  const running = (): boolean => buffer.length > 0;

  return { push, release, busy, running, reset };
}

export type ScanDetector = ReturnType<typeof createScanDetector>;
