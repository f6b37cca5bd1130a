import { Autocomplete, Badge, Button, Card, Group, Spoiler, Stack, Text, TextInput } from '@mantine/core';
import { IconLanguage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import type { OfferDetail } from '../../../../../shared/offers';
import {
  baseLanguage,
  languageTagPattern,
  translationLanguages,
  type OfferTranslation,
  type TranslationType,
} from '../../../../../shared/translations';
import { notifyError } from '../../../app/notify';
import { SanitizedHtml } from '../../../components/Html';
import { ReadPartHeading } from '../../../components/ReadPartHeading';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { DescriptionEditor } from '../DescriptionEditor';
import { WaitingMark } from '../WaitingMark';
import { editTranslation, removeTranslation } from './translations-store';
import { useOfferTranslations } from './use-offer-translations';

/** The offer detail's translations: each language's title and description, marked automatic or manual. */
export function OfferTranslationsPart(props: { detail: OfferDetail }) {
  const t = useT();
  const format = useFormat();
  const { data, offline } = useOfferTranslations(props.detail.id);
  // A language the seller is adding: shown with the editor before anything of it is stored.
  const [adding, setAdding] = useState<string | null>(null);
  const languages = data?.translations ?? [];
  const shown =
    adding && !languages.some((l) => l.language === adding)
      ? [...languages, { language: adding, title: null, description: null, waiting: false }]
      : languages;
  return (
    <Card withBorder padding="sm" data-testid="offer-translations">
      <ReadPartHeading
        icon={<IconLanguage size={16} aria-hidden />}
        title={t('offerTranslations.title')}
        readAt={
          data?.fetchedAt ? t('offerTranslations.readAt', { at: format.dateTime(data.fetchedAt) }) : null
        }
        offline={offline ? t('offerTranslations.offline') : null}
        offlineTestId="translations-offline"
      />
      {data && data.fetchedAt === null && languages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('offerTranslations.neverRead')}
        </Text>
      )}
      {data?.fetchedAt && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('offerTranslations.none')}
        </Text>
      )}
      <Stack gap="xs">
        {shown.map((translation) => (
          <LanguageCard
            key={translation.language}
            detail={props.detail}
            translation={translation}
            startEditing={translation.language === adding}
            onDone={() => setAdding(null)}
          />
        ))}
      </Stack>
      <AddLanguage taken={shown.map((l) => l.language)} onAdd={setAdding} />
    </Card>
  );
}

function TypeBadge(props: { type: TranslationType }) {
  const t = useT();
  const manual = props.type === 'MANUAL';
  return (
    <Badge
      size="xs"
      style={{ flexShrink: 0 }}
      variant={manual ? 'filled' : 'light'}
      color={manual ? 'blue' : 'gray'}
      title={t(manual ? 'offerTranslations.manualLabel' : 'offerTranslations.autoLabel')}
    >
      {t(manual ? 'offerTranslations.manual' : 'offerTranslations.auto')}
    </Badge>
  );
}

/** One language: its title and description, edited in place; the manual parts can be deleted. */
function LanguageCard(props: {
  detail: OfferDetail;
  translation: OfferTranslation;
  startEditing: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const d = props.detail;
  const tr = props.translation;
  const [titleDraft, setTitleDraft] = useState<string | null>(
    props.startEditing ? (tr.title?.text ?? d.name) : null,
  );
  const [editingDescription, setEditingDescription] = useState(false);
  const [saving, setSaving] = useState(false);
  const manualTitle = tr.title?.type === 'MANUAL';
  const manualDescription = tr.description?.type === 'MANUAL';

  const saveTitle = () => {
    if (titleDraft === null || saving) return;
    if (titleDraft === tr.title?.text) {
      setTitleDraft(null);
      props.onDone();
      return;
    }
    setSaving(true);
    editTranslation(d.id, tr.language, { title: titleDraft })
      .then(() => {
        setTitleDraft(null);
        props.onDone();
      }, notifyError)
      .finally(() => setSaving(false));
  };
  const onTitleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveTitle();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setTitleDraft(null);
      props.onDone();
    }
  };

  if (editingDescription) {
    // The description editor works on an offer: the translation's sections (or the offer's to start from) stand in.
    const stand = {
      ...d,
      description: tr.description ? { sections: tr.description.sections } : d.description,
      waiting: [],
      failedChange: null,
    };
    return (
      <Card withBorder padding="xs">
        <DescriptionEditor
          detail={stand}
          heading={t('offerTranslations.descriptionHeading', { language: tr.language })}
          onSave={(description) =>
            editTranslation(d.id, tr.language, {
              description: { sections: description.sections, type: 'MANUAL' },
            })
          }
          onClose={() => {
            setEditingDescription(false);
            props.onDone();
          }}
        />
      </Card>
    );
  }

  return (
    <Card
      withBorder
      padding="xs"
      data-testid="translation"
      data-language={tr.language}
      aria-label={t('offerTranslations.languageLabel', { language: tr.language })}
    >
      <Group gap={6} mb={4}>
        <Badge variant="outline" tt="none">
          {tr.language}
        </Badge>
        {tr.waiting && <WaitingMark />}
        <Group gap={4} ml="auto">
          {titleDraft === null && (
            <Button size="compact-xs" variant="light" onClick={() => setTitleDraft(tr.title?.text ?? d.name)}>
              {t('offerTranslations.edit')}
            </Button>
          )}
          <Button size="compact-xs" variant="light" onClick={() => setEditingDescription(true)}>
            {t('offerTranslations.editDescription')}
          </Button>
          {(
            [
              [manualTitle, 'title', 'deleteTitle'],
              [manualDescription, 'description', 'deleteDescription'],
              [manualTitle && manualDescription, undefined, 'deleteAll'],
            ] as const
          ).map(
            ([shown, element, label]) =>
              shown && (
                <Button
                  key={label}
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={12} />}
                  onClick={() => void removeTranslation(d.id, tr.language, element)}
                >
                  {t(`offerTranslations.${label}`)}
                </Button>
              ),
          )}
        </Group>
      </Group>
      {titleDraft !== null ? (
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            size="xs"
            autoFocus
            label={t('offerTranslations.editTitle', { language: tr.language })}
            description={t('offerTranslations.titleHint')}
            value={titleDraft}
            maxLength={75}
            onChange={(event) => setTitleDraft(event.currentTarget.value)}
            onKeyDown={onTitleKey}
            data-testid="translation-title-input"
          />
          <Button size="xs" onClick={saveTitle} loading={saving} disabled={titleDraft.trim() === ''}>
            {t('offerTranslations.saveTitle')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setTitleDraft(null);
              props.onDone();
            }}
          >
            {t('offerTranslations.cancel')}
          </Button>
        </Group>
      ) : (
        <Group gap={6} wrap="nowrap">
          {tr.title && <TypeBadge type={tr.title.type} />}
          <Text size="sm" fw={600} data-testid="translation-title">
            {tr.title?.text ?? t('offerTranslations.noTitle')}
          </Text>
        </Group>
      )}
      <Group gap={6} mt={4} align="flex-start" wrap="nowrap">
        {tr.description && <TypeBadge type={tr.description.type} />}
        {tr.description ? (
          // A description is long: a few lines show, the rest on demand, so every language fits on screen.
          <Spoiler
            maxHeight={64}
            showLabel={t('offerTranslations.more')}
            hideLabel={t('offerTranslations.less')}
            style={{ minWidth: 0, flex: 1 }}
          >
            <Text size="xs" component="div">
              {tr.description.sections.flatMap((section, s) =>
                section.items.map((item, i) =>
                  item.type === 'TEXT' && item.content ? (
                    <SanitizedHtml key={`${s}-${i}`} html={item.content} />
                  ) : null,
                ),
              )}
            </Text>
          </Spoiler>
        ) : (
          <Text size="sm" c="dimmed">
            {t('offerTranslations.noDescription')}
          </Text>
        )}
      </Group>
    </Card>
  );
}

/** Picks a language not shown yet (or types another tag) and opens its editor. */
function AddLanguage(props: { taken: string[]; onAdd: (language: string) => void }) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const language = value.trim();
    if (!languageTagPattern.test(language) || language === baseLanguage) {
      setError(t('offerTranslations.languageInvalid'));
      return;
    }
    setError(null);
    setValue('');
    props.onAdd(language);
  };
  return (
    <Group align="flex-end" gap="xs" mt="sm">
      <Autocomplete
        size="xs"
        label={t('offerTranslations.addLanguage')}
        placeholder={t('offerTranslations.addPlaceholder')}
        data={translationLanguages.filter((l) => !props.taken.includes(l))}
        value={value}
        onChange={setValue}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        data-testid="translation-add-language"
      />
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
        {t('offerTranslations.add')}
      </Button>
    </Group>
  );
}
