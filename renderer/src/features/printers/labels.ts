import {
  jobErrorCodes,
  type JobErrorCode,
  type JobState,
  type PrinterState,
} from '../../../../shared/printing';

export const printerStateColor: Record<PrinterState, string> = {
  ready: 'teal',
  busy: 'blue',
  paused: 'yellow',
  offline: 'red',
  error: 'red',
  unknown: 'gray',
};

export const jobStateColor: Record<JobState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'blue',
  done: 'teal',
  failed: 'red',
  uncertain: 'orange',
  cancelled: 'gray',
};

export function isJobErrorCode(code: string): code is JobErrorCode {
  return (jobErrorCodes as readonly string[]).includes(code);
}
