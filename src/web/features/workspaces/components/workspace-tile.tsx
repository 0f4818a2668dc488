import { Badge } from '@mantine/core';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';
import { Tile, TileAction } from '../../../components/tile';
import type { WorkspaceSummary } from '../api/get-workspaces';
import { WorkspaceBanner } from './workspace-banner';

interface WorkspaceTileProps {
  workspace: WorkspaceSummary;
  /** The workspace's own pages (/{tenant}/{project}/{key}). */
  openHref: string;
  /** The workspace screen (/{tenant}/{project}/workspaces/{id}). */
  launchHref: string;
}

/** Name, type and banner; the arrow opens the workspace, launch opens its screen (docs/product/platform.md §2.12). */
export function WorkspaceTile({ workspace, openHref, launchHref }: WorkspaceTileProps) {
  return (
    <Tile
      name={workspace.name}
      testId="workspace-tile"
      banner={<WorkspaceBanner id={workspace.id} name={workspace.name} />}
      details={
        <Badge variant="light" color={workspace.type ? 'blue' : 'gray'} mt={4}>
          {workspace.type || 'No type'}
        </Badge>
      }
      actions={
        <>
          <TileAction tip="Workspace details" label={`Launch ${workspace.name}`} to={launchHref} icon={IconRocket} />
          <TileAction tip="Open workspace" label={`Open ${workspace.name}`} to={openHref} icon={IconArrowRight} variant="light" />
        </>
      }
    />
  );
}
