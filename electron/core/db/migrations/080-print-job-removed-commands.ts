import { migration } from './migration';

/**
 * What was taken out of a job's ZPL before it was sent (printer configuration commands a marketplace label carried,
 * `["^JU","~JR"]` as JSON): kept with the job, so the seller sees it beside the job. Null when nothing was.
 */
export const m080PrintJobRemovedCommands = migration(
  '080-print-job-removed-commands',
  `
ALTER TABLE print_jobs ADD COLUMN removed_commands TEXT;
`,
);
