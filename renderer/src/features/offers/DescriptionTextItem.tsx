import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { useT } from '../../i18n';
import { wrapSelection, type WrapTag } from './description-draft';

const tools: WrapTag[] = ['h1', 'h2', 'p', 'b', 'ul', 'ol'];

/**
 * One TEXT item of the description: its HTML in a textarea, and a toolbar that puts the selection inside one of
 * the allowed tags (the focus stays in the text, so typing goes on where it was).
 */
export function DescriptionTextItem(props: {
  content: string;
  error: string | undefined;
  onChange: (content: string) => void;
}) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (tag: WrapTag) => {
    const field = area.current;
    if (!field) return;
    const next = wrapSelection(props.content, field.selectionStart, field.selectionEnd, tag);
    props.onChange(next.text);
    // After React has put the new text in, the selection covers what was wrapped.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(next.start, next.end);
    });
  };
  return (
    <Stack gap={4} style={{ flex: 1 }}>
      <Group gap={4} role="toolbar" aria-label={t('outbox.description.toolbar')}>
        {tools.map((tag) => (
          <Button
            key={tag}
            size="compact-xs"
            variant="default"
            ff="monospace"
            title={t('outbox.description.wrap', { tag: `<${tag}>` })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => wrap(tag)}
          >
            {tag}
          </Button>
        ))}
      </Group>
      <Textarea
        ref={area}
        aria-label={t('outbox.description.text')}
        value={props.content}
        autosize
        minRows={3}
        maxRows={14}
        spellCheck={false}
        styles={{ input: { fontFamily: 'monospace' } }}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={props.error}
        data-testid="description-text"
      />
    </Stack>
  );
}
