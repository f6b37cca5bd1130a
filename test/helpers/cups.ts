import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where test/printers/setup-cups.sh makes its queues deliver. */
export const cupsOutput = '/var/spool/seller-desk-printers';
export const socketQueuePort = 19100;

export interface CupsLookup {
  available: boolean;
  help: string;
}

/**
 * Whether a CUPS scheduler with the test queues answers here. `lpstat -r` exits 0 even when the scheduler
 * is down, so its text is what counts. Outside CI a test without them is skipped with `help`; with CI set
 * the lookup throws, so the printing tests can never pass by being skipped there.
 */
export function findCups(): CupsLookup {
  const found = lookUpCups();
  if (!found.available && process.env.CI) throw new Error(found.help);
  return found;
}

function lookUpCups(): CupsLookup {
  const help =
    'No CUPS scheduler with the test printers. Run "sudo bash test/printers/setup-cups.sh" (Debian/Ubuntu).';
  try {
    const running = execFileSync('lpstat', ['-r'], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (running.trim() !== 'scheduler is running') return { available: false, help };
    const queues = execFileSync('lpstat', ['-e'], { encoding: 'utf8' }).split('\n');
    const ready = ['sd-zpl', 'sd-zpl-socket', 'sd-pdf'].every((queue) => queues.includes(queue));
    return ready ? { available: true, help } : { available: false, help: `Test queues missing. ${help}` };
  } catch {
    return { available: false, help };
  }
}

/** The file the sd-zpl queue wrote for a CUPS job id such as `sd-zpl-12`. */
export function zplQueueOutput(remoteJobId: string): string {
  const n = /-(\d+)$/.exec(remoteJobId)?.[1];
  return join(cupsOutput, 'sd-zpl', `job-${n}.bin`);
}

/** The PDF cups-pdf wrote for a CUPS job id such as `sd-pdf-7`, once it is there. */
export function pdfQueueOutput(remoteJobId: string): string | undefined {
  const n = /-(\d+)$/.exec(remoteJobId)?.[1];
  const dir = join(cupsOutput, 'sd-pdf');
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find((file) => file.endsWith(`-job_${n}.pdf`));
  return name ? join(dir, name) : undefined;
}
