/** One keydown as the detector sees it: no DOM, so it can be tested with plain timestamps. */
export interface ScanKey {
  /** `KeyboardEvent.key`: one character for a printable key, a name ("Enter", "Shift") otherwise. */
  key: string;
  /** Milliseconds on any monotonic clock (the event's timeStamp). */
  at: number;
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

/**
 * Tells a keyboard-wedge scanner from a person: a scan is a run of printable characters, each within `maxGapMs` of
 * the previous one, ended by Enter. The first character of a run cannot be told from a keystroke yet, so it is
 * never taken; every later character of a fast run is, and so is the Enter that ends a long enough one. Keystrokes
 * into an editable field stay typing and break any run.
 */
export function createScanDetector(options: ScanDetectorOptions = defaultScanOptions) {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;

  const reset = (): void => {
    buffer = '';
    last = Number.NEGATIVE_INFINITY;
  };

  const push = (input: ScanKey): ScanStep => {
    if (input.editable || input.modified) {
      reset();
      return { take: false };
    }
    // Scanners press Shift for capitals; it neither breaks nor extends a run.
    if (input.key === 'Shift') return { take: buffer.length > 1 };
    const fast = input.at - last <= options.maxGapMs;
    if (input.key === 'Enter') {
      const code = buffer;
      reset();
      return fast && code.length >= options.minLength ? { take: true, scan: code } : { take: false };
    }
    if (input.key.length !== 1) {
      reset();
      return { take: false };
    }
    if (fast && buffer.length > 0) {
      buffer += input.key;
      last = input.at;
      return { take: true };
    }
    buffer = input.key;
    last = input.at;
    return { take: false };
  };

  return { push, reset };
}

export type ScanDetector = ReturnType<typeof createScanDetector>;
