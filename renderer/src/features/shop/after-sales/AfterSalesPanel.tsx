import { Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, type KeyboardEvent } from 'react';
import { afterSalesKinds, type AfterSalesCondition } from '../../../../../shared/after-sales';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import {
  useAfterSalesStore,
  useConditionsView,
  watchAfterSales,
  type ConditionsEditing,
} from './after-sales-store';
import { ConditionDetail } from './ConditionDetail';
import { ConditionModal } from './ConditionModal';
import { draftOf, newDraft, summaryOf } from './condition-draft';

/**
 * The seller's return policies, complaints policies and warranties, read from the local copy (a shop has a few
 * of each: a plain table), each one's detail, and the forms that create and change them through the outbox.
 */
export function AfterSalesPanel() {
  const t = useT();
  const { kind, openId, editing } = useConditionsView();
  const setOpenId = (id: string | null) => useConditionsView.setState({ openId: id });
  const setEditing = (next: ConditionsEditing) => useConditionsView.setState({ editing: next });
  const list = useAfterSalesStore((s) => s.lists[kind]);
  const load = useAfterSalesStore((s) => s.load);
  // A change of account clears what was read: the kind shown is read again for the account now active.
  const generation = useAfterSalesStore((s) => s.generation);

  useEffect(() => watchAfterSales(), []);
  useEffect(() => {
    load(kind).catch(notifyError);
  }, [kind, load, generation]);

  const open = list?.find((c) => c.id === openId) ?? null;
  const rowKeys = (event: KeyboardEvent, c: AfterSalesCondition) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpenId(c.id);
    }
  };

  return (
    <Stack gap="sm" data-testid="after-sales-panel">
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('afterSales.kindLabel')}
          value={kind}
          onChange={(value) => useConditionsView.setState({ kind: value, openId: null })}
          data={afterSalesKinds.map((k) => ({ value: k, label: t(`afterSales.kinds.${k}`) }))}
          data-testid="after-sales-kinds"
        />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ draft: newDraft(kind), id: null })}
          data-testid="condition-new"
        >
          {t('afterSales.create')}
        </Button>
      </Group>
      <Group align="flex-start" grow wrap="nowrap">
        <Card withBorder padding={0}>
          {list && list.length === 0 ? (
            <Text c="dimmed" p="md">
              {t('afterSales.empty')}
            </Text>
          ) : (
            <Table highlightOnHover data-testid="conditions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('afterSales.columns.name')}</Table.Th>
                  <Table.Th>{t('afterSales.columns.summary')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(list ?? []).map((c) => (
                  <Table.Tr
                    key={c.id}
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                    bg={c.id === openId ? 'var(--mantine-color-blue-light)' : undefined}
                    onClick={() => setOpenId(c.id)}
                    onKeyDown={(event) => rowKeys(event, c)}
                    aria-selected={c.id === openId}
                    data-testid="condition-row"
                  >
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {c.name}
                        </Text>
                        {c.name === 'default' && (
                          <Badge size="xs" variant="light">
                            default
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {summaryOf(c, t)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <Card withBorder padding="sm">
          {open ? (
            <ConditionDetail
              condition={open}
              onEdit={() => setEditing({ draft: draftOf(open), id: open.id })}
            />
          ) : (
            <Text c="dimmed" size="sm">
              {t('afterSales.pick')}
            </Text>
          )}
        </Card>
      </Group>
      {editing && <ConditionModal draft={editing.draft} id={editing.id} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
