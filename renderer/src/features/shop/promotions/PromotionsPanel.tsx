import { Badge, Button, Group, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { promotionTypes, type Promotion } from '../../../../../shared/promotions';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { PromotionCreateModal } from './PromotionCreateModal';
import { PromotionDetail } from './PromotionDetail';
import { benefitText, offersText, promotionName } from './promotion-text';
import {
  chooseType,
  loadPromotions,
  openPromotion,
  usePromotionsStore,
  watchPromotions,
} from './promotions-store';

/** The seller's promotions by kind, from the local copy; one opens below the list with the offers it covers. */
export function PromotionsPanel() {
  const t = useT();
  const format = useFormat();
  const { type, rows, counts, openId } = usePromotionsStore();
  const [creating, setCreating] = useState<'wholesale' | 'multipack' | null>(null);
  useEffect(() => {
    loadPromotions().catch(notifyError);
    return watchPromotions();
  }, []);
  const open = rows.find((p) => p.id === openId) ?? null;
  return (
    <Stack gap="sm" data-testid="promotions-panel">
      <Group justify="space-between" align="end">
        <Select
          label={t('promotions.typeFilter')}
          data-testid="promotion-type"
          allowDeselect={false}
          w={320}
          value={type}
          onChange={(value) => value && chooseType(value)}
          data={promotionTypes.map((value) => ({
            value,
            label: `${t(`promotions.types.${value}`)} (${counts[value] ?? 0})`,
          }))}
        />
        <Group gap="xs">
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setCreating('wholesale')}
          >
            {t('promotions.newWholesale')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setCreating('multipack')}
          >
            {t('promotions.newMultipack')}
          </Button>
        </Group>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('promotions.empty')}</Text>
      ) : (
        <Table striped highlightOnHover data-testid="promotion-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('promotions.columns.promotion')}</Table.Th>
              <Table.Th>{t('promotions.columns.benefit')}</Table.Th>
              <Table.Th>{t('promotions.columns.offers')}</Table.Th>
              <Table.Th>{t('promotions.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="promotion-row" aria-selected={p.id === openId}>
                <Table.Td>
                  <UnstyledButton onClick={() => openPromotion(p.id === openId ? null : p.id)} fw={500}>
                    {promotionName(p, t)}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{benefitText(p, t, format.money)}</Table.Td>
                <Table.Td>{offersText(p, t)}</Table.Td>
                <Table.Td>
                  <StateBadge promotion={p} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open && <PromotionDetail promotion={open} />}
      {creating && <PromotionCreateModal kind={creating} onClose={() => setCreating(null)} />}
    </Stack>
  );
}

export function StateBadge(props: { promotion: Promotion }) {
  const t = useT();
  const pending = props.promotion.pending;
  if (!pending)
    return (
      <Badge color="teal" variant="light">
        {t('promotions.active')}
      </Badge>
    );
  return (
    <Badge
      color={pending.state === 'failed' ? 'red' : 'yellow'}
      variant="light"
      data-testid="promotion-pending"
    >
      {t(`promotions.pending.${pending.state}`)}
    </Badge>
  );
}
