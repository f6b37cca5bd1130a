import type { ApiGeneration } from '../../../../shared/settings';
import type { PageTab } from '../../components/TabbedPage';
import { ReturnsPanel } from './returns/ReturnsPanel';
import { MessagesPanel } from './messages/MessagesPanel';
import { DisputesPanel } from './disputes/DisputesPanel';
import { IssuesPanel } from './issues/IssuesPanel';

/** A tab of the section, shown only for the marketplace generations that have it (default every one). */
interface BuyersTab extends PageTab {
  api?: ApiGeneration;
}

/**
 * What buyers send after a sale, each a tab of the Buyers section read from the local copy: messages, disputes (the
 * documents' marketplace) or claims and disputes (the 2026 one, in the same place), and returns. A new part is one
 * entry here and a component of its own.
 */
export const buyersTabs: BuyersTab[] = [
  { id: 'messages', label: 'messages.tab', Panel: MessagesPanel },
  { id: 'disputes', label: 'disputes.tab', Panel: DisputesPanel, api: 'documents' },
  { id: 'issues', label: 'issues.tab', Panel: IssuesPanel, api: '2026' },
  { id: 'returns', label: 'returns.tab', Panel: ReturnsPanel },
];

/** The tabs the active account's marketplace has. */
export const buyersTabsFor = (api: ApiGeneration): PageTab[] =>
  buyersTabs.filter((tab) => !tab.api || tab.api === api);
