import { Fieldset, Group, TextInput } from '@mantine/core';
import type { ConditionAddress } from '../../../../../shared/after-sales';
import { useT } from '../../../i18n';

/** A return or complaints address; `errors` by the marketplace's paths (`address.postCode`). */
export function AddressFields(props: {
  value: ConditionAddress | null;
  onChange: (value: ConditionAddress) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  const a = props.value ?? { name: '', street: '', postCode: '', city: '', countryCode: 'PL' };
  const field = (key: keyof ConditionAddress) => ({
    value: a[key],
    error: props.errors[`address.${key}`],
    onChange: (event: { currentTarget: { value: string } }) =>
      props.onChange({ ...a, [key]: event.currentTarget.value }),
  });
  return (
    <Fieldset legend={t('afterSales.fields.address')} p="xs">
      <TextInput label={t('afterSales.fields.addressName')} {...field('name')} />
      <TextInput label={t('afterSales.fields.street')} {...field('street')} />
      <Group grow align="flex-start">
        <TextInput label={t('afterSales.fields.postCode')} {...field('postCode')} />
        <TextInput label={t('afterSales.fields.city')} {...field('city')} />
        <TextInput label={t('afterSales.fields.countryCode')} maxLength={2} {...field('countryCode')} />
      </Group>
    </Fieldset>
  );
}
