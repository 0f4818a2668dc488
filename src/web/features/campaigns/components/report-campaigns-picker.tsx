import { useQuery } from '@tanstack/react-query';
import { ChoicesField } from '../../../components/fields';
import { campaignNamesQueryKey, getCampaignNames } from '../api/get-campaign-names';
import { CAMPAIGN_LABELS } from '../model/labels';

interface ReportCampaignsPickerProps {
  aggregateId: string;
  /** The campaign itself, left out of the choices; '' on create. */
  selfId: string;
  value: string[];
  onChange(ids: string[]): void;
  editing: boolean;
}

/**
 * The campaigns a Reports campaign reports on (docs/product/campaigns-venues-events.md §2.3): the workspace's other
 * campaigns, by name.
 */
export function ReportCampaignsPicker({ aggregateId, selfId, value, onChange, editing }: ReportCampaignsPickerProps) {
  const campaigns = useQuery({ queryKey: campaignNamesQueryKey(aggregateId), queryFn: () => getCampaignNames(aggregateId), staleTime: 30_000 });
  const data = (campaigns.data ?? []).filter((c) => c.id !== selfId).map((c) => ({ value: c.id, label: c.name }));
  return (
    <ChoicesField
      label={CAMPAIGN_LABELS.reportForCampaigns}
      data={data}
      value={value}
      onChange={onChange}
      editing={editing}
      unknown="Unknown campaign"
      placeholder="Choose campaigns"
      nothingFoundMessage="No other campaigns"
      style={{ gridColumn: '1 / -1' }}
      data-testid="report-campaigns"
    />
  );
}
