import { TabbedPage } from '../../components/TabbedPage';
import { moneyTabs } from './money-tabs';

/** Billing, payments and commission refunds, one tab each. */
export function MoneyPage() {
  return <TabbedPage title="money.title" section="money" tabs={moneyTabs} />;
}
