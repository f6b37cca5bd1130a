import { Button, Group, MultiSelect, Select, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect } from 'react';
import { fulfillmentStatuses, orderStatuses } from '../../../../shared/orders';
import { notifyError } from '../../app/notify';
import { SearchBox } from '../../components/list/SearchBox';
import { useT } from '../../i18n';
import { useDeliveryMethodsStore, useOrdersStore } from '../../stores/orders';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The day (YYYY-MM-DD) of an instant in the seller's time zone, as the date picker takes it. */
function dayOf(iso: string | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The picker gives a day; the query wants an instant: the whole day in the seller's time zone. */
const dayStart = (day: string | null) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string | null) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

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
  const dateInput = (which: 'from' | 'to') => ({
    'aria-label': `${t('orders.boughtAt')}: ${t(`lists.${which}`)}`,
    placeholder: t('lists.datePlaceholder'),
    valueFormat: t('lists.dateFormat'),
    leftSection: <IconCalendar size={16} />,
    clearable: true,
    w: 160,
  });

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
        onChange={(value) => setQuery({ fulfillmentStatus: value.length ? value : undefined })}
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
      <DatePickerInput
        {...dateInput('from')}
        value={dayOf(query.boughtFrom)}
        onChange={(day) => setQuery({ boughtFrom: dayStart(day) })}
        data-testid="filter-bought-from"
      />
      <DatePickerInput
        {...dateInput('to')}
        value={dayOf(query.boughtTo)}
        onChange={(day) => setQuery({ boughtTo: dayEnd(day) })}
        data-testid="filter-bought-to"
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
