import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { Privilege } from '../../../../../domain/access';
import { isNotFound, LoadFailure, RecordFrame } from '../../../../components/record';
import { PageLoader } from '../../../../components/spinner';
import { NotPermittedContent } from '../../../../components/status-message';
import { useConsoleConfig } from '../../../../lib/console-config';
import { campaignQueryKey, getCampaign } from '../../api/campaign-calls';
import { useItemAccess } from '../../../../lib/item-access';
import { useDetailScope } from '../../../../lib/use-detail-scope';
import { useWorkspaceZone } from '../../../../lib/workspace-zone';
import { CampaignForm } from './campaign-form';

/** `…/campaigns/create` and `…/campaigns/{id}`: one page per campaign, remounted per id. */
export function CampaignDetailRoute() {
  const { id } = useParams();
  return <CampaignDetailPage key={id ?? 'create'} id={id} />;
}

function CampaignDetailPage({ id }: { id?: string }) {
  const { aggregateId, privilege, close, listPath } = useDetailScope('campaigns');
  const creating = !id;
  const timeZone = useWorkspaceZone();

  const campaign = useQuery({
    queryKey: campaignQueryKey(aggregateId, id ?? ''),
    queryFn: () => getCampaign(aggregateId, id ?? ''),
    enabled: !creating && Boolean(aggregateId),
    retry: false,
    staleTime: Infinity,
  });
  // Spec 02 §6: the whole form is read-only when the campaign's resource differs from the user's.
  const access = useItemAccess(campaign.data?.aggregate_id);
  const config = useConsoleConfig();

  const formProps = { aggregateId, privilege, qrBases: config?.qr, timeZone, onClose: close };
  let body;
  if (privilege < Privilege.VIEWER || (creating && privilege < Privilege.ADMIN)) {
    body = <NotPermittedContent />;
  } else if (creating) {
    body = <CampaignForm {...formProps} foreign={false} />;
  } else if (campaign.isError) {
    if (isNotFound(campaign.error)) return <Navigate to="/404" replace />;
    body = <LoadFailure error={campaign.error} />;
  } else if (!campaign.data || access.pending) {
    body = <PageLoader />;
  } else {
    body = <CampaignForm {...formProps} initial={campaign.data} foreign={access.foreign} />;
  }

  const title = creating ? 'Create Media Campaign' : `Media Campaign ${campaign.data?.name ?? ''}`.trim();
  return (
    <RecordFrame title={title} closeTo={listPath}>
      {body}
    </RecordFrame>
  );
}
