import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import type { Relation, Schedule } from '../../../domain/media-items/types';
import { useConfigChoices } from './config-choices';
import { CouponCard } from './coupon-card';
import { CouponEditor } from './coupon-editor';
import { DetailsFrame } from './details-frame';
import { canAddCoupon } from './model/coupon';
import { useLinkedDetails } from './use-details';
import { Hint } from '../hint';

interface Props {
  title: string;
  campaign: { id: string; aggregate_id: string; schedules?: Schedule[]; relations?: Relation[] };
  /** The caller may edit the section (EDITOR on the campaign's workspace, not another workspace's campaign). */
  editable: boolean;
  timeZone?: string;
  /** Reads the campaign again (a new coupon adds its `tidetail` relation). */
  onCampaignChanged(): Promise<void>;
}

/**
 * The campaign's Coupons section (docs/product/campaigns-venues-events.md §2.3, §2.12, §4.5): Refresh, the section's
 * edit mode, 'Add New Coupon' (only in edit mode, with nothing selected and no coupon yet), the coupon cards, and the
 * editor of the one selected.
 */
export function CouponsSection({ title, campaign, editable, timeZone, onCampaignChanged }: Props) {
  const list = useLinkedDetails(campaign.relations);
  const { all: configs, offered } = useConfigChoices(campaign.aggregate_id, 'COUPON');
  const [editing, setEditing] = useState(false);
  // The coupon being edited: its id, 'new', or none.
  const [selected, setSelected] = useState<string | null>(null);
  const configOf = (id: string) => configs.find((c) => c.id === id);

  async function stored() {
    setSelected(null);
    await Promise.all([onCampaignChanged(), list.refresh()]);
  }

  return (
    <DetailsFrame
      title={title}
      noun="coupons"
      list={list}
      emptyText="No coupon has been configured."
      adding={selected === 'new'}
      tools={
        editable && (
          <>
            <Hint label={editing ? 'Done' : 'Edit'}>
              <ActionIcon
                variant="subtle"
                aria-label={editing ? 'Done editing coupons' : 'Edit coupons'}
                disabled={selected !== null}
                onClick={() => setEditing((e) => !e)}
              >
                {editing ? <IconCheck size={18} /> : <IconPencil size={18} />}
              </ActionIcon>
            </Hint>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={!canAddCoupon({ editing, selected: selected !== null, coupons: list.details.length })}
              onClick={() => setSelected('new')}
            >
              Add New Coupon
            </Button>
          </>
        )
      }
    >
      {list.details.map((d) =>
        selected === d.id ? (
          <CouponEditor key={d.id} coupon={d} campaign={campaign} configs={offered} timeZone={timeZone} onStored={stored} onCancel={() => setSelected(null)} />
        ) : (
          <CouponCard
            key={d.id}
            coupon={d}
            config={configOf(d.tiConfigId) ?? d.tiConfig}
            timeZone={timeZone}
            locked={selected !== null}
            onEdit={editable && editing ? () => setSelected(d.id) : undefined}
          />
        ),
      )}
      {selected === 'new' && <CouponEditor campaign={campaign} configs={offered} timeZone={timeZone} onStored={stored} onCancel={() => setSelected(null)} />}
    </DetailsFrame>
  );
}
