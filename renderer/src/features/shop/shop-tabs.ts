import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n';
import { AfterSalesPanel } from './after-sales/AfterSalesPanel';
import { PromotionsPanel } from './promotions/PromotionsPanel';
import { DeliveryTab } from './delivery-tags/DeliveryTab';
import { VariantsTab } from './delivery-tags/VariantsTab';

/**
 * One part of the seller's shop settings (after-sales conditions, delivery, promotions, tags): a tab of the Shop
 * section, read from the local copy. A new part is one entry here and a component of its own.
 */
export interface ShopTab {
  id: string;
  label: MessageKey;
  Panel: ComponentType;
}

export const shopTabs: ShopTab[] = [
  { id: 'after-sales', label: 'afterSales.tab', Panel: AfterSalesPanel },
  { id: 'promotions', label: 'promotions.tab', Panel: PromotionsPanel },
  { id: 'delivery', label: 'deliveryTags.tabs.delivery', Panel: DeliveryTab },
  { id: 'variants', label: 'deliveryTags.tabs.variants', Panel: VariantsTab },
];
