import type { PageTab } from '../../components/TabbedPage';
import { PaymentsPanel } from './payments/PaymentsPanel';
import { ClaimsPanel } from './claims/ClaimsPanel';
import { BillingPanel } from './billing/BillingPanel';

/**
 * The seller's money, each a tab of the Money section read from the local copy: what the marketplace charged,
 * what it paid out, and commission refund claims. A new part is one entry here and a component of its own.
 */
export const moneyTabs: PageTab[] = [
  { id: 'billing', label: 'billing.tab', Panel: BillingPanel },
  { id: 'payments', label: 'payments.tab', Panel: PaymentsPanel },
  { id: 'claims', label: 'claims.tab', Panel: ClaimsPanel },
];
