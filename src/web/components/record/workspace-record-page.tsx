import type { ReactNode } from 'react';
import { Privilege, type PrivilegeLevel } from '../../../domain/access';
import type { RecordApi } from '../../lib/resource';
import { useWorkspaceScope } from './use-workspace-scope';
import { RecordPage, type RecordContext } from './record-page';

/** Where a workspace's record page is: the path's keys, the workspace's id and the parent list. */
export type WorkspaceScope = ReturnType<typeof useWorkspaceScope>;

interface WorkspaceRecordPageProps<T extends { id: string; name?: string; aggregate_id: string }> {
  id?: string;
  /** The kind's resource (`itemResource`): read and written in the current workspace. */
  resource: { in(aggregateId: string): RecordApi<T> };
  /** The list's path segment under the workspace (`campaigns`): where Close goes. */
  segment: string;
  noun: string;
  createTitle?: string;
  /**
   * Create actions are ADMIN's unless the area says otherwise (docs/product/campaigns-venues-events.md §6,
   * docs/product/creatives-assets-signage.md §6).
   */
  createRole?: PrivilegeLevel;
  /** An item's page: its History can put earlier values back. */
  restorable?: boolean;
  /** The fields' labels as the page shows them, for the History. */
  fieldLabels?: Readonly<Record<string, string>>;
  children(page: RecordContext<T>, scope: WorkspaceScope): ReactNode;
}

/**
 * The page of a record that lives in a workspace (a venue, campaign, event, creative …): the caller's
 * privilege is the one on the workspace of the path; a record of another workspace (shared, partner or
 * public) is shown read-only (docs/product/campaigns-venues-events.md §6).
 */
export function WorkspaceRecordPage<T extends { id: string; name?: string; aggregate_id: string }>(props: WorkspaceRecordPageProps<T>) {
  const scope = useWorkspaceScope(props.segment);
  return (
    <RecordPage
      id={props.id}
      api={props.resource.in(scope.aggregateId)}
      noun={props.noun}
      createTitle={props.createTitle}
      closeTo={scope.listPath}
      privilegeOf={() => scope.privilege}
      createRole={props.createRole ?? Privilege.ADMIN}
      ready={Boolean(scope.aggregateId)}
      ownerOf={(record) => record.aggregate_id}
      restorable={props.restorable}
      fieldLabels={props.fieldLabels}
    >
      {(page) => props.children(page, scope)}
    </RecordPage>
  );
}
