import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { screenshots } from './web-host';

/** What of a screen is cut: a header or a button whose text does not fit it, or that its frame cuts off. */
export interface CutElement {
  what: string;
  text: string;
  why: string;
}

// Run in the page, which has the DOM's types (this project's Node side has none); a string so it is sent as it is.
const findCut = `(() => {
  const slack = 1;
  const describe = (element) => {
    const id = element.closest('[data-testid]')?.getAttribute('data-testid');
    const role = element.getAttribute('role');
    return element.tagName.toLowerCase() + (role ? '[' + role + ']' : '') + (id ? ' in ' + id : '');
  };
  const shown = (element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    element.getBoundingClientRect().width >= 1;
  const wider = (element) => element.scrollWidth > element.clientWidth + slack;
  // Cut with an ellipsis and the whole text in a title inside 'within': how a long cell's text may be shortened.
  const shortened = (element, within) => {
    const titled = element.closest('[title]');
    return !!titled && within.contains(titled) && getComputedStyle(element).textOverflow === 'ellipsis';
  };
  const cut = [];
  for (const element of document.querySelectorAll('th, [role="columnheader"], button, [role="button"]')) {
    if (!shown(element) || element.getBoundingClientRect().height < 1) continue;
    const box = element.getBoundingClientRect();
    const text = (element.innerText || element.getAttribute('aria-label') || '').trim().slice(0, 60);
    // A button's label sits in boxes of its own that clip it (a shrunk button keeps its icon and loses its words);
    // text shortened as a cell's may be (a list's row made a button) does not count.
    const inner = [element, ...element.querySelectorAll('*')].find((part) => wider(part) && !shortened(part, element));
    if (inner) {
      cut.push({ what: describe(element), text, why: 'content ' + inner.scrollWidth + 'px in ' + inner.clientWidth + 'px' });
      continue;
    }
    for (let frame = element.parentElement; frame; frame = frame.parentElement) {
      if (getComputedStyle(frame).overflowX === 'visible') continue;
      const edge = frame.getBoundingClientRect();
      // A frame scrolled out of sight (a list's rows below the fold) shows nothing to cut.
      if (edge.bottom <= box.top || edge.top >= box.bottom) break;
      if (box.right > edge.right + slack || box.left < edge.left - slack) {
        const span = (a, b) => Math.round(a) + '-' + Math.round(b) + 'px';
        cut.push({ what: describe(element), text, why: span(box.left, box.right) + ' past its frame ' + span(edge.left, edge.right) });
        break;
      }
    }
  }
  for (const cell of document.querySelectorAll('td, [role="gridcell"]')) {
    if (!shown(cell)) continue;
    const part = [cell, ...cell.querySelectorAll('*')].find(
      (element) => !(element instanceof HTMLInputElement) && shown(element) && wider(element) && !shortened(element, cell),
    );
    if (part) {
      const text = (part.innerText || '').trim().slice(0, 60);
      cut.push({ what: describe(part), text, why: 'cell text ' + part.scrollWidth + 'px in ' + part.clientWidth + 'px' });
    }
  }
  return cut;
})()`;

/**
 * The visible table headers and buttons of the page that are cut: their content wider than they are (more than the
 * 1 px a fractional layout rounds to), or their box running past the right or left edge of a frame that clips its
 * content (a table wider than its frame puts its last headers there); and table cells whose text is cut without an
 * ellipsis and a title that holds it.
 */
export function cutElements(page: Page): Promise<CutElement[]> {
  return page.evaluate<CutElement[]>(findCut);
}

/** Saves the screen into the run's screenshots and attaches it to the test's results. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = join(screenshots, `${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
