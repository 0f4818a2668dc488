import { Card, SimpleGrid, Text } from '@mantine/core';
import { ReadValue } from '../fields';
import type { TiDetail } from './ti-details';
import type { ConfigNames } from './config-choices';
import { formatCouponDate } from './model/instrument-detail';
import { BatchPanel } from './batch-panel';
import { ConflictsList } from './conflicts-list';
import { CardTitle } from './details-frame';

const required = (yes: boolean | undefined) => (yes ? 'Required' : 'Not required');

interface Props {
  coupon: TiDetail;
  config?: ConfigNames;
  timeZone?: string;
  /** The pencil: shown in edit mode, off while another card is being edited. */
  onEdit?(): void;
  locked: boolean;
}

/**
 * A coupon's card in read mode (docs/product/campaigns-venues-events.md §2.12): instrument and usage type, proximity
 * code (or Not Configured) and distance in Mtr's, the policy configured or not, zip code, customer name and email
 * required or not, owner, coupon type, schedule, then its batches.
 */
export function CouponCard({ coupon, config, timeZone, onEdit, locked }: Props) {
  const schedule = coupon.schedule ?? {};
  return (
    <Card withBorder padding="sm" data-testid="coupon-card" aria-label="Coupon">
      <CardTitle name={config?.name ?? 'Coupon'} editLabel="Edit coupon" onEdit={onEdit} locked={locked} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" mt="xs">
        <ReadValue label="Instrument">{[config?.type ?? '', coupon.usagetype ?? 'single'].filter(Boolean).join(' · ')}</ReadValue>
        <ReadValue label="Proximity code">{coupon.proximityFlag && coupon.proximityCode ? coupon.proximityCode : 'Not Configured'}</ReadValue>
        <ReadValue label="Proximity distance">{`${coupon.proximityDistance ?? 0} Mtr's`}</ReadValue>
        <ReadValue label="Coupon policy">{coupon.couponPolicyFlag ? 'Configured' : 'Not Configured'}</ReadValue>
        <ReadValue label="Zip code">{coupon.zipcode || '–'}</ReadValue>
        <ReadValue label="Customer name">{required(coupon.name)}</ReadValue>
        <ReadValue label="Customer email">{required(coupon.email)}</ReadValue>
        <ReadValue label="Coupon owner">{coupon.couponOwnership === false ? '3rd Party Vendors' : 'Own Coupons'}</ReadValue>
        <ReadValue label="Coupon type">{coupon.scratchCard ? 'Scratch & Win' : 'Normal'}</ReadValue>
        <ReadValue label="Schedule">
          {schedule.start ? `${formatCouponDate(schedule.start, timeZone)} – ${formatCouponDate(schedule.close, timeZone)}` : 'Not scheduled'}
        </ReadValue>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        Batches
      </Text>
      {coupon.instrumentInfo.length === 0 && (
        <Text size="sm" c="dimmed">
          No category configured yet.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {coupon.instrumentInfo.map((b) => (
          <BatchPanel key={b.uid} detailId={coupon.id} batch={b} timeZone={timeZone} />
        ))}
      </SimpleGrid>
      <ConflictsList detailId={coupon.id} timeZone={timeZone} />
    </Card>
  );
}
