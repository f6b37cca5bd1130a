import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list section: toolbar on top, the table filling the rest of the window. */
export function ListPage(props: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      {props.toolbar}
      {props.children}
    </Stack>
  );
}
