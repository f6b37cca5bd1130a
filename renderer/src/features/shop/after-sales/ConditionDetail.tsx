import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type {
  AfterSalesCondition,
  ConditionAddress,
  WarrantyPeriod,
} from '../../../../../shared/after-sales';
import { useT } from '../../../i18n';
import type { Translate } from '../../../i18n/translate';
import { daysOf, yearsOf } from './condition-draft';

const addressText = (a: ConditionAddress | null): string =>
  a ? `${a.name}, ${a.street}, ${a.postCode} ${a.city}, ${a.countryCode}` : '–';

const periodText = (p: WarrantyPeriod | null, t: Translate): string =>
  p === null ? '–' : p.lifetime ? t('afterSales.fields.lifetime') : (p.period ?? '–');

/** What one condition says, field by field, as the local copy holds it. */
function rowsOf(c: AfterSalesCondition, t: Translate): [string, string][] {
  switch (c.kind) {
    case 'return-policy':
      return [
        [
          t('afterSales.fields.range'),
          c.range === 'FULL' || c.range === 'RESTRICTED'
            ? t(`afterSales.fields.range${c.range}`)
            : (c.range ?? '–'),
        ],
        ...(c.restrictionCause
          ? [
              [
                t('afterSales.fields.restrictionCause'),
                c.restrictionCause.description ?? c.restrictionCause.name,
              ],
            ]
          : []),
        [t('afterSales.fields.withdrawalDays'), daysOf(c.withdrawalPeriod) || '–'],
        [
          t('afterSales.fields.returnCost'),
          c.returnCostCoveredBy === 'SELLER' || c.returnCostCoveredBy === 'BUYER'
            ? t(`afterSales.fields.cost${c.returnCostCoveredBy}`)
            : (c.returnCostCoveredBy ?? '–'),
        ],
        [t('afterSales.fields.address'), addressText(c.address)],
        [t('afterSales.fields.phone'), c.contact?.phoneNumber ?? '–'],
        [t('afterSales.fields.email'), c.contact?.email ?? '–'],
        [
          t('afterSales.fields.options'),
          c.options
            ? (Object.entries(c.options) as [keyof typeof c.options, boolean][])
                .filter(([, on]) => on)
                .map(([name]) => t(`afterSales.options.${name}`))
                .join('; ') || '–'
            : '–',
        ],
      ] as [string, string][];
    case 'implied-warranty':
      return [
        [t('afterSales.fields.individualYears'), yearsOf(c.individualPeriod) || '–'],
        [t('afterSales.fields.corporateYears'), yearsOf(c.corporatePeriod) || '–'],
        [t('afterSales.fields.address'), addressText(c.address)],
      ];
    case 'warranty':
      return [
        [
          t('afterSales.fields.type'),
          c.type === 'SELLER' || c.type === 'MANUFACTURER'
            ? t(`afterSales.fields.type${c.type}`)
            : (c.type ?? '–'),
        ],
        [t('afterSales.fields.individualPeriod'), periodText(c.individual, t)],
        [t('afterSales.fields.corporatePeriod'), periodText(c.corporate, t)],
      ];
  }
}

export function ConditionDetail(props: { condition: AfterSalesCondition; onEdit: () => void }) {
  const t = useT();
  const c = props.condition;
  const attachment = c.kind === 'implied-warranty' ? null : c.attachment;
  const description = c.kind === 'return-policy' ? null : c.description;
  return (
    <Stack gap="xs" data-testid="condition-detail">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {c.name}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={props.onEdit}>
          {t('afterSales.edit')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`afterSales.one.${c.kind}`)} · {c.id}
      </Text>
      <Table>
        <Table.Tbody>
          {rowsOf(c, t).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {attachment && (
        <Text size="sm">
          {attachment.url ? (
            <Anchor href={attachment.url} target="_blank" rel="noreferrer">
              {attachment.name ?? attachment.id}
            </Anchor>
          ) : (
            (attachment.name ?? attachment.id)
          )}
        </Text>
      )}
      {description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
