import { Button, Group, MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { fulfillmentStatuses, orderStatuses } from '../../../../shared/orders';
import { SearchBox } from '../../components/list/SearchBox';
import { useT } from '../../i18n';
import { defaultOrderFilters, useOrderDetailStore, useOrdersStore } from '../../stores/orders';
import { notifyError } from '../../app/notify';

/** Date inputs give a day; the query wants an instant: the whole day in the seller's time zone. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);
const dayOf = (iso: string | undefined) => (iso ? new Date(iso).toLocaleDateString('sv-SE') : '');

export function OrderFilters() {
  const t = useT();
  const query = useOrdersStore((state) => state.query);
  const setQuery = useOrdersStore((state) => state.setQuery);
  const reset = useOrdersStore((state) => state.resetQuery);
  const methods = useOrderDetailStore((state) => state.deliveryMethods);
  const loadMethods = useOrderDetailStore((state) => state.loadDeliveryMethods);
  useEffect(() => {
    loadMethods().catch(notifyError);
  }, [loadMethods]);
  const filtered =
    JSON.stringify({ ...query, sort: undefined }) !==
    JSON.stringify({ ...defaultOrderFilters, sort: undefined });

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SearchBox
        value={query.search}
        onChange={(search) => setQuery({ search })}
        placeholder={t('orders.searchPlaceholder')}
      />
      <MultiSelect
        aria-label={t('orders.status')}
        placeholder={t('orders.status')}
        data={orderStatuses.map((value) => ({ value, label: t(`orderStatus.${value}`) }))}
        value={query.status ?? []}
        onChange={(value) => setQuery({ status: value.length ? value : undefined })}
        w={200}
        clearable
        data-testid="filter-status"
      />
      <MultiSelect
        aria-label={t('orders.fulfillment')}
        placeholder={t('orders.fulfillment')}
        data={fulfillmentStatuses.map((value) => ({ value, label: t(`fulfillmentStatus.${value}`) }))}
        value={query.fulfillmentStatus ?? []}
        onChange={(value) =>
          setQuery({
            fulfillmentStatus: value.length ? value : undefined,
          })
        }
        w={200}
        clearable
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
      <TextInput
        type="date"
        aria-label={`${t('orders.boughtAt')}: ${t('lists.from')}`}
        value={dayOf(query.boughtFrom)}
        onChange={(event) => setQuery({ boughtFrom: dayStart(event.currentTarget.value) })}
        w={150}
      />
      <TextInput
        type="date"
        aria-label={`${t('orders.boughtAt')}: ${t('lists.to')}`}
        value={dayOf(query.boughtTo)}
        onChange={(event) => setQuery({ boughtTo: dayEnd(event.currentTarget.value) })}
        w={150}
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
