import { Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A hint on something small in a table row (an icon), shown on hover or focus like a Tooltip. The Tooltip itself is
 * only made once the pointer or the focus comes: each one positions itself through floating-ui on every render, and
 * a screen of rows with one or two each spent a tenth of a second on them before the first rows were painted.
 */
export function RowHint(props: { label: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const target = (
    <span
      style={{ display: 'inline-flex' }}
      onMouseEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      {props.children}
    </span>
  );
  // Made while the pointer is already on it, so it opens at once rather than on the next mouseenter.
  return wanted ? (
    <Tooltip label={props.label} defaultOpened>
      {target}
    </Tooltip>
  ) : (
    target
  );
}
