import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { packageTypes, parcelTemplateSchema, standardTemplate } from '../../../../shared/shipping';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { useDeliveryMethodsStore } from '../../stores/orders';
import { useTemplatesStore, type TemplateInput } from '../../stores/templates';

/** A new template starts from the standard box; cash on delivery is the seller's choice for a new method. */
export const blankTemplate: TemplateInput = { ...standardTemplate, name: '', cashOnDelivery: false };

const sizes = ['lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const;

/** Adds or edits a parcel template: which delivery method it is for and how such a parcel is packed. */
export function TemplateModal(props: { template: TemplateInput; onClose: () => void }) {
  const t = useT();
  const save = useTemplatesStore((state) => state.save);
  const methods = useDeliveryMethodsStore((state) => state.methods);
  const loadMethods = useDeliveryMethodsStore((state) => state.load);
  const [value, setValue] = useState<TemplateInput>(props.template);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadMethods().catch(notifyError);
  }, [loadMethods]);
  const change = (patch: Partial<TemplateInput>) => setValue({ ...value, ...patch });
  const parsed = parcelTemplateSchema.safeParse(value);
  const issueAt = (field: string) =>
    parsed.success
      ? null
      : parsed.error.issues.some((issue) => issue.path[0] === field)
        ? t('shipping.invalid')
        : null;
  const insurance = value.insurance;

  const submit = () => {
    if (!parsed.success) return;
    setBusy(true);
    save(parsed.data)
      .then(() => {
        notifyInfo(t('shipping.templates.saved'));
        props.onClose();
      }, notifyError)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t(value.id ? 'shipping.templates.edit' : 'shipping.templates.add')}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm" data-testid="template-form">
          <TextInput
            label={t('shipping.templates.name')}
            value={value.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={value.name ? issueAt('name') : null}
            required
            data-autofocus
            data-testid="template-name"
          />
          <Select
            label={t('shipping.templates.deliveryMethod')}
            placeholder={t('shipping.templates.anyMethod')}
            data={methods.map((method) => ({ value: method.id, label: method.name }))}
            value={value.deliveryMethodId}
            onChange={(id) => change({ deliveryMethodId: id })}
            clearable
            searchable
          />
          <Select
            label={t('shipping.fields.type')}
            data={packageTypes.map((type) => ({ value: type, label: t(`shipping.packageTypes.${type}`) }))}
            value={value.packageType}
            onChange={(type) => type && change({ packageType: type })}
            allowDeselect={false}
          />
          <SimpleGrid cols={4} spacing="xs">
            {sizes.map((field) => (
              <NumberInput
                key={field}
                label={t(`shipping.fields.${field}`)}
                value={value[field]}
                min={0}
                decimalScale={field === 'weightKg' ? 2 : 0}
                onChange={(n) => change({ [field]: typeof n === 'number' ? n : 0 })}
                error={issueAt(field)}
              />
            ))}
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4} id="template-insurance">
              {t('shipping.fields.insurance')}
            </Text>
            <Group gap="xs" align="center">
              <SegmentedControl
                aria-labelledby="template-insurance"
                value={insurance.kind}
                onChange={(kind) =>
                  change({
                    insurance:
                      kind === 'fixed'
                        ? { kind, amount: insurance.kind === 'fixed' ? insurance.amount : '100.00' }
                        : { kind: kind },
                  })
                }
                data={(['none', 'orderTotal', 'fixed'] as const).map((kind) => ({
                  value: kind,
                  label: t(`shipping.templates.insurance.${kind}`),
                }))}
              />
              {insurance.kind === 'fixed' && (
                <TextInput
                  aria-label={t('shipping.fields.amount')}
                  value={insurance.amount}
                  onChange={(event) =>
                    change({ insurance: { kind: 'fixed', amount: event.currentTarget.value } })
                  }
                  error={issueAt('insurance')}
                  rightSection={<Text size="xs">PLN</Text>}
                  w={130}
                />
              )}
            </Group>
          </div>
          <Switch
            label={t('shipping.templates.cashOnDelivery')}
            checked={value.cashOnDelivery}
            onChange={(event) => change({ cashOnDelivery: event.currentTarget.checked })}
          />
          <TextInput
            label={t('shipping.fields.textOnLabel')}
            value={value.textOnLabel ?? ''}
            maxLength={100}
            onChange={(event) => change({ textOnLabel: event.currentTarget.value || null })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('signIn.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!parsed.success} data-testid="template-save">
              {t('shipping.templates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
