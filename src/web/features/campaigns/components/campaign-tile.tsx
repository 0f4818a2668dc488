import { Badge, Group, Text } from '@mantine/core';
import { IconRocket, IconSpeakerphone } from '@tabler/icons-react';
import { campaignBadges } from '../../../../domain/campaigns/badges';
import { latestSchedule } from '../../../../domain/campaigns/sort';
import { formatDateTime } from '../../../../domain/common/dates';
import type { CampaignTileFields } from '../api/get-campaigns';
import { BannerImage } from '../../../components/banner-image';
import { Tile, TileAction } from '../../../components/tile';

/**
 * A campaign tile (docs/product/campaigns-venues-events.md §2.2): banner, name, type, the latest schedule (workspace
 * time zone), the running / coupon / ticket badges, launch by id.
 */
export function CampaignTile({ campaign, listPath, now, timeZone }: { campaign: CampaignTileFields; listPath: string; now: Date; timeZone?: string }) {
  const badges = campaignBadges(campaign, now);
  const schedule = latestSchedule(campaign.schedules);
  return (
    <Tile
      name={campaign.name}
      testId="campaign-tile"
      banner={<BannerImage type="campaign" purpose="img" id={campaign.id} name={campaign.name} placeholder={IconSpeakerphone} testId="campaign-banner" />}
      details={
        <>
          <Text size="sm" c="dimmed">
            {[campaign.type, campaign.subtype].filter(Boolean).join(' | ') || '–'}
          </Text>
          <Text size="xs" c="dimmed" data-testid="campaign-schedule">
            {schedule ? `${formatDateTime(schedule.start, timeZone)} – ${formatDateTime(schedule.close, timeZone)}` : 'Not scheduled'}
          </Text>
          <Group gap={4} mt={4} data-testid="campaign-badges">
            {badges.running && (
              <Badge color="green" size="sm">
                Running
              </Badge>
            )}
            {badges.coupon && (
              <Badge color="orange" size="sm">
                Coupon
              </Badge>
            )}
            {badges.ticket && (
              <Badge color="grape" size="sm">
                Ticket
              </Badge>
            )}
          </Group>
        </>
      }
      actions={<TileAction tip="Launch" label={`Launch ${campaign.name}`} to={`${listPath}/${encodeURIComponent(campaign.id)}`} icon={IconRocket} />}
    />
  );
}
