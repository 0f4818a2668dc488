import { ActionIcon, Group, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TitleBarProps {
  title: string;
  /** Show the home icon that goes to the landing page (tenant routes). */
  home?: boolean;
  children?: ReactNode;
}

/** The bar at the top of the landing and sign-in pages. */
export function TitleBar({ title, home, children }: TitleBarProps) {
  return (
    <Group component="header" justify="space-between" px="md" py="sm" bg="dark.7" c="white" wrap="wrap">
      <Group gap="sm">
        {home && (
          <ActionIcon component={Link} to="/" variant="subtle" color="gray.0" aria-label="Home" size="lg">
            <IconHome />
          </ActionIcon>
        )}
        <Title order={1} size="h3">
          {title}
        </Title>
      </Group>
      {children}
    </Group>
  );
}
