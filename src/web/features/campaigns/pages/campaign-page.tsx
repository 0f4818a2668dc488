import { Privilege } from '../../../../domain/access';
import { RecordPage } from '../../../components/record';
import { useConsoleConfig } from '../../../lib/console-config';
import { useDetailScope } from '../../../lib/use-detail-scope';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { campaigns } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** `…/campaigns/create` and `…/campaigns/{id}`: a campaign's page (spec 02 §2.3). */
export function CampaignPage({ id }: { id?: string }) {
  const { aggregateId, privilege, listPath } = useDetailScope('campaigns');
  const timeZone = useWorkspaceZone();
  const config = useConsoleConfig();
  return (
    <RecordPage
      id={id}
      api={campaigns.in(aggregateId)}
      noun="Media Campaign"
      closeTo={listPath}
      privilegeOf={() => privilege}
      // Creating is ADMIN's (spec 02 §6).
      createRole={Privilege.ADMIN}
      ready={Boolean(aggregateId)}
      // Another workspace's campaign is read-only (spec 02 §4.1, §6).
      ownerOf={(c) => c.aggregate_id}
    >
      {(page) => <CampaignForm page={page} aggregateId={aggregateId} listPath={listPath} qrBases={config?.qr} timeZone={timeZone} />}
    </RecordPage>
  );
}
