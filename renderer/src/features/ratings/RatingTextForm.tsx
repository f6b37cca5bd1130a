import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ratingTextMax } from '../../../../shared/ratings';
import { errorText } from '../../app/error-text';
import { useDraft } from '../../components/use-draft';
import { useT } from '../../i18n';
import { ratingTextProblem } from './rating-text';

/**
 * A text the seller sends about a rating (an answer, a removal request's reason): a counter of the marketplace's
 * 500 characters, the same checks as the bridge's before anything is sent, Ctrl+Enter (Cmd+Enter) sends, Esc
 * puts the text back. A refusal of the bridge shows at the field.
 */
export function RatingTextForm(props: {
  /** The text the marketplace (or the waiting change) holds now; an untouched field follows it. */
  current: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  /** Esc on an untouched field: the form may close. */
  onLeave?: () => void;
  autoFocus?: boolean;
  /** A key that, outside any field, puts the cursor into this one. */
  hotkey?: string;
  testId: string;
}) {
  const t = useT();
  const { draft, dirty, change } = useDraft({ text: props.current });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useHotkeys(props.hotkey ? [[props.hotkey, () => field.current?.focus()]] : []);
  const problem = ratingTextProblem(draft.text);
  const count = draft.text.length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (saving || !dirty) return;
    if (problem) {
      setTried(true);
      return;
    }
    setSaving(true);
    setRefusal(null);
    const text = draft.text;
    props
      .onSubmit(text)
      .then(
        () => setTried(false),
        (error: unknown) => setRefusal(errorText(error, t)),
      )
      .finally(() => setSaving(false));
  };
  const cancel = () => {
    change({ text: props.current });
    setTried(false);
    setRefusal(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      // Esc with something typed puts it back and keeps the rating open; the next Esc leaves the field.
      event.stopPropagation();
      if (dirty || refusal) cancel();
      else if (props.onLeave) props.onLeave();
      else event.currentTarget.blur();
    }
  };

  const message =
    refusal ??
    (tried && problem
      ? t(`ratings.changes.problems.${problem}`, { max: ratingTextMax, over: count - ratingTextMax })
      : null);
  return (
    <form onSubmit={submit} data-testid={props.testId}>
      <Stack gap="xs">
        <Textarea
          ref={field}
          label={props.label}
          placeholder={props.placeholder}
          value={draft.text}
          onChange={(event) => {
            change({ text: event.currentTarget.value });
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={3}
          maxRows={10}
          error={message}
          autoFocus={props.autoFocus}
          aria-keyshortcuts={props.hotkey}
          description={
            <Text component="span" size="xs" c={count > ratingTextMax ? 'red' : 'dimmed'}>
              {t('ratings.changes.counter', { count, max: ratingTextMax })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" disabled={!dirty} loading={saving}>
            {props.submitLabel}
          </Button>
          <Button size="xs" variant="subtle" disabled={!dirty && !refusal} onClick={cancel}>
            {t('ratings.changes.cancel')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('ratings.changes.hint')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
