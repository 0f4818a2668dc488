import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** The tooltip of a hovered Hint, in a chunk of its own: no page pays for Mantine's Tooltip before a first hover. */
export function HintTooltip({ label, target, opened }: { label: string; target: RefObject<HTMLElement | null>; opened: boolean }) {
  return <Tooltip label={label} target={target} opened={opened} />;
}
