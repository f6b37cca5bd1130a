import { TabbedPage } from '../../components/TabbedPage';
import { shopTabs } from './shop-tabs';

/** The shop's settings around its offers, one tab each. */
export function ShopPage() {
  return <TabbedPage title="shop.title" section="shop" tabs={shopTabs} />;
}
