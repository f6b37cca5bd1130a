import type { PageTab } from '../../components/TabbedPage';
import { AfterSalesPanel } from './after-sales/AfterSalesPanel';
import { PromotionsPanel } from './promotions/PromotionsPanel';
import { DeliveryTab } from './delivery-tags/DeliveryTab';
import { VariantsTab } from './delivery-tags/VariantsTab';

/**
 * The parts of the seller's shop settings (after-sales conditions, delivery, promotions, tags), each a tab of the
 * Shop section read from the local copy. A new part is one entry here and a component of its own.
 */
export const shopTabs: PageTab[] = [
  { id: 'after-sales', label: 'afterSales.tab', Panel: AfterSalesPanel },
  { id: 'promotions', label: 'promotions.tab', Panel: PromotionsPanel },
  { id: 'delivery', label: 'deliveryTags.tabs.delivery', Panel: DeliveryTab },
  { id: 'variants', label: 'deliveryTags.tabs.variants', Panel: VariantsTab },
];
