import { TabbedPage } from '../../components/TabbedPage';
import { useActiveAccount } from '../../stores/accounts';
import { buyersTabsFor } from './buyers-tabs';

/** Messages, disputes (or claims and disputes, under 2026) and returns, one tab each. */
export function BuyersPage() {
  const api = useActiveAccount()?.api ?? 'documents';
  return <TabbedPage title="buyers.title" section="buyers" tabs={buyersTabsFor(api)} />;
}
