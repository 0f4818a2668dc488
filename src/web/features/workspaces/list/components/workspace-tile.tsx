import { ActionIcon, Badge, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { WorkspaceSummary } from '../api/get-workspaces';
import { WorkspaceBanner } from './workspace-banner';

interface WorkspaceTileProps {
  workspace: WorkspaceSummary;
  /** The workspace's own pages (/{tenant}/{project}/{key}). */
  openHref: string;
  /** The workspace screen (/{tenant}/{project}/workspaces/{id}). */
  launchHref: string;
}

/** Name, type and banner; the arrow opens the workspace, launch opens its screen (spec §2.12). */
export function WorkspaceTile({ workspace, openHref, launchHref }: WorkspaceTileProps) {
  return (
    <Card withBorder padding="md" data-testid="workspace-tile" aria-label={workspace.name}>
      <Card.Section>
        <WorkspaceBanner id={workspace.id} name={workspace.name} />
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <div>
          <Text fw={600}>{workspace.name}</Text>
          <Badge variant="light" color={workspace.type ? 'blue' : 'gray'} mt={4}>
            {workspace.type || 'No type'}
          </Badge>
        </div>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Workspace details">
            <ActionIcon component={Link} to={launchHref} variant="subtle" size="lg" aria-label={`Launch ${workspace.name}`}>
              <IconRocket size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Open workspace">
            <ActionIcon component={Link} to={openHref} variant="light" size="lg" aria-label={`Open ${workspace.name}`}>
              <IconArrowRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
