import { CloseButton, Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useT } from '../../i18n';

/** Search as you type, focused with "/" (its text selected, so what is typed next replaces it), cleared with Escape. */
export function SearchBox(props: {
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder: string;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const text = props.value ?? '';
  useHotkeys([
    [
      '/',
      () => {
        input.current?.focus();
        input.current?.select();
      },
    ],
  ]);
  return (
    <TextInput
      ref={input}
      aria-label={t('lists.search')}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton aria-label={t('lists.clearFilters')} onClick={() => props.onChange(undefined)} />
        ) : (
          <Kbd size="xs" title={t('lists.searchHint')}>
            /
          </Kbd>
        )
      }
      value={text}
      // Every keystroke queries the local copy at once: it answers in milliseconds, offline too.
      onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          props.onChange(undefined);
          input.current?.blur();
        }
      }}
      w={{ base: '100%', md: 380 }}
      data-testid="search"
    />
  );
}
