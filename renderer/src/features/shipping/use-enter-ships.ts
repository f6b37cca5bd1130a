import { useEffect, useRef } from 'react';

/** Elements where Enter already means something of their own. */
const ownsEnter =
  'input, textarea, select, button, a[href], [contenteditable], [role="option"], [role="button"]';

/**
 * Enter ships the open order from anywhere in the section that does not use Enter itself: the page, the queue,
 * the panel. A scan's Enter never gets here (the scanner keeps it), nor one while a dialog is open.
 */
export function useEnterShips(enabled: boolean, ship: () => void): void {
  const latest = useRef(ship);
  useEffect(() => {
    latest.current = ship;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(ownsEnter)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
