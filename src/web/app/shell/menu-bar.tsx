import { ActionIcon, Badge, Button, Flex, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { backTarget, menuTarget, segmentsBelow, type MenuItem, type ViewMode } from '../../../domain/access';

interface MenuBarProps {
  mode: ViewMode;
  /** The mode's menu items the caller sees (menuFor). */
  items: readonly MenuItem[];
  tenantKey: string;
  projectKey?: string;
  basePath: string;
  /** In the narrow screen's drawer: one item a line, the full width. */
  vertical?: boolean;
  /** Called before a move (the drawer closes). */
  onNavigate?(): void;
}

/**
 * The view mode, its menu items and the back button (docs/product/platform.md §2.4–2.5); create actions stand on the
 * lists.
 */
export function MenuBar({ mode, items, tenantKey, projectKey, basePath, vertical = false, onNavigate }: MenuBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = items.find((item) => item.key === segmentsBelow(basePath, pathname)[0]);
  const back = backTarget(mode, tenantKey, projectKey);
  const go = (to: string) => {
    onNavigate?.();
    void navigate(to);
  };

  return (
    <Flex
      component="nav"
      aria-label="Menu"
      direction={vertical ? 'column' : 'row'}
      align={vertical ? 'stretch' : 'center'}
      gap={6}
      wrap="wrap"
      px={vertical ? 0 : 'md'}
      py={6}
      bg={vertical ? undefined : 'gray.1'}
      data-testid={vertical ? 'menu-drawer' : 'menu-bar'}
    >
      <Group gap={6}>
        {back && (
          <ActionIcon variant="subtle" aria-label="Back" onClick={() => go(back)} data-testid="menu-back">
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Badge variant="light" data-testid="view-mode">
          {mode}
        </Badge>
      </Group>
      {items.map((item) => (
        <Button
          key={item.key}
          size={vertical ? 'sm' : 'compact-sm'}
          justify={vertical ? 'flex-start' : undefined}
          variant={item === selected ? 'filled' : 'subtle'}
          aria-current={item === selected ? 'page' : undefined}
          data-testid={`menu-${item.key}`}
          onClick={() => go(menuTarget(basePath, item.key))}
        >
          {item.label}
        </Button>
      ))}
    </Flex>
  );
}
