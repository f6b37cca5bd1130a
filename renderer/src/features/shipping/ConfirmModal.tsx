import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

/** A question with a yes that has to be clicked (or reached with Tab): "No" has the focus, Enter says no. */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const t = useT();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text mb="lg" data-testid={props.testId}>
        {props.children}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose} data-autofocus>
          {t('shipping.no')}
        </Button>
        <Button
          color={props.color}
          onClick={() => {
            props.onClose();
            props.onConfirm();
          }}
        >
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
