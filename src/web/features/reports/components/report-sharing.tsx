import { Stack } from '@mantine/core';
import { Privilege, type PrivilegeLevel } from '../../../../domain/access';
import { SHARE_KINDS, type ShareKind } from '../../../../domain/reports/share-links';
import { ReportSchedulesPanel } from './report-schedules-panel';
import { ShareLinksPanel } from './share-links-panel';

/**
 * Under an item's Reports group: its scheduled reports (listed for the workspace's viewers, managed by its
 * editors) and, for campaigns and venues, its share links (editors only: a link is a grant).
 */
export function ReportSharing(props: {
  kind: 'campaign' | 'venue' | 'asset';
  itemId: string;
  aggregateId: string;
  privilege: PrivilegeLevel;
  timeZone?: string;
}) {
  const editor = props.privilege >= Privilege.EDITOR;
  const shareable = (SHARE_KINDS as readonly string[]).includes(props.kind);
  return (
    <Stack gap="md">
      {editor && shareable && <ShareLinksPanel kind={props.kind as ShareKind} itemId={props.itemId} timeZone={props.timeZone} />}
      <ReportSchedulesPanel aggregateId={props.aggregateId} exportName={props.kind} itemId={props.itemId} editable={editor} />
    </Stack>
  );
}
