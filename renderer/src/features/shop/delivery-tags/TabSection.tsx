import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of a delivery-and-tags tab, named by its heading for assistive technology. */
export function TabSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id} mb="xs">
        {props.title}
      </Title>
      {props.children}
    </section>
  );
}
