import { WorkspaceRecordPage } from '../../../components/record/workspace-record-page';
import { useConsoleConfig } from '../../../lib/console-config';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { campaigns } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** `…/campaigns/create` and `…/campaigns/{id}`: a campaign's page (docs/product/campaigns-venues-events.md §2.3). */
export function CampaignPage({ id }: { id?: string }) {
  const timeZone = useWorkspaceZone();
  const config = useConsoleConfig();
  return (
    <WorkspaceRecordPage id={id} resource={campaigns} segment="campaigns" noun="Media Campaign" restorable>
      {(page, { aggregateId, listPath }) => <CampaignForm page={page} aggregateId={aggregateId} listPath={listPath} qrBases={config?.qr} timeZone={timeZone} />}
    </WorkspaceRecordPage>
  );
}
