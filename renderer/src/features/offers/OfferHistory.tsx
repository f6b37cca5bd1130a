import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { memo, useEffect } from 'react';
import type { ChangeStatus } from '../../../../shared/outbox';
import { notifyError } from '../../app/notify';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { loadHistory, undoChange, useOutboxStore } from '../../stores/outbox';
import { changeLines, undoable } from './change-text';

export const changeStateColor: Record<ChangeStatus, string> = {
  waiting: 'yellow',
  sending: 'blue',
  confirming: 'blue',
  sent: 'teal',
  failed: 'red',
  discarded: 'gray',
};

/** The offer's changes made here, newest first, each with its values before and after, and undo. */
export const OfferHistory = memo(function OfferHistory(props: { offerId: string }) {
  const t = useT();
  const format = useFormat();
  const history = useOutboxStore((state) =>
    state.history?.offerId === props.offerId ? state.history.changes : null,
  );
  useEffect(() => {
    loadHistory(props.offerId).catch(notifyError);
    // Closed: the outbox's changes no longer ask for this offer's history again.
    return () => useOutboxStore.setState({ history: null });
  }, [props.offerId]);
  return (
    <Card withBorder padding="sm" data-testid="offer-history">
      <Title order={3} size="h6" mb={6}>
        {t('outbox.history.title')}
      </Title>
      {history?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('outbox.history.empty')}
        </Text>
      )}
      <Stack gap={6}>
        {history?.map((change) => (
          <Group
            key={change.id}
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
            aria-label={t('outbox.history.changeLabel', { id: change.id })}
          >
            <div style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {format.history(change.createdAt)}
                </Text>
                <Badge
                  size="xs"
                  variant="light"
                  color={changeStateColor[change.status]}
                  data-testid="change-status"
                >
                  {t(`outbox.states.${change.status}`)}
                </Badge>
              </Group>
              {changeLines(change, t, format.money).map((line) => (
                <Text key={line.field} size="sm" truncate>
                  {line.label}: {line.before} → {line.after}
                </Text>
              ))}
              {change.state === 'failed' &&
                change.errors.map((error, index) => (
                  <Text key={index} size="xs" c="red">
                    {error.userMessage}
                  </Text>
                ))}
            </div>
            {undoable(change) && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconArrowBackUp size={14} />}
                // The change's line gives way to the button, which keeps its word however long the line is.
                style={{ flexShrink: 0 }}
                aria-label={t('outbox.history.undoLabel', { id: change.id })}
                onClick={() => void undoChange(change.id).catch(notifyError)}
              >
                {t('outbox.history.undo')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
});
