import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list section: toolbar on top, the table filling the rest of the window, an open record's detail beside it. */
export function ListPage(props: { toolbar: ReactNode; children: ReactNode; detail?: ReactNode }) {
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      {props.toolbar}
      <Group gap="sm" wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{props.children}</Box>
        {props.detail}
      </Group>
    </Stack>
  );
}
