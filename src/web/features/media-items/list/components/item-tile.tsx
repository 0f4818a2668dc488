import { ActionIcon, Badge, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconPencil, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MediaItem } from '../../../../../domain/media-items/types';
import type { ListKind } from '../model/kinds';
import { activeAssetCount } from '../model/list-rules';
import { ItemBanner } from './item-banner';

interface ItemTileProps {
  kind: ListKind;
  item: MediaItem;
  /** The list's path (`/{tenant}/{project}/{workspace}/venues`); tile links hang off it. */
  listPath: string;
  /** The item belongs to another workspace (listed through Public): no edit. */
  foreign: boolean;
}

/** Name, the kind's subtitle, banner; launch opens {id}, edit {id}/edit, an asset's arrow ../{name}. */
export function ItemTile({ kind, item, listPath, foreign }: ItemTileProps) {
  const itemPath = `${listPath}/${encodeURIComponent(item.id)}`;
  const parentPath = listPath.slice(0, listPath.lastIndexOf('/'));
  const active = kind.activeAssetBadge ? activeAssetCount(item) : null;
  return (
    <Card withBorder padding="md" data-testid="item-tile" aria-label={item.name}>
      <Card.Section pos="relative">
        <ItemBanner kind={kind.kind} id={item.id} name={item.name} />
        {active !== null && (
          <Tooltip label="Active assets">
            <Badge pos="absolute" top={8} right={8} color={active > 0 ? 'green' : 'gray'} data-testid="active-assets" aria-label={`${active} active assets`}>
              {active}
            </Badge>
          </Tooltip>
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {item.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="item-subtitle">
            {kind.subtitle(item)}
          </Text>
          {foreign && (
            <Badge variant="light" color="grape" mt={4}>
              Other workspace
            </Badge>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Launch">
            <ActionIcon component={Link} to={itemPath} variant="subtle" size="lg" aria-label={`Launch ${item.name}`}>
              <IconRocket size={18} />
            </ActionIcon>
          </Tooltip>
          {!foreign && (
            <Tooltip label="Edit">
              <ActionIcon component={Link} to={`${itemPath}/edit`} variant="subtle" size="lg" aria-label={`Edit ${item.name}`}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {kind.arrowToName && (
            <Tooltip label="Open">
              <ActionIcon component={Link} to={`${parentPath}/${encodeURIComponent(item.name)}`} variant="light" size="lg" aria-label={`Open ${item.name}`}>
                <IconArrowRight size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Card>
  );
}
