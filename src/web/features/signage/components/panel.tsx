import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** One part of the signage page: a titled region (its title names it for assistive technology and tests). */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
