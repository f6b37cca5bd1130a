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

export const formatTime = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(language === 'pl' ? 'pl-PL' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
