import type { PrintJob } from '../../../../shared/printing';
import type { Translate } from '../../i18n';
import type { Format } from '../../i18n/format';

/**
 * A print job as the seller knows it: a label or packing slip by its order (shortened, as every list shortens it) and
 * carrier, a protocol by carrier and day, a pick list as one; a job whose source tells nothing more by its kind.
 */
export function jobName(job: PrintJob, t: Translate, format: Format): string {
  const subject = job.subject;
  if (subject?.pickList) return t('printing.jobs.names.pickList');
  if (subject?.orderId && (job.kind === 'label' || job.kind === 'packingSlip')) {
    const name = t(`printing.jobs.names.${job.kind}`, { order: `${subject.orderId.slice(0, 8)}…` });
    return subject.carrier ? `${name}, ${subject.carrier}` : name;
  }
  if (subject?.date && job.kind === 'protocol') {
    const key = subject.handOverList ? 'printing.jobs.names.handOverList' : 'printing.jobs.names.protocol';
    // A day with parcels of no known carrier: the name goes without it rather than with a gap.
    return t(key, { carrier: subject.carrier ?? '', date: format.day(subject.date) }).replace(/\s+,/, ',');
  }
  return t(`printing.jobs.kinds.${job.kind}`);
}
