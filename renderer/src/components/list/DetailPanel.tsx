import { Alert, CloseButton, Group, Loader, Paper, ScrollArea, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { BridgeError } from '../../api/bridge-error';
import { errorText, isNoAccount } from '../../app/error-text';
import { useT } from '../../i18n';

/**
 * The open record beside its list. It is not a dialog: the list keeps the keyboard, so the arrow keys move
 * through the records while the detail follows; Esc (or the close button) closes it.
 */
export function DetailPanel(props: {
  title: string;
  onClose: () => void;
  /** Why the record cannot be shown; otherwise the detail once loaded, or a loader until then. */
  error: BridgeError | null;
  children: ReactNode | null;
}) {
  const t = useT();
  useHotkeys([['Escape', props.onClose]]);
  return (
    <Paper
      withBorder
      radius="md"
      w="45%"
      miw={400}
      maw={640}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexShrink: 1 }}
      component="aside"
      aria-label={props.title}
    >
      <Group justify="space-between" wrap="nowrap" px="md" py="xs">
        <Title order={2} size="h5">
          {props.title}
        </Title>
        <CloseButton aria-label={t('lists.close')} onClick={props.onClose} />
      </Group>
      <ScrollArea style={{ flex: 1 }} px="md" pb="md">
        {props.error && isNoAccount(props.error) ? (
          <Text c="dimmed">{errorText(props.error, t)}</Text>
        ) : props.error ? (
          <Alert color="red">{errorText(props.error, t)}</Alert>
        ) : (
          (props.children ?? <Loader aria-label={t('app.loading')} />)
        )}
      </ScrollArea>
    </Paper>
  );
}
