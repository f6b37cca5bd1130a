import { join } from 'node:path';
import { startCli, readyLine, type RunningCli } from './cli';

export const screenshots = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** A demo marketplace's shop as a test asks for it: made from `seed`, the same on every run. */
export interface DemoShop {
  seed: number;
  offers: number;
  orders: number;
  /** Its control interface, through which the test changes the marketplace or reads what it holds. */
  control?: boolean;
  /** Where it keeps its state, so a restart on the same port finds the same shop. */
  stateDir?: string;
  port?: number;
  /** The marketplace generation it serves (default `documents`); a prepared shop signs in to it as such. */
  api?: 'documents' | '2026';
}

function demoMarketArgs(shop: DemoShop): string[] {
  const args = ['demo-market', '--port', String(shop.port ?? 0), '--seed', String(shop.seed)];
  args.push('--offers', String(shop.offers), '--orders', String(shop.orders));
  if (shop.control) args.push('--control');
  if (shop.stateDir) args.push('--state-dir', shop.stateDir);
  if (shop.api) args.push('--api', shop.api);
  return args;
}

/**
 * Web hosts an end-to-end test starts (`seller-desk serve`) and stops again: `serve` answers the address with its
 * token once the host printed it, `stop` ends every host this test started.
 */
export function webHosts() {
  const running: RunningCli[] = [];
  return {
    async serve(dataDir: string): Promise<string> {
      const cli = startCli(['--data-dir', dataDir, 'serve', '--port', '0']);
      running.push(cli);
      const line = await readyLine(cli, 'the web host URL line');
      return line.replace(/^Seller Desk web host: /, '');
    },
    /**
     * A demo marketplace with this shop in its own process (so the test can stop it, or start it again on its port
     * with `stateDir` kept), stopped with the hosts. Answers its address and its process.
     */
    async market(shop: DemoShop): Promise<{ cli: RunningCli; url: string }> {
      const cli = startCli(demoMarketArgs(shop));
      running.push(cli);
      return { cli, url: (await readyLine(cli, 'the demo marketplace')).replace(/^.*: /, '') };
    },
    /** Stops every command; one that does not end cleanly (exit 0) fails the test with what it said. */
    async stop(): Promise<void> {
      const stopping = running.splice(0);
      // A host or marketplace that died on its own during the test is named with how it died and what it said.
      const died = stopping.map((cli) => cli.died);
      const codes = await Promise.all(stopping.map((cli) => cli.stop()));
      const failed = stopping.filter((_, i) => died[i] !== null || (codes[i] !== 0 && codes[i] !== null));
      if (failed.length > 0) {
        throw new Error(
          `a command did not stop cleanly (${stopping.map((_, i) => died[i] ?? `exit ${codes[i]}`).join(', ')}):\n${failed.map((cli) => cli.stderr.join('\n')).join('\n')}`,
        );
      }
    },
  };
}

export type WebHosts = ReturnType<typeof webHosts>;
