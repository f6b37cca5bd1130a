import { join } from 'node:path';
import { startCli, readyLine, type RunningCli } from './cli';

export const screenshots = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

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
    /** Track another command (a demo marketplace, say) so it stops with the hosts. */
    track(cli: RunningCli): RunningCli {
      running.push(cli);
      return cli;
    },
    /** Stops every command; one that does not end cleanly (exit 0) fails the test with what it said. */
    async stop(): Promise<void> {
      const stopping = running.splice(0);
      const codes = await Promise.all(stopping.map((cli) => cli.stop()));
      const failed = stopping.filter((_, i) => codes[i] !== 0 && codes[i] !== null);
      if (failed.length > 0) {
        throw new Error(
          `a command did not stop cleanly (exit ${codes.join(', ')}):\n${failed.map((cli) => cli.stderr.join('\n')).join('\n')}`,
        );
      }
    },
  };
}
