import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconPhoto,
  IconPlus,
  IconTrash,
  IconTypography,
} from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import {
  cleanDescription,
  cleanDescriptionHtml,
  descriptionBytes,
  descriptionLimits,
  descriptionTags,
  type DescriptionProblemCode,
} from '../../../../shared/offer-description';
import type { OfferDescriptionItem, OfferDetail } from '../../../../shared/offers';
import type { OfferDescription } from '../../../../shared/outbox';
import { notifyError } from '../../app/notify';
import { SanitizedHtml } from '../../components/Html';
import { useT } from '../../i18n';
import { changeOffer } from '../../stores/outbox';
import {
  addItem,
  addSection,
  canAddItem,
  descriptionChange,
  descriptionDraftOf,
  itemPath,
  moveSection,
  problemsAt,
  removeItem,
  removeSection,
  sectionPath,
  setItem,
  type DescriptionDraft,
} from './description-draft';
import { DescriptionTextItem } from './DescriptionTextItem';
import { WaitingMark } from './WaitingMark';

const tagList = descriptionTags.map((tag) => `<${tag}>`).join(' ');

/**
 * The offer's description as the seller edits it: sections of one or two items (a text in the HTML the
 * marketplace allows, or one of the offer's images), a live preview of what will be sent (cleaned), problems at
 * the item. Ctrl/Cmd+Enter saves through the outbox, Esc closes without saving.
 */
export function DescriptionEditor(props: {
  detail: OfferDetail;
  onClose: () => void;
  /** Where the description goes (a translation's); the offer's own change by default. */
  onSave?: (description: OfferDescription) => Promise<unknown>;
  heading?: string;
}) {
  const t = useT();
  const d = props.detail;
  const [draft, setDraft] = useState<DescriptionDraft>(() => descriptionDraftOf(d.description));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const { description, problems } = descriptionChange(d, draft);
  const shown = tried ? problems : [];
  const problemText = (codes: DescriptionProblemCode[]) =>
    codes.length > 0 ? codes.map((code) => t(`outbox.problems.${code}`)).join(' ') : undefined;
  const failed = d.failedChange?.errors.filter((error) => error.path?.startsWith('description')) ?? [];
  // The size that counts is the one sent: escaping can make the cleaned HTML longer than what was typed.
  const bytes = descriptionBytes(cleanDescription(draft));

  const save = () => {
    if (saving) return;
    if (description === null) {
      props.onClose();
      return;
    }
    if (problems.length > 0) {
      setTried(true);
      return;
    }
    setSaving(true);
    (props.onSave ?? ((value: OfferDescription) => changeOffer(d.id, { description: value })))(description)
      .then(() => props.onClose(), notifyError)
      .finally(() => setSaving(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Esc closes an open list of images first, then the editor; never the offer.
      event.stopPropagation();
      if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true')
        return;
      props.onClose();
    }
  };

  const itemEditor = (item: OfferDescriptionItem, s: number, i: number) => {
    const error = problemText(problemsAt(shown, itemPath(s, i)));
    const remove = (
      <Tooltip label={t('outbox.description.removeItem')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('outbox.description.removeItem')}
          onClick={() => setDraft(removeItem(draft, s, i))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    );
    if (item.type === 'TEXT') {
      return (
        <Group key={i} align="flex-start" wrap="nowrap">
          <DescriptionTextItem
            content={item.content ?? ''}
            error={error}
            onChange={(content) => setDraft(setItem(draft, s, i, { content }))}
          />
          {remove}
        </Group>
      );
    }
    if (item.type === 'IMAGE') {
      return (
        <Group key={i} align="flex-start" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            label={t('outbox.description.image')}
            placeholder={t('outbox.description.chooseImage')}
            data={[...new Set([...d.images, ...(item.url ? [item.url] : [])])]}
            value={item.url ?? null}
            onChange={(url) => setDraft(setItem(draft, s, i, { url: url ?? '' }))}
            error={error}
            allowDeselect={false}
          />
          {item.url && <Image src={item.url} alt="" h={60} w={60} fit="contain" radius="sm" />}
          {remove}
        </Group>
      );
    }
    return (
      <Group key={i} justify="space-between">
        <Text size="sm" c="dimmed">
          {t('outbox.description.unknownItem', { type: item.type })}
        </Text>
        {remove}
      </Group>
    );
  };

  return (
    <Stack gap="sm" onKeyDown={onKeyDown} data-testid="description-editor">
      <Group gap={6}>
        <Title order={3} size="h6">
          {props.heading ?? t('outbox.description.title')}
        </Title>
        {d.waiting.includes('description') && <WaitingMark />}
      </Group>
      <Text size="xs" c="dimmed">
        {t('outbox.description.tagsHint', { tags: tagList })}
      </Text>
      {failed.length > 0 && (
        <Alert color="red" title={t('outbox.failedTitle')} p="xs">
          {failed.map((error, index) => (
            <Text key={index} size="sm">
              {error.userMessage}
            </Text>
          ))}
        </Alert>
      )}
      {problemText(problemsAt(shown, 'description')) && (
        <Alert color="red" p="xs">
          {problemText(problemsAt(shown, 'description'))}
        </Alert>
      )}
      {d.images.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('outbox.description.noImages')}
        </Text>
      )}
      <SimpleGrid type="container" cols={{ base: 1, '720px': 2 }}>
        <Stack gap="xs">
          {draft.sections.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('outbox.description.empty')}
            </Text>
          )}
          {draft.sections.map((section, s) => (
            <Card key={s} withBorder padding="xs" data-testid="description-section">
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  {t('outbox.description.section', { n: s + 1 })}
                </Text>
                <Group gap={2}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('outbox.description.moveUp')}
                    disabled={s === 0}
                    onClick={() => setDraft(moveSection(draft, s, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('outbox.description.moveDown')}
                    disabled={s === draft.sections.length - 1}
                    onClick={() => setDraft(moveSection(draft, s, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('outbox.description.removeSection')}
                    onClick={() => setDraft(removeSection(draft, s))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Stack gap="xs">
                {section.items.map((item, i) => itemEditor(item, s, i))}
                {problemText(problemsAt(shown, sectionPath(s))) && (
                  <Text size="sm" c="red">
                    {problemText(problemsAt(shown, sectionPath(s)))}
                  </Text>
                )}
                {canAddItem(draft, s) && (
                  <Group gap="xs">
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconTypography size={14} />}
                      onClick={() => setDraft(addItem(draft, s, 'TEXT', d.images))}
                    >
                      {t('outbox.description.addText')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconPhoto size={14} />}
                      disabled={d.images.length === 0}
                      onClick={() => setDraft(addItem(draft, s, 'IMAGE', d.images))}
                    >
                      {t('outbox.description.addImage')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDraft(addSection(draft))}
          >
            {t('outbox.description.addSection')}
          </Button>
        </Stack>
        <Card withBorder padding="xs">
          <Text size="sm" fw={600} mb={4}>
            {t('outbox.description.preview')}
          </Text>
          <Typography data-testid="description-preview">
            {draft.sections.flatMap((section, s) =>
              section.items.map((item, i) =>
                item.type === 'TEXT' ? (
                  <SanitizedHtml key={`${s}-${i}`} html={cleanDescriptionHtml(item.content ?? '')} />
                ) : item.type === 'IMAGE' && item.url ? (
                  <Image key={`${s}-${i}`} src={item.url} alt="" radius="sm" mah={240} fit="contain" />
                ) : null,
              ),
            )}
          </Typography>
        </Card>
      </SimpleGrid>
      <Group gap="xs">
        <Button size="xs" onClick={save} loading={saving} data-testid="description-save">
          {t('outbox.save')}
        </Button>
        <Button size="xs" variant="subtle" onClick={props.onClose}>
          {t('outbox.cancel')}
        </Button>
        <Text size="xs" c="dimmed" style={{ flex: 1 }}>
          {t('outbox.description.saveHint')}
        </Text>
        <Text size="xs" c={bytes > descriptionLimits.maxBytes ? 'red' : 'dimmed'}>
          {t('outbox.description.size', { bytes, max: descriptionLimits.maxBytes })}
        </Text>
      </Group>
    </Stack>
  );
}
