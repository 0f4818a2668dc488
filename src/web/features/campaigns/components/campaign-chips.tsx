import { Badge, Group, Stack, Text } from '@mantine/core';
import { campaignChips, campaignEmptyHints } from '../../../../domain/campaigns/chips';
import type { Campaign } from '../../../../domain/campaigns/types';

/**
 * Status chips Scheduled / Venue / Asset / Coupon / Creative (docs/product/campaigns-venues-events.md §2.3, §4.2) and
 * the empty hints.
 */
export function CampaignChips({ campaign }: { campaign: Pick<Campaign, 'schedules' | 'relations' | 'venueOwner'> }) {
  const hints = campaignEmptyHints(campaign);
  return (
    <Stack gap={4}>
      <Group gap="xs" data-testid="status-chips">
        {campaignChips(campaign, new Date()).map((c) => (
          <Badge key={c.label} color={c.active ? 'green' : 'dark'} variant="filled" data-testid="status-chip" data-active={c.active}>
            {c.label}
          </Badge>
        ))}
      </Group>
      {hints.map((h) => (
        <Text key={h} size="sm" c="dimmed" data-testid="campaign-hint">
          {h}
        </Text>
      ))}
    </Stack>
  );
}
