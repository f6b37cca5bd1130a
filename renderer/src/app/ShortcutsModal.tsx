import { Kbd, Modal, Table } from '@mantine/core';
import { useT } from '../i18n';
import { useUiStore } from '../stores/ui';
import { sections } from './sections';

export function ShortcutsModal() {
  const t = useT();
  const open = useUiStore((state) => state.shortcutsOpen);
  const setOpen = useUiStore((state) => state.setShortcutsOpen);
  return (
    <Modal opened={open} onClose={() => setOpen(false)} title={t('shortcuts.title')} centered>
      <Table>
        <Table.Tbody>
          {sections.map(({ id }, index) => (
            <Table.Tr key={id}>
              <Table.Td w={120}>
                <Kbd>Alt</Kbd> + <Kbd>{index + 1}</Kbd>
              </Table.Td>
              <Table.Td>{t('shortcuts.goTo', { section: t(`nav.${id}`) })}</Table.Td>
            </Table.Tr>
          ))}
          {(['enter', 'escape', 'arrows', 'space', 'shiftClick', 'ctrlA'] as const).map((key) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>{t(`shipping.shortcuts.keys.${key}`)}</Kbd>
              </Table.Td>
              <Table.Td>{t(`shipping.shortcuts.packing.${key}`)}</Table.Td>
            </Table.Tr>
          ))}
          {(['space', 'shiftClick', 'ctrlA'] as const).map((key) => (
            <Table.Tr key={`offers-${key}`}>
              <Table.Td>
                <Kbd>{t(`shipping.shortcuts.keys.${key}`)}</Kbd>
              </Table.Td>
              <Table.Td>{t(`offerBatch.shortcuts.${key}`)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>
              <Kbd>E</Kbd>
            </Table.Td>
            <Table.Td>{t('outbox.editShortcut')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <Kbd>E</Kbd>
            </Table.Td>
            <Table.Td>{t('ratings.changes.answerShortcut')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <Kbd>?</Kbd>
            </Table.Td>
            <Table.Td>{t('shortcuts.help')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
