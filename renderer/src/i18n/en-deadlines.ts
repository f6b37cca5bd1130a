import type { Messages } from './pl';

export const enDeadlines: Messages['deadlines'] = {
  late: 'Late',
  soon: 'Due soon',
  lateTitle: 'The time for the parcel to leave has passed',
  soonTitle: "The parcel must leave within 2 hours or with today's courier",
  deadline: 'Dispatch deadline: {time}',
  cutoff: 'Courier collects by: {time}',
  lanes: {
    label: 'Lane',
    toPack: 'To pack',
    noLabel: 'Packed, no label',
    notSent: 'Label printed, not sent',
    notCollected: 'Sent, not collected',
    empty: 'Nothing in this lane.',
  },
  cutoffs: {
    open: 'Courier times',
    title: 'When each courier collects',
    help: "An order due today must leave before its carrier's cut-off. An empty field: no cut-off.",
    none: 'The queue holds no orders of any carrier yet.',
    time: 'Cut-off: {carrier}',
  },
};
