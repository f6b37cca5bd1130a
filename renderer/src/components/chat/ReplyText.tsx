import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

/** The text of a reply, growing with it; Ctrl+Enter (Cmd+Enter) sends. */
export function ReplyText(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange(text: string): void;
  onSend(): void;
  error: ReactNode;
  maxLength?: number;
  testId: string;
}) {
  return (
    <Textarea
      label={props.label}
      placeholder={props.placeholder}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={props.maxLength}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          props.onSend();
        }
      }}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
