import type { ReactNode } from 'react';
import { CloseButton, Container, Group, Stack, Title } from '@mantine/core';
import { SectionGroup } from '../section';

/** The frame of a record's own page: its title, a Close button and the body; Escape closes it too (spec §2.7). */
export function EditorPage({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  return (
    <SectionGroup onClose={onClose}>
      <Container size="xl" px={0}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h2">
              {title}
            </Title>
            <CloseButton aria-label="Close" onClick={onClose} size="lg" />
          </Group>
          {children}
        </Stack>
      </Container>
    </SectionGroup>
  );
}
