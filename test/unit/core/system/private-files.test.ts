import * as fs from 'node:fs';
import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downloadName,
  filePath,
  removeFolderOf,
  safeFileName,
  storeFile,
} from '../../../../electron/core/kernel/attachment-files';
import { tightenDataDir } from '../../../../electron/core/kernel/private-files';
import { tempDir } from '../../../helpers/temp-dir';

// Spied on, not replaced: the files are really written and really flushed.
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof fs>();
  return { ...actual, fsyncSync: vi.fn(actual.fsyncSync) };
});

const posix = process.platform !== 'win32';
const mode = (path: string): number => statSync(path).mode & 0o777;

afterEach(() => vi.mocked(fs.fsyncSync).mockClear());

describe('a file copied for a waiting change', () => {
  // Which file a descriptor is, through /proc: Linux only.
  it.skipIf(process.platform !== 'linux')(
    'is written 0600 and flushed, then its folder flushed, before the path is answered; the path is relative',
    async () => {
      const actual = await vi.importActual<typeof fs>('node:fs');
      const dataDir = tempDir('sd-files-');
      const order: string[] = [];
      vi.mocked(fs.fsyncSync).mockImplementation((fd) => {
        order.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
        actual.fsyncSync(fd);
      });
      const stored = storeFile(dataDir, 'invoices', 'local-1.pdf', Buffer.from('%PDF-1.4'));
      expect(stored).toBe('invoices/local-1.pdf');
      expect(readFileSync(join(dataDir, 'invoices', 'local-1.pdf'), 'utf8')).toBe('%PDF-1.4');
      expect(order).toEqual([join(dataDir, 'invoices', 'local-1.pdf'), join(dataDir, 'invoices')]);
      expect(mode(join(dataDir, 'invoices', 'local-1.pdf'))).toBe(0o600);
      expect(mode(join(dataDir, 'invoices'))).toBe(0o700);
    },
  );
});

describe('a stored path', () => {
  const dataDir = join('/', 'data', 'Seller Desk');
  it.each([
    ['message-files/local-1/0-a.pdf', join(dataDir, 'message-files', 'local-1', '0-a.pdf')],
    ['invoices\\local-2.pdf', join(dataDir, 'invoices', 'local-2.pdf')],
    // Rows from before paths were relative name the file where it was.
    ['/old/Seller Desk/invoices/local-3.pdf', '/old/Seller Desk/invoices/local-3.pdf'],
  ])('%s is found at %s', (stored, expected) => {
    expect(filePath(dataDir, stored)).toBe(expected);
  });

  it.each(['../secret.pdf', 'invoices/../../etc/passwd', 'a/..', './a.pdf', 'a//b.pdf', '', 'C:evil.pdf'])(
    '%j is refused: it is not a path inside the data folder',
    (stored) => {
      expect(() => filePath(dataDir, stored)).toThrow(/not a path inside the data folder/);
    },
  );

  it('removing a file with no folder of its own never removes the data folder', () => {
    const dir = tempDir('sd-files-');
    writeFileSync(join(dir, 'keep.txt'), 'x');
    writeFileSync(join(dir, 'alone.pdf'), 'x');
    removeFolderOf(dir, 'alone.pdf');
    removeFolderOf(dir, '../keep.txt');
    expect(fs.existsSync(join(dir, 'alone.pdf'))).toBe(false);
    expect(fs.existsSync(join(dir, 'keep.txt'))).toBe(true);
  });
});

describe('names of files', () => {
  it.each([
    ['faktura.pdf', 'faktura.pdf'],
    ['Zdjęcie paczki.JPG', 'Zdjęcie_paczki.JPG'],
    ['../../.bashrc', 'bashrc'],
    ['C:\\Users\\x\\skan.png', 'skan.png'],
    ['...', 'file'],
    ['', 'file'],
  ])('%j is saved as %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('a long name is cut to 120 characters, its extension kept', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it.each([
    ['skan.pdf', 'skan.pdf'],
    ['photo.JPEG', 'photo.JPEG'],
    ['obraz.webp', 'obraz.webp'],
    ['lista.csv', 'lista.csv'],
    ['notatka.txt', 'notatka.txt'],
    ['faktura.pdf.exe', 'faktura.pdf.bin'],
    ['strona.html', 'strona.bin'],
    ['skrót.lnk', 'skrót.bin'],
    ['app.desktop', 'app.bin'],
    ['bez-rozszerzenia', 'bez-rozszerzenia.bin'],
    ['.hidden.sh', 'hidden.bin'],
    ['../../evil.svg', 'evil.bin'],
  ])('a download named %j is saved as %j', (name, expected) => {
    expect(downloadName(name)).toBe(expected);
  });
});

// Windows has no mode bits (private-files.ts leaves modes alone there): nothing to check on it.
describe.skipIf(!posix)('the data folder made private at start', () => {
  it('an older 0755 folder with 0644 files is tightened to 0700 and 0600; a link and what is not the app’s are left alone', () => {
    const dataDir = tempDir('sd-files-');
    const outside = join(tempDir('sd-outside-'), 'other.txt');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    mkdirSync(join(dataDir, 'message-files', 'local-1'), { recursive: true });
    for (const name of ['seller-desk.db', 'seller-desk.db-wal', 'settings.json'])
      writeFileSync(join(dataDir, name), 'x');
    writeFileSync(join(dataDir, 'message-files', 'local-1', '0-a.pdf'), 'x');
    symlinkSync(outside, join(dataDir, 'link.txt'));
    // The seller's own things in a folder named as the data folder by mistake stay as they were.
    writeFileSync(join(dataDir, 'run.sh'), '#!/bin/sh\n');
    chmodSync(join(dataDir, 'run.sh'), 0o755);
    mkdirSync(join(dataDir, 'photos'));
    writeFileSync(join(dataDir, 'photos', 'a.jpg'), 'x');
    for (const dir of [dataDir, join(dataDir, 'message-files'), join(dataDir, 'message-files', 'local-1')])
      chmodSync(dir, 0o755);
    const report = tightenDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'message-files', 'local-1'))).toBe(0o700);
    expect(mode(join(dataDir, 'seller-desk.db'))).toBe(0o600);
    expect(mode(join(dataDir, 'seller-desk.db-wal'))).toBe(0o600);
    expect(mode(join(dataDir, 'message-files', 'local-1', '0-a.pdf'))).toBe(0o600);
    expect(mode(outside)).toBe(0o644);
    expect(mode(join(dataDir, 'run.sh'))).toBe(0o755);
    expect(mode(join(dataDir, 'photos', 'a.jpg'))).toBe(0o644);
    expect(report.failed).toEqual([]);
    expect(report.tightened).toContain(join(dataDir, 'settings.json'));
    // Tight already: nothing to do the next time.
    expect(tightenDataDir(dataDir).tightened).toEqual([]);
  });
});
