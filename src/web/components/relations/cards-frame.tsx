import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { SECTION_DEFAULTS } from '../../../domain/sections/section-state';

/** The titled frame of the anchors and schedules sections: title bar with actions, then the cards. */
export function CardsFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" mb="md" style={{ overflow: 'hidden' }}>
      <Group justify="space-between" px="md" py={6} bg={SECTION_DEFAULTS.colour} wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Group gap={4}>{actions}</Group>
      </Group>
      <Stack gap="sm" p="md">
        {children}
      </Stack>
    </Paper>
  );
}
