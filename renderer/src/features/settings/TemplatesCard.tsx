import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ParcelTemplate } from '../../../../shared/shipping';
import { notifyDone, notifyError } from '../../app/notify';
import { RowAction, TableHead } from '../../components/RowAction';
import { useT } from '../../i18n';
import { useDeliveryMethodsStore } from '../../stores/orders';
import { useTemplatesStore, type TemplateInput } from '../../stores/templates';
import { ConfirmModal } from '../shipping/ConfirmModal';
import { blankTemplate, TemplateModal } from './TemplateModal';

/** Parcel templates: one per delivery method (or the default), chosen on their own for each order. */
export function TemplatesCard() {
  const t = useT();
  const templates = useTemplatesStore((state) => state.templates);
  const load = useTemplatesStore((state) => state.load);
  const remove = useTemplatesStore((state) => state.remove);
  const methods = useDeliveryMethodsStore((state) => state.methods);
  const [editing, setEditing] = useState<TemplateInput | null>(null);
  const [deleting, setDeleting] = useState<ParcelTemplate | null>(null);
  useEffect(() => {
    load().catch(notifyError);
  }, [load]);
  const methodName = (id: string | null) =>
    id === null ? null : (methods.find((method) => method.id === id)?.name ?? id);

  return (
    <Card withBorder component="section" aria-labelledby="templates-title" data-testid="templates">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="templates-title">
          {t('shipping.templates.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ ...blankTemplate })}
          data-testid="template-add"
        >
          {t('shipping.templates.add')}
        </Button>
      </Group>
      {templates?.length === 0 && <Text c="dimmed">{t('shipping.templates.empty')}</Text>}
      {templates && templates.length > 0 && (
        <Table striped verticalSpacing="xs">
          <TableHead
            labels={[
              t('shipping.templates.name'),
              t('shipping.templates.deliveryMethod'),
              t('shipping.templates.size'),
              t('printing.jobs.actions'),
            ]}
          />
          <Table.Tbody>
            {templates.map((template) => (
              <Table.Tr key={template.id} data-testid="template-row">
                <Table.Td>
                  <Text fw={600}>{template.name}</Text>
                  {template.cashOnDelivery && (
                    <Badge size="xs" variant="outline">
                      {t('shipping.fields.cashOnDelivery')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {methodName(template.deliveryMethodId) ?? t('shipping.templates.default')}
                </Table.Td>
                <Table.Td>
                  {`${template.lengthCm}×${template.widthCm}×${template.heightCm} cm, ${template.weightKg} kg`}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      label={t('shipping.templates.edit')}
                      ariaLabel={`${t('shipping.templates.edit')}: ${template.name}`}
                      icon={IconEdit}
                      onClick={() => setEditing(template)}
                    />
                    <RowAction
                      label={t('shipping.templates.delete')}
                      ariaLabel={`${t('shipping.templates.delete')}: ${template.name}`}
                      icon={IconTrash}
                      color="red"
                      onClick={() => setDeleting(template)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <TemplateModal key={editing.id ?? 'new'} template={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('shipping.templates.deleteTitle')}
        confirm={t('shipping.templates.delete')}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            notifyDone(remove(deleting.id), t('shipping.templates.deleted'));
          }
        }}
      >
        {t('shipping.templates.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Card>
  );
}
