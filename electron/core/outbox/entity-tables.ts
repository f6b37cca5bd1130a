import type { TableName } from '../../../shared/contract';
import type { EntityType } from '../../../shared/outbox';

/**
 * The tables whose rows show each kind of entity's changes (the waiting value, the refused one put back): after a
 * change moves, the screens reading them re-read. A new entity type is one line here.
 */
export const entityTables: Record<EntityType, TableName[]> = {
  offer: ['offers', 'delivery_tags'],
  rating: ['ratings'],
  'after-sales': ['after_sales_conditions', 'offers'],
  promotion: ['promotions', 'offers'],
  translation: ['offer_translations', 'offers'],
  claim: ['refund_claims'],
  return: ['customer_returns'],
  refund: ['customer_returns'],
  thread: ['messages'],
  invoice: ['order_invoices', 'orders'],
  dispute: ['disputes'],
  issue: ['issues'],
};
