import { useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { PROGRESS_CSS, progressColour, progressValue } from './progress';

interface PathBarProps {
  keys: (string | undefined)[];
  /** The progress to show; a random one from 10 to 90 when not given. */
  progress?: number;
}

/** TENANT / PROJECT / WORKSPACE in uppercase, with a progress bar (docs/product/platform.md §2.4). */
export function PathBar({ keys, progress }: PathBarProps) {
  const [randomValue] = useState(() => progressValue());
  const value = progress === undefined ? randomValue : progressValue(progress);
  const colour = progressColour(value);
  return (
    <Stack gap={4} miw={140}>
      <Text fw={700} size="sm" data-testid="path-bar">
        {keys
          .filter(Boolean)
          .map((k) => k!.toUpperCase())
          .join(' / ')}
      </Text>
      <Progress value={value} color={PROGRESS_CSS[colour]} size="sm" data-testid="path-progress" data-colour={colour} aria-label="Progress" />
    </Stack>
  );
}
