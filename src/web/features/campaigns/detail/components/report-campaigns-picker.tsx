import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { campaignNamesQueryKey, getCampaignNames } from '../../api/campaign-calls';

interface ReportCampaignsPickerProps {
  aggregateId: string;
  /** The campaign itself, left out of the choices; '' on create. */
  selfId: string;
  value: string[];
  onChange(ids: string[]): void;
  editing: boolean;
}

/** The campaigns a Reports campaign reports on (spec 02 §2.3): the workspace's other campaigns. */
export function ReportCampaignsPicker({ aggregateId, selfId, value, onChange, editing }: ReportCampaignsPickerProps) {
  const campaigns = useQuery({ queryKey: campaignNamesQueryKey(aggregateId), queryFn: () => getCampaignNames(aggregateId), staleTime: 30_000 });
  const known = new Map((campaigns.data ?? []).filter((c) => c.id !== selfId).map((c) => [c.id, c.name]));
  // A chosen campaign that is gone (or not readable) still shows, by its id, so nothing is lost silently.
  const data = [
    ...[...known].map(([id, name]) => ({ value: id, label: name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <MultiSelect
      label="Report for campaigns"
      data={data}
      value={value}
      onChange={onChange}
      readOnly={!editing}
      searchable
      placeholder={editing ? 'Choose campaigns' : undefined}
      nothingFoundMessage="No other campaigns"
      style={{ gridColumn: '1 / -1' }}
      data-testid="report-campaigns"
    />
  );
}
