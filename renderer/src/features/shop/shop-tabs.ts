import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n';
import { AfterSalesPanel } from './after-sales/AfterSalesPanel';
import { PromotionsPanel } from './promotions/PromotionsPanel';

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
];
