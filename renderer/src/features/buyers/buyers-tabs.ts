import type { PageTab } from '../../components/TabbedPage';
import { ReturnsPanel } from './returns/ReturnsPanel';
import { MessagesPanel } from './messages/MessagesPanel';
import { DisputesPanel } from './disputes/DisputesPanel';

/**
 * What buyers send after a sale, each a tab of the Buyers section read from the local copy: messages, disputes and
 * returns. A new part is one entry here and a component of its own.
 */
export const buyersTabs: PageTab[] = [
  { id: 'messages', label: 'messages.tab', Panel: MessagesPanel },
  { id: 'disputes', label: 'disputes.tab', Panel: DisputesPanel },
  { id: 'returns', label: 'returns.tab', Panel: ReturnsPanel },
];
