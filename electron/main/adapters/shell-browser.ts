import { shell } from 'electron';
import type { BrowserOpener } from '../../core/kernel/ports';
import { isAllowedExternal } from '../external-links';

export const shellBrowser: BrowserOpener = {
  async open(url) {
    if (!isAllowedExternal(url)) throw new Error('Refusing to open an address outside the allow-list.');
    await shell.openExternal(url);
  },
};
