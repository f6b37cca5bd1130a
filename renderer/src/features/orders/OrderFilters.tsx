import { Button, Group, Select, Switch } from '@mantine/core';
import { useEffect } from 'react';
import { fulfillmentStatuses, orderStatuses } from '../../../../shared/orders';
import { notifyError } from '../../app/notify';
import { DayRangeFilter } from '../../components/list/DayFilter';
import { MultiFilter } from '../../components/list/MultiFilter';
import { SearchBox } from '../../components/list/SearchBox';
import { useT } from '../../i18n';
import { useDeliveryMethodsStore, useOrdersStore } from '../../stores/orders';

export function OrderFilters() {
  const t = useT();
  const query = useOrdersStore((state) => state.query);
  const filtered = useOrdersStore((state) => state.filtered);
  const setQuery = useOrdersStore((state) => state.setQuery);
  const reset = useOrdersStore((state) => state.resetQuery);
  const methods = useDeliveryMethodsStore((state) => state.methods);
  const loadMethods = useDeliveryMethodsStore((state) => state.load);
  useEffect(() => {
    loadMethods().catch(notifyError);
  }, [loadMethods]);

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SearchBox
        value={query.search}
        onChange={(search) => setQuery({ search })}
        placeholder={t('orders.searchPlaceholder')}
      />
      <MultiFilter
        label={t('orders.status')}
        data={orderStatuses.map((value) => ({ value, label: t(`orderStatus.${value}`) }))}
        value={query.status}
        onChange={(status) => setQuery({ status })}
        w={200}
        testId="filter-status"
      />
      <MultiFilter
        label={t('orders.fulfillment')}
        data={fulfillmentStatuses.map((value) => ({ value, label: t(`fulfillmentStatus.${value}`) }))}
        value={query.fulfillmentStatus}
        onChange={(fulfillmentStatus) => setQuery({ fulfillmentStatus })}
        w={200}
      />
      <Select
        aria-label={t('orders.deliveryMethod')}
        placeholder={t('orders.deliveryMethod')}
        data={methods.map((method) => ({ value: method.id, label: `${method.name} (${method.orderCount})` }))}
        value={query.deliveryMethodId?.[0] ?? null}
        onChange={(value) => setQuery({ deliveryMethodId: value ? [value] : undefined })}
        w={220}
        clearable
        searchable
      />
      <DayRangeFilter
        label={t('orders.boughtAt')}
        value={{ from: query.boughtFrom, to: query.boughtTo }}
        onChange={(range) => setQuery('from' in range ? { boughtFrom: range.from } : { boughtTo: range.to })}
        w={160}
        testId="filter-bought"
      />
      <Switch
        label={t('invoices.filter')}
        checked={query.invoiceMissing ?? false}
        onChange={(event) => setQuery({ invoiceMissing: event.currentTarget.checked || undefined })}
        mb={8}
        data-testid="filter-invoice-missing"
      />
      <Switch
        label={t('orders.showMerged')}
        checked={query.includeSuperseded}
        onChange={(event) => setQuery({ includeSuperseded: event.currentTarget.checked })}
        mb={8}
      />
      {filtered && (
        <Button variant="subtle" onClick={reset}>
          {t('lists.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
