import { findChromium } from '../helpers/chromium';
import { enterToWaitingShown } from './support/enter-to-waiting';

/**
 * Enter in the offer editor to "waiting" shown, in Chromium through the web host (support/enter-to-waiting.ts).
 * Arguments: N edits (40), the gap between keys in ms (80; 0 for a script's burst).
 */
export default async function offerEditorBench(args: string[]): Promise<Record<string, unknown>> {
  const browserPath = findChromium().path;
  if (!browserPath) {
    process.stderr.write(`${findChromium().help}\n`);
    process.exit(2);
  }
  return enterToWaitingShown(browserPath, Number(args[0] ?? 40), Number(args[1] ?? 80));
}
