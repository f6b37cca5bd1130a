import { afterEach } from 'vitest';

interface Closable {
  close(): unknown;
}

/**
 * What a test opens (cores, marketplaces, printer listeners) is closed after it, newest first, even when the test
 * failed half-way. Returns the function that registers a thing and hands it back.
 */
export function closeAfterEach(): <T extends Closable>(opened: T) => T {
  const open: Closable[] = [];
  afterEach(async () => {
    for (const thing of open.splice(0).reverse()) await thing.close();
  });
  return (opened) => {
    open.push(opened);
    return opened;
  };
}
