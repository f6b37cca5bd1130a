import { createScanDetector, defaultScanOptions, type ScanDetectorOptions } from './scan-detector';

/** A wait between two beats longer than this is the window busy; a beat comes every millisecond or so otherwise. */
const beatMs = 5;
/**
 * Beats stop once the window has been free this long since the run's last key or busy stretch: any key after that
 * has a pause longer than a scan's anyway, so a stray keystroke costs a tenth of a second of beats.
 */
const idleMs = 100;

/** Where a keystroke types text: the page must leave it to that field. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target instanceof HTMLInputElement
    ? !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
    : target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Listens for a keyboard-wedge scanner anywhere in the window, before any element sees the keys (capture on
 * `window`): the keys of a scan are kept from the page, everything else passes untouched. Returns the uninstaller.
 */
export function installScanner(
  onScan: (code: string) => void,
  options: ScanDetectorOptions = defaultScanOptions,
): () => void {
  const detector = createScanDetector(options);
  // How long the key waited for the window: its timeStamp is when it was pressed, on the clock of performance.now().
  const held = (event: KeyboardEvent): number => Math.max(0, performance.now() - event.timeStamp);
  // While a run is going, a beat on every free turn of the window: a longer wait between two beats is time the
  // window was busy (rendering, another task), which a source waiting on the window spent waiting, not pausing.
  const beats = new MessageChannel();
  let beat: number | null = null;
  let lastKey = 0;
  let lastBusy = 0;
  const beatWait = (now: number): void => {
    if (beat !== null && now - beat > beatMs) {
      detector.busy(beat, now);
      lastBusy = now;
    }
  };
  beats.port1.onmessage = () => {
    const now = performance.now();
    beatWait(now);
    if (!detector.running() || now - Math.max(lastKey, lastBusy) > idleMs) {
      beat = null;
      return;
    }
    beat = now;
    beats.port2.postMessage(null);
  };
  const startBeats = (): void => {
    if (beat !== null || !detector.running()) return;
    beat = performance.now();
    beats.port2.postMessage(null);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.repeat) return;
    lastKey = performance.now();
    // The window may come to this key before the next beat: the wait since the last one is counted now.
    beatWait(lastKey);
    const step = detector.push({
      key: event.key,
      at: event.timeStamp,
      held: held(event),
      editable: isEditable(document.activeElement),
      modified: event.ctrlKey || event.altKey || event.metaKey,
    });
    startBeats();
    if (!step.take) return;
    event.preventDefault();
    event.stopPropagation();
    if (step.scan !== undefined) onScan(step.scan);
  };
  const onKeyUp = (event: KeyboardEvent): void => detector.release(event.timeStamp, held(event));
  window.addEventListener('keydown', onKeyDown, { capture: true });
  window.addEventListener('keyup', onKeyUp, { capture: true });
  return () => {
    beats.port1.close();
    window.removeEventListener('keydown', onKeyDown, { capture: true });
    window.removeEventListener('keyup', onKeyUp, { capture: true });
  };
}
