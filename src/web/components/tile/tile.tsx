import type { ReactNode } from 'react';
import { ActionIcon, Card, Group, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Hint } from '../hint';

interface TileProps {
  name: string;
  testId: string;
  /** The banner section, with any badge laid over it. */
  banner: ReactNode;
  /** Lines under the name (subtitle, badges). */
  details: ReactNode;
  /** The tile's links, TileActions. */
  actions: ReactNode;
}

/** A list tile: banner on top, then the name and details beside the action links. */
export function Tile({ name, testId, banner, details, actions }: TileProps) {
  return (
    <Card withBorder padding="md" data-testid={testId} aria-label={name}>
      <Card.Section pos="relative">{banner}</Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          {details}
        </div>
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Card>
  );
}

interface TileActionProps {
  /** Tooltip text. */
  tip: string;
  /** Accessible name, e.g. "Launch Riverside Mall". */
  label: string;
  to: string;
  icon: TablerIcon;
  variant?: 'subtle' | 'light';
}

/** One icon link of a tile. */
export function TileAction({ tip, label, to, icon: Icon, variant = 'subtle' }: TileActionProps) {
  return (
    <Hint label={tip}>
      <ActionIcon component={Link} to={to} variant={variant} size="lg" aria-label={label}>
        <Icon size={18} />
      </ActionIcon>
    </Hint>
  );
}
