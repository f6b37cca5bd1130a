import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError } from '../../app/notify';
import { refreshOffer } from '../../stores/offers';

/** A part of an offer the local copy has not read yet, with the button that reads the offer from the marketplace. */
export function NotRead(props: {
  offerId: string;
  note: string;
  action: string;
  size: 'xs' | 'sm';
  testId?: string;
  actionTestId?: string;
}) {
  return (
    <Group gap={props.size === 'xs' ? 'xs' : undefined} data-testid={props.testId}>
      <Text size={props.size} c="dimmed">
        {props.note}
      </Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={() => void refreshOffer(props.offerId).catch(notifyError)}
        data-testid={props.actionTestId}
      >
        {props.action}
      </Button>
    </Group>
  );
}
