import type { Change } from '../../../shared/outbox';

export const panelTabs = ['waiting', 'inFlight', 'failed', 'sentToday'] as const;
export type PanelTab = (typeof panelTabs)[number];

/** Which tab of the panel a change is in; null for what the panel does not show (discarded, sent before today). */
export function panelTabOf(change: Change, midnight: number): PanelTab | null {
  switch (change.status) {
    case 'waiting':
      return 'waiting';
    case 'sending':
    case 'confirming':
      return 'inFlight';
    case 'failed':
      return 'failed';
    case 'sent':
      return change.doneAt !== null && Date.parse(change.doneAt) >= midnight ? 'sentToday' : null;
    case 'discarded':
      return null;
  }
}

/** The panel's tabs, each newest first (the list comes newest first). */
export function panelGroups(changes: Change[], now: Date): Record<PanelTab, Change[]> {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const groups: Record<PanelTab, Change[]> = { waiting: [], inFlight: [], failed: [], sentToday: [] };
  for (const change of changes) {
    const tab = panelTabOf(change, midnight.getTime());
    if (tab) groups[tab].push(change);
  }
  return groups;
}
