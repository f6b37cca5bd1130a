import { createScanDetector, defaultScanOptions, type ScanDetectorOptions } from './scan-detector';

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
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.repeat) return;
    const step = detector.push({
      key: event.key,
      at: event.timeStamp,
      editable: isEditable(document.activeElement),
      modified: event.ctrlKey || event.altKey || event.metaKey,
    });
    if (!step.take) return;
    event.preventDefault();
    event.stopPropagation();
    if (step.scan !== undefined) onScan(step.scan);
  };
  window.addEventListener('keydown', onKeyDown, { capture: true });
  return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
}
