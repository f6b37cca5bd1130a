import { TabbedPage } from '../../components/TabbedPage';
import { buyersTabs } from './buyers-tabs';

/** Messages, disputes and returns, one tab each. */
export function BuyersPage() {
  return <TabbedPage title="buyers.title" section="buyers" tabs={buyersTabs} />;
}
