import { describe, expect, it } from 'vitest';
import { createScanDetector, type ScanKey } from '../../../../renderer/src/scan/scan-detector';

/** Keys of `text` then Enter, `gap` ms apart from `start`, as a scanner (or a person) would send them. */
function keys(text: string, gap: number, start = 1000, extra: Partial<ScanKey> = {}): ScanKey[] {
  return [...text, 'Enter'].map((key, index) => ({
    key,
    at: start + index * gap,
    editable: false,
    modified: false,
    ...extra,
  }));
}

function feed(input: ScanKey[]) {
  const detector = createScanDetector();
  return input.map((key) => detector.push(key));
}

describe('scan detector', () => {
  it('reads a fast run ended by Enter as a scan, taking every key but the first', () => {
    const steps = feed(keys('5901234123457', 8));
    expect(steps.at(-1)).toEqual({ take: true, scan: '5901234123457' });
    expect(steps[0]).toEqual({ take: false });
    expect(steps.slice(1, -1).every((step) => step.take && step.scan === undefined)).toBe(true);
  });

  it('leaves typing at a human pace alone, Enter included', () => {
    const steps = feed(keys('abcdef', 120));
    expect(steps.every((step) => !step.take && step.scan === undefined)).toBe(true);
  });

  it('needs at least four characters', () => {
    expect(feed(keys('abc', 5)).at(-1)).toEqual({ take: false });
    expect(feed(keys('abcd', 5)).at(-1)).toEqual({ take: true, scan: 'abcd' });
  });

  it('treats a gap of more than 40 ms as the start of a new run', () => {
    const detector = createScanDetector();
    const slow = keys('xy', 100, 0).slice(0, 2);
    const fast = keys('ORDER-1', 10, 500);
    const steps = [...slow, ...fast].map((key) => detector.push(key));
    expect(steps.at(-1)).toEqual({ take: true, scan: 'ORDER-1' });
  });

  it('accepts exactly 40 ms between keys and refuses 41 ms', () => {
    expect(feed(keys('12345', 40)).at(-1)?.scan).toBe('12345');
    expect(feed(keys('12345', 41)).at(-1)?.scan).toBeUndefined();
  });

  it('never takes keystrokes while an editable field has the focus', () => {
    const steps = feed(keys('5901234123457', 5, 0, { editable: true }));
    expect(steps.every((step) => !step.take && step.scan === undefined)).toBe(true);
  });

  it('drops a run that a keystroke into a field interrupts', () => {
    const detector = createScanDetector();
    const run = keys('ABCDEFGH', 5);
    const steps = run.map((key, index) => detector.push(index === 3 ? { ...key, editable: true } : key));
    // What came before the field keystroke is gone; the four keys after it make a run of their own.
    expect(steps.at(-1)).toEqual({ take: true, scan: 'EFGH' });
    expect(steps[4]).toEqual({ take: false });
  });

  it('does not count as a pause the time the window was busy before a key sent once it was free', () => {
    // Each key is sent 8 ms after the window handled the one before, but the window is busy 70 ms between them.
    const detector = createScanDetector();
    const steps = [...'5901234123457', 'Enter'].map((key, index) => {
      const at = index * 80;
      if (index > 0) detector.busy(at - 75, at - 5);
      return detector.push({ key, at, held: 1, editable: false, modified: false });
    });
    expect(steps.at(-1)).toEqual({ take: true, scan: '5901234123457' });
  });

  it('counts no pause for keys a busy window kept waiting, or for their going up', () => {
    const detector = createScanDetector();
    const steps = [...'ABCDE', 'Enter'].map((key, index) => {
      const at = index * 100;
      const step = detector.push({ key, at, held: 60, editable: false, modified: false });
      // The key goes up 5 ms after the window took it, and waits 30 ms itself; the next key comes 5 ms later.
      detector.release(at + 65, 30);
      return step;
    });
    expect(steps.at(-1)).toEqual({ take: true, scan: 'ABCDE' });
  });

  it("keeps a person's pace while the window is busy: keys pressed before it took the one before", () => {
    const detector = createScanDetector();
    const steps = [...'abcd', 'Enter'].map((key, index) => {
      const at = index * 120;
      detector.busy(at - 10, at + 400);
      return detector.push({ key, at, held: 400, editable: false, modified: false });
    });
    expect(steps.every((step) => !step.take && step.scan === undefined)).toBe(true);
  });

  it('does not take the time a key took to go up as busy when the window took it at once', () => {
    const detector = createScanDetector();
    const steps = [...'abcd', 'Enter'].map((key, index) => {
      const at = index * 120;
      const step = detector.push({ key, at, held: 1, editable: false, modified: false });
      detector.release(at + 100, 1);
      return step;
    });
    expect(steps.every((step) => !step.take)).toBe(true);
  });

  it('keeps Shift inside a run and breaks it on other named keys and on shortcuts', () => {
    const detector = createScanDetector();
    const withShift = ['A', 'Shift', 'B', 'Shift', 'C', 'D', 'Enter'].map((key, index) => ({
      key,
      at: index * 5,
      editable: false,
      modified: false,
    }));
    expect(withShift.map((key) => detector.push(key)).at(-1)).toEqual({ take: true, scan: 'ABCD' });

    const tab = ['A', 'B', 'Tab', 'C', 'D', 'E', 'Enter'].map((key, index) => ({
      key,
      at: index * 5,
      editable: false,
      modified: false,
    }));
    expect(tab.map((key) => detector.push(key)).at(-1)).toEqual({ take: false });

    const ctrl = keys('ABCDE', 5, 100).map((key, index) => ({ ...key, modified: index === 2 }));
    expect(ctrl.map((key) => detector.push(key)).at(-1)).toEqual({ take: false });
  });

  it('reads two scans in a row', () => {
    const detector = createScanDetector();
    const first = keys('1111', 5, 0).map((key) => detector.push(key));
    const second = keys('2222', 5, 300).map((key) => detector.push(key));
    expect(first.at(-1)?.scan).toBe('1111');
    expect(second.at(-1)?.scan).toBe('2222');
  });
});
