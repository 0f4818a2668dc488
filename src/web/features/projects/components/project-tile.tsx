import { ActionIcon, Badge, Card, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Project } from '../../../../domain/projects/project';

/** One project: name, key and description; the arrow opens the project (docs/product/platform.md §2.9). */
export function ProjectTile({ project, href }: { project: Project; href: string }) {
  return (
    <Card withBorder padding="md" data-testid="project-tile" aria-label={project.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>{project.name}</Text>
          <Badge variant="light" mt={4}>
            {project.key}
          </Badge>
        </div>
        <ActionIcon component={Link} to={href} variant="light" size="lg" aria-label={`Open ${project.name}`}>
          <IconArrowRight size={18} />
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {project.description || ' '}
      </Text>
    </Card>
  );
}
