import type { Messages } from './pl';

export const enSync: Messages['sync'] = {
  notOffered: 'not offered here',
  unoffered: 'Not offered by this marketplace: {part} ({stream}; {request}). Asked again {retry}.',
  title: 'Sync',
  now: 'Sync now',
  streams: {
    profile: 'Account and lists',
    offers: 'Offers',
    orders: 'Orders',
    ratings: 'Ratings',
    money: 'Billing and payments',
    buyers: 'Messages, disputes and returns',
  },
  ago: '{time} ago',
  never: 'not yet',
  running: 'running…',
  queued: 'queued',
  error: 'error',
  next: 'next {time}',
  count: '{count} in the copy',
  phase: {
    relist: 'full list',
    backfill: 'history',
    events: 'changes',
    reconcile: 'check',
    details: 'details',
    reference: 'reference data',
  },
  progress: '{done} of {total}',
  progressUnknown: '{done}…',
  firstSyncTitle: 'First sync',
  firstSyncBody:
    'Seller Desk is fetching a copy of the account. You can already work: the lists fill in as it goes.',
  firstSyncReady: 'Ready: {ready}. The rest fills in as it goes.',
  firstSyncDoneTitle: 'First sync finished',
  firstSyncDoneBody:
    'The copy of the account is complete. It keeps itself fresh in the background and works without the network.',
  firstSyncCounts: 'Offers: {offers} · Orders: {orders}',
  firstSyncClose: 'Hide the first sync message',
  offlineTitle: 'The marketplace cannot be reached',
  offlineSince: 'The marketplace has not answered since {time}.',
  offlineBody:
    'You are working on the local copy from {time}. Seller Desk keeps checking and resumes syncing by itself.',
  offlineBodyNever:
    'You are working on the local copy. Seller Desk keeps checking and resumes syncing by itself.',
  blocked: 'The marketplace paused requests for a moment (until {time}). Sync will wait.',
  lag: 'lag {time}',
};
