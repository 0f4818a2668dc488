import { Badge, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconRocket } from '@tabler/icons-react';
import type { MediaItem } from '../../../../domain/media-items/types';
import { Tile, TileAction } from '../../../components/tile';
import type { ItemKind } from '../model/kinds';
import { activeAssetCount } from '../model/active-assets';
import { ItemBanner } from './item-banner';
import { Hint } from '../../../components/hint';

interface ItemTileProps {
  kind: ItemKind;
  item: MediaItem;
  /** The list's path (`/{tenant}/{project}/{workspace}/venues`); tile links hang off it. */
  listPath: string;
  /** The item belongs to another workspace (listed through Public). */
  foreign: boolean;
  /** The user may edit something on the item's page: the tile offers Edit (none on another workspace's item). */
  mayEdit: boolean;
}

/** Name, the kind's subtitle, banner; launch opens {id}, edit {id}/edit, an asset's arrow ../{name}. */
export function ItemTile({ kind, item, listPath, foreign, mayEdit }: ItemTileProps) {
  const itemPath = `${listPath}/${encodeURIComponent(item.id)}`;
  const parentPath = listPath.slice(0, listPath.lastIndexOf('/'));
  const active = kind.activeAssetBadge ? activeAssetCount(item) : null;
  return (
    <Tile
      name={item.name}
      testId="item-tile"
      banner={
        <>
          <ItemBanner kind={kind.page} id={item.id} name={item.name} />
          {active !== null && (
            <Hint label="Active assets">
              <Badge pos="absolute" top={8} right={8} color={active > 0 ? 'green' : 'gray'} data-testid="active-assets" aria-label={`${active} active assets`}>
                {active}
              </Badge>
            </Hint>
          )}
        </>
      }
      details={
        <>
          <Text size="sm" c="dimmed" data-testid="item-subtitle">
            {kind.subtitle(item)}
          </Text>
          {foreign && (
            <Badge variant="light" color="grape" mt={4}>
              Other workspace
            </Badge>
          )}
        </>
      }
      actions={
        <>
          <TileAction tip="Launch" label={`Launch ${item.name}`} to={itemPath} icon={IconRocket} />
          {mayEdit && <TileAction tip="Edit" label={`Edit ${item.name}`} to={`${itemPath}/edit`} icon={IconPencil} />}
          {kind.arrowToName && (
            <TileAction tip="Open" label={`Open ${item.name}`} to={`${parentPath}/${encodeURIComponent(item.name)}`} icon={IconArrowRight} variant="light" />
          )}
        </>
      }
    />
  );
}
