import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaultView } from '../../../electron/main/fault-view';
import { createFakeElectron, loadedPage, type FakeElectron } from './fake-electron';

const fake = vi.hoisted(() => ({ current: undefined as unknown as FakeElectron }));
vi.mock('electron', async () => (await import('./fake-electron')).electronModule(() => fake.current));

beforeEach(() => {
  fake.current = createFakeElectron();
});

const corrupt: FaultView = {
  step: 'database',
  code: 'db-corrupt',
  message: { pl: 'Baza danych jest uszkodzona.', en: 'The database is damaged.' },
  detail: 'SQLITE_NOTADB: file is not a database <script>alert(1)</script>',
  dataDir: '/home/seller/.config/Seller Desk',
  actions: ['moveAside', 'restore', 'openFolder', 'quit'],
};

async function show(fault: FaultView, onAction = vi.fn()) {
  const { showStartupFault } = await import('../../../electron/main/fault-view');
  showStartupFault(fault, { onAction });
  const win = fake.current.windows.at(-1)!;
  const click = async (url: string) => {
    const event = { preventDefault: vi.fn() };
    win.webContents.handlers.get('will-navigate')!(event, url);
    expect(event.preventDefault).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, page: loadedPage(win), click, onAction };
}

describe('the start-up fault window', () => {
  it('shows the message, the data folder and the escaped detail in English, with every fitting action', async () => {
    const { win, page } = await show(corrupt);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Seller Desk could not start');
    expect(page).toContain('The database is damaged.');
    expect(page).toContain('/home/seller/.config/Seller Desk');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
    expect(page).toContain("default-src 'none'");
    for (const label of [
      'Move the local copy aside and sync anew',
      'Restore a backup…',
      'Open the data folder',
      'Quit',
    ]) {
      expect(page).toContain(label);
    }
    // No bridge and no scripts for a page that only shows text and links.
    expect(win.options.webPreferences).toMatchObject({
      javascript: false,
      sandbox: true,
      contextIsolation: true,
    });
    expect(win.options.webPreferences.preload).toBeUndefined();
  });

  it('speaks Polish on a Polish system and offers only the actions the fault has', async () => {
    fake.current.module.app.locale = 'pl-PL';
    const { page } = await show({ ...corrupt, actions: ['openFolder', 'quit'] });
    expect(page).toContain('<html lang="pl">');
    expect(page).toContain('Seller Desk nie może się uruchomić');
    expect(page).toContain('Baza danych jest uszkodzona.');
    expect(page).toContain('Otwórz folder danych');
    expect(page).toContain('Zakończ');
    expect(page).not.toContain('fault-action/moveAside');
    expect(page).not.toContain('fault-action/restore');
  });

  it('quits with app.exit, so the single-instance lock goes too', async () => {
    const { app } = fake.current.module;
    const { click } = await show(corrupt);
    await click('app://fault-action/quit');
    expect(app.exit).toHaveBeenCalledWith(0);
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('treats closing the window as quitting', async () => {
    const { win } = await show(corrupt);
    win.destroy();
    expect(fake.current.module.app.exit).toHaveBeenCalledWith(0);
  });

  it('opens the data folder and stays', async () => {
    const { win, click } = await show(corrupt);
    await click('app://fault-action/openFolder');
    expect(fake.current.module.shell.openPath).toHaveBeenCalledWith(corrupt.dataDir);
    expect(win.isDestroyed()).toBe(false);
  });

  it('hands moving aside to the caller and then leaves without quitting', async () => {
    const { win, click, onAction } = await show(corrupt);
    await click('app://fault-action/moveAside');
    expect(onAction).toHaveBeenCalledWith({ action: 'moveAside' });
    expect(win.isDestroyed()).toBe(true);
    expect(fake.current.module.app.exit).not.toHaveBeenCalled();
  });

  it('asks for the backup file to restore, and a cancelled pick keeps the window', async () => {
    const { dialog } = fake.current.module;
    const { win, click, onAction } = await show(corrupt);
    await click('app://fault-action/restore');
    expect(dialog.showOpenDialog).toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
    expect(win.isDestroyed()).toBe(false);

    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: ['/backups/desk.db'] });
    await click('app://fault-action/restore');
    expect(onAction).toHaveBeenCalledWith({ action: 'restore', file: '/backups/desk.db' });
    expect(win.isDestroyed()).toBe(true);
  });

  it('ignores every other address and actions the fault does not offer', async () => {
    const { win, click, onAction } = await show({ ...corrupt, actions: ['quit'] });
    await click('https://evil.example/');
    await click('app://fault-action/moveAside');
    await click('app://fault-action/openFolder');
    expect(onAction).not.toHaveBeenCalled();
    expect(fake.current.module.shell.openPath).not.toHaveBeenCalled();
    expect(win.isDestroyed()).toBe(false);
    expect(win.webContents.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });
});

describe('start-up notices', () => {
  it('tell the seller each one in their language, without waiting', async () => {
    fake.current.module.app.locale = 'pl';
    const { showStartupNotices } = await import('../../../electron/main/fault-view');
    showStartupNotices([
      {
        code: 'SETTINGS_SET_ASIDE',
        message: {
          pl: 'Ustawienia zachowano jako /data/settings.json.invalid-1.',
          en: 'Settings kept aside.',
        },
        aside: '/data/settings.json.invalid-1',
      },
      { code: 'DATABASE_RECOVERED', message: { pl: 'Odzyskano bazę.', en: 'Database recovered.' } },
    ]);
    const shown = fake.current.module.dialog.showMessageBox.mock.calls.map(
      (call) => (call as unknown as [{ type: string; message: string }])[0],
    );
    expect(shown).toEqual([
      { type: 'warning', message: 'Ustawienia zachowano jako /data/settings.json.invalid-1.' },
      { type: 'warning', message: 'Odzyskano bazę.' },
    ]);
  });
});

describe('try again', () => {
  it('is offered when the start-up asks for it and hands the choice to the caller', async () => {
    const { page, click, onAction } = await show({
      ...corrupt,
      code: 'DISK_FULL',
      actions: ['retry', 'quit'],
    });
    expect(page).toContain('Try again');
    expect(page).not.toContain('Restore a backup');
    await click('app://fault-action/retry');
    expect(onAction).toHaveBeenCalledWith({ action: 'retry' });
  });
});
