import { useEffect, useState } from 'react';
import type { OrderInvoices } from '../../../../../shared/invoices';
import { api, onEvent } from '../../../api/client';

export interface InvoicesState {
  data: OrderInvoices | null;
  /** The marketplace could not be read when the order opened: the local copy is shown. */
  offline: boolean;
}

/**
 * The open order's invoices: the local copy at once, then read from the marketplace (the detail opened online);
 * asked again when the local copy or the outbox changes.
 */
export function useOrderInvoices(orderId: string): InvoicesState {
  // Kept with the order it is of: another order opened shows nothing of the last one's while its own load.
  const [state, setState] = useState<InvoicesState & { orderId: string | null }>({
    orderId: null,
    data: null,
    offline: false,
  });
  useEffect(() => {
    let live = true;
    const show = (data: OrderInvoices, offline?: boolean) => {
      if (live)
        setState((prev) => ({
          orderId,
          data,
          offline: offline ?? (prev.orderId === orderId && prev.offline),
        }));
    };
    const local = () =>
      api.invoices.get({ orderId }).then(
        (data) => show(data),
        () => undefined,
      );
    void local();
    api.invoices.refresh({ orderId }).then(
      (data) => show(data, false),
      () => {
        if (live)
          setState((prev) => ({ orderId, data: prev.orderId === orderId ? prev.data : null, offline: true }));
      },
    );
    const off = onEvent('changed', ({ tables }) => {
      if (tables.includes('order_invoices') || tables.includes('outbox')) void local();
    });
    return () => {
      live = false;
      off();
    };
  }, [orderId]);
  return state.orderId === orderId ? state : { data: null, offline: false };
}
