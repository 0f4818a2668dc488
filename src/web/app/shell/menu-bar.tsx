import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { appendCreate, backTarget, canCreate, menuFor, menuTarget, type PrivilegeLevel, type ViewMode } from '../../../domain/access';
import type { Tenant } from '../../lib/entities';

interface MenuBarProps {
  mode: ViewMode;
  privilege: PrivilegeLevel;
  tenant: Tenant;
  projectKey?: string;
  basePath: string;
}

/** The view mode, its menu items, the back button and the create action (spec §2.4–2.6). */
export function MenuBar({ mode, privilege, tenant, projectKey, basePath }: MenuBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = menuFor(mode, privilege, tenant.roles?.[0]?.resources ?? []);
  const below = pathname.startsWith(basePath) ? pathname.slice(basePath.length).split('/').filter(Boolean) : [];
  const selected = items.find((item) => item.key === below[0]);
  const back = backTarget(mode, tenant.key, projectKey);
  const create = selected?.create && below.length === 1 && canCreate(mode, privilege, selected.key) ? selected.create : undefined;

  return (
    <Group component="nav" aria-label="Menu" justify="space-between" px="md" py={6} bg="gray.1" wrap="wrap" data-testid="menu-bar">
      <Group gap={6} wrap="wrap">
        {back && (
          <ActionIcon variant="subtle" aria-label="Back" onClick={() => navigate(back)} data-testid="menu-back">
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Badge variant="light" data-testid="view-mode">
          {mode}
        </Badge>
        {items.map((item) => (
          <Button
            key={item.key}
            size="compact-sm"
            variant={item === selected ? 'filled' : 'subtle'}
            aria-current={item === selected ? 'page' : undefined}
            data-testid={`menu-${item.key}`}
            onClick={() => navigate(menuTarget(basePath, item.key))}
          >
            {item.label}
          </Button>
        ))}
      </Group>
      {create && (
        <Button size="compact-sm" leftSection={<IconPlus size={14} />} data-testid="menu-create" onClick={() => navigate(appendCreate(pathname))}>
          {create.label}
        </Button>
      )}
    </Group>
  );
}
