import { useState } from 'react';
import { CAMPAIGN_LIST_TEXTS } from '../../../../domain/campaigns/texts';
import { ListPage } from '../../../components/record/list-page';
import { useWorkspaceTiles } from '../../../components/record/use-tile-list';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { campaignsQueryKey, getCampaigns } from '../api/get-campaigns';
import { CampaignTile } from '../components/campaign-tile';
import { NetworkErrorOverlay } from '../components/network-error-overlay';

/**
 * 'Media Campaigns List' (docs/product/campaigns-venues-events.md §2.2): tiles in schedule order, read 50 at a time
 * with 'Show more'; the server orders and filters by name, so a large workspace never travels whole. A server failure
 * shows the full-screen Network error until Cancel.
 */
export function CampaignListPage() {
  const { list, listPath } = useWorkspaceTiles(campaignsQueryKey, getCampaigns);
  const timeZone = useWorkspaceZone();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const now = new Date();
  return (
    <ListPage
      title={CAMPAIGN_LIST_TEXTS.title}
      list={list}
      emptyText={CAMPAIGN_LIST_TEXTS.empty}
      emptyTestId="campaigns-empty"
      failure={(error) => error !== dismissed && <NetworkErrorOverlay error={error} onCancel={() => setDismissed(error)} />}
      tile={(c) => <CampaignTile key={c.id} campaign={c} listPath={listPath} now={now} timeZone={timeZone} />}
    />
  );
}
