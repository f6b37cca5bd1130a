import { Button, CloseButton, Group, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { IconRefresh } from '@tabler/icons-react';
import { requestLine } from '../../../shared/errors';
import { syncStreams, type StreamStatus, type UnofferedPart } from '../../../shared/sync-status';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useActiveSync, useConnectionStore } from '../stores/connection';
import { useUiStore } from '../stores/ui';
import { errorText } from './error-text';
import { notifyError } from './notify';

function StreamLine(props: { status: StreamStatus; unoffered: boolean }) {
  const t = useT();
  const format = useFormat();
  const s = props.status;
  const state = props.unoffered
    ? t('sync.notOffered')
    : s.state === 'running'
      ? t('sync.running')
      : s.state === 'queued'
        ? t('sync.queued')
        : s.lastSuccessAt
          ? format.relative(s.lastSuccessAt)
          : t('sync.never');
  return (
    <Table.Tr data-testid={`sync-stream-${s.stream}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {t(`sync.streams.${s.stream}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={s.state === 'error' ? 'red' : undefined}>
          {state}
        </Text>
        {s.progress && (
          <Text size="xs" c="dimmed">
            {t(`sync.phase.${s.progress.phase}`)}:{' '}
            {s.progress.total === null
              ? t('sync.progressUnknown', { done: format.number(s.progress.done) })
              : t('sync.progress', {
                  done: format.number(s.progress.done),
                  total: format.number(s.progress.total),
                })}
          </Text>
        )}
        {s.lastError && (
          <Text size="xs" c="red">
            {errorText(s.lastError, t)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="xs" c="dimmed">
          {t('sync.count', { count: format.number(s.count) })}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A part this marketplace does not serve: the seller sees what is missing, which request told, and when it is asked. */
function UnofferedLine(props: { part: UnofferedPart }) {
  const t = useT();
  const format = useFormat();
  const { part } = props;
  return (
    <Text size="xs" c="dimmed" data-testid={`sync-unoffered-${part.part}`}>
      {t('sync.unoffered', {
        part: part.part,
        stream: t(`sync.streams.${part.stream}`),
        request: requestLine(part.request, part.traceId),
        retry: format.relative(part.retryAt),
      })}
    </Text>
  );
}

/**
 * "Orders synced 12 s ago": each stream of the active account, its progress and its last error. Its controls stay
 * mounted and enabled while status events arrive several times a second, so a click never misses: "sync now"
 * while a sync runs only asks for another turn. They sit in the header, where the panel is anchored: the lines
 * below grow and shrink with every event (progress, errors), and a button under them would move away from the
 * pointer, so a click would land outside the panel and close it.
 */
export function SyncPanel() {
  const t = useT();
  const format = useFormat();
  const sync = useActiveSync();
  const syncNow = useConnectionStore((state) => state.syncNow);
  return (
    <Stack gap="xs" w={420} data-testid="sync-panel">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text fw={700}>{t('sync.title')}</Text>
          {sync?.syncing && <Loader size="xs" aria-label={t('connection.syncing')} />}
        </Group>
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} />}
          disabled={!sync}
          onClick={() => void syncNow(sync!.accountId).catch(notifyError)}
        >
          {t('sync.now')}
        </Button>
      </Group>
      {sync?.unreachable && (
        <Text size="sm" c="orange" data-testid="sync-unreachable">
          {t('sync.offlineSince', { time: format.dateTime(sync.unreachable.since) })}
        </Text>
      )}
      {sync ? (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {syncStreams.map((stream) => (
              <StreamLine
                key={stream}
                status={sync.streams[stream]}
                // The stream as a whole is the part the marketplace does not serve (offers, orders, ratings).
                unoffered={sync.unoffered.some((p) => p.part === stream)}
              />
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm">{t('connection.neverSynced')}</Text>
      )}
      {sync?.unoffered.map((part) => (
        <UnofferedLine key={part.part} part={part} />
      ))}
    </Stack>
  );
}

/**
 * The first sync of an account: one bar over every stream, so the seller sees it is moving, and what already works
 * (the packing queue comes first, then each part as it is whole). When it ends the block stays, saying so, until
 * the seller hides it or opens another section: vanishing by itself, it would pull the list up under the pointer (a
 * click meant for one row landing on another); this way the page moves only at the seller's own click.
 */
export function FirstSyncProgress() {
  const t = useT();
  const format = useFormat();
  const sync = useActiveSync();
  const section = useUiStore((state) => state.section);
  // The account whose first sync this window showed running, the section open when it ended, and whether the
  // block is gone since (hidden by the seller, or another section opened).
  const [seen, setSeen] = useState<{ accountId: string; endedIn: string | null; gone: boolean } | null>(null);
  if (!sync) return null;
  if (!sync.firstSyncDone) {
    if (seen?.accountId !== sync.accountId)
      setSeen({ accountId: sync.accountId, endedIn: null, gone: false });
  } else {
    if (seen?.accountId !== sync.accountId || seen.gone) return null;
    if (seen.endedIn === null) setSeen({ ...seen, endedIn: section });
    else if (seen.endedIn !== section) {
      setSeen({ ...seen, gone: true });
      return null;
    }
  }
  const running = syncStreams.map((stream) => sync.streams[stream]).find((s) => s.progress);
  const ready = syncStreams.filter((stream) => sync.streams[stream].ready);
  const part = running?.progress?.total ? running.progress.done / running.progress.total : 0;
  const value = sync.firstSyncDone ? 100 : ((ready.length + part) / syncStreams.length) * 100;
  // What already works, the packing queue first: the first sync brings the orders waiting to be packed first.
  const readyParts = [
    ...(sync.packingReady ? [t('shipping.queue')] : []),
    ...ready.map((stream) => t(`sync.streams.${stream}`)),
  ];
  const body = sync.firstSyncDone
    ? t('sync.firstSyncDoneBody')
    : readyParts.length > 0
      ? t('sync.firstSyncReady', { ready: readyParts.join(' · ') })
      : t('sync.firstSyncBody');
  return (
    <Stack gap={4} mb="sm" data-testid="first-sync" data-done={sync.firstSyncDone || undefined}>
      {/* Both states keep one height: the close button is no taller than the line of text it replaces. */}
      <Group justify="space-between" wrap="nowrap" h={24}>
        <Text size="sm" fw={600}>
          {t(sync.firstSyncDone ? 'sync.firstSyncDoneTitle' : 'sync.firstSyncTitle')}
        </Text>
        {sync.firstSyncDone ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('sync.firstSyncCounts', {
                offers: format.number(sync.streams.offers.count),
                orders: format.number(sync.streams.orders.count),
              })}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('sync.firstSyncClose')}
              onClick={() => setSeen((now) => now && { ...now, gone: true })}
            />
          </Group>
        ) : (
          running?.progress && (
            <Text size="xs" c="dimmed">
              {t(`sync.streams.${running.stream}`)} · {t(`sync.phase.${running.progress.phase}`)}{' '}
              {running.progress.total === null
                ? format.number(running.progress.done)
                : t('sync.progress', {
                    done: format.number(running.progress.done),
                    total: format.number(running.progress.total),
                  })}
            </Text>
          )
        )}
      </Group>
      <Progress
        value={value}
        animated={!sync.firstSyncDone}
        color={sync.firstSyncDone ? 'teal' : undefined}
        aria-label={t(sync.firstSyncDone ? 'sync.firstSyncDoneTitle' : 'sync.firstSyncTitle')}
      />
      {/* One line in every state (the full text on hover): a longer list of what is ready must not move the page. */}
      <Text size="xs" c="dimmed" truncate="end" title={body} data-testid="first-sync-body">
        {body}
      </Text>
    </Stack>
  );
}
