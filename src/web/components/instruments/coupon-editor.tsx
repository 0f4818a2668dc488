import { useState } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { NumberInput, Select } from '../inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Schedule } from '../../../domain/media-items/types';
import { DISCOUNT_TYPES, POLICY_CURRENCIES, TREASURY_MESSAGES, USAGE_TYPES } from '../../../domain/treasury/types';
import { notify } from '../../lib/notify';
import type { TiConfigChoice } from './config-choices';
import { ConfigSelect, ScheduleSelect, StartSerialInput } from './editor-parts';
import { addBatch, createTiDetail, generateBatch, getTiDetail, updateBatch, updateTiDetail, type TiDetail } from './ti-details';
import { canGenerate, couponBatchBody, couponBody, couponDraftOf, couponProblems, couponSaveable, tickable, type CouponDraft } from './model/coupon';
import { SubmitGate } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';
import { useAction } from '../../lib/use-action';
import { RedeemerMobile } from './redeemer-mobile';

interface Props {
  /** The stored coupon; absent for a new one. */
  coupon?: TiDetail;
  campaign: { id: string; aggregate_id: string; schedules?: Schedule[] };
  configs: TiConfigChoice[];
  timeZone?: string;
  /** The coupon was stored (or generation started): the section reads it and its campaign again. */
  onStored(detailId: string): Promise<void>;
  onCancel(): void;
}

const block = (title: string) => (
  <Title order={3} size="h6" mt="sm">
    {title}
  </Title>
);

/**
 * A coupon's edit mode (docs/product/campaigns-venues-events.md §2.12, §4.5): instrument configuration, the one coupon
 * category, the redeemers (validators), the coupon policy, and generation behind the three confirmations. Each save
 * does its steps in order — the coupon, its batch, its redeemers — and then reads what changed, instead of the
 * fixed waits and page reloads.
 */
export function CouponEditor({ coupon, campaign, configs, timeZone, onStored, onCancel }: Props) {
  const [d, setDraft] = useState<CouponDraft>(() => couponDraftOf(coupon));
  const change = (patch: Partial<CouponDraft>) => setDraft((x) => ({ ...x, ...patch }));
  const batch = coupon?.instrumentInfo[0];
  const frozen = Boolean(batch && batch.generation !== 'configured');
  const ok = tickable(d);
  const schedules = campaign.schedules ?? [];
  // Save waits for what the server needs, Generate for a whole coupon; each field says why beside itself once touched.
  const problems = couponProblems(d);
  const saveable = couponSaveable(problems);
  const check = useFormCheck<string>(problems, {
    tiConfigId: d.tiConfigId,
    scheduleUid: d.scheduleUid,
    startSerial: d.startSerial,
    category: d.category?.category,
    numberOfTickets: d.category?.numberOfTickets,
    policy: d.policy,
    ...Object.fromEntries(d.redeemers.map((r, i) => [`redeemer.${i}`, r.mobile])),
  });

  /** The coupon, then its batch (or, once generated, only its redeemers): in that order, each after the other. */
  async function store(): Promise<TiDetail> {
    const body = couponBody(d, schedules);
    let stored = coupon
      ? await updateTiDetail(coupon.id, body)
      : await createTiDetail({ ...body, titype: 'COUPON', enabled: true, source_id: campaign.id, aggregate_id: campaign.aggregate_id });
    const first = (coupon ?? stored).instrumentInfo?.[0];
    if (d.category) {
      if (!first) await addBatch(stored.id, couponBatchBody(d));
      else await updateBatch(stored.id, first.uid, frozen ? { redeemer: couponBatchBody(d).redeemer } : couponBatchBody(d));
      stored = await getTiDetail(stored.id, true);
    }
    return stored;
  }

  const save = useAction({
    mutationFn: store,
    onSuccess: (stored) => {
      notify.success(TREASURY_MESSAGES.couponUpdated);
      return onStored(stored.id);
    },
  });
  const generate = useAction({
    mutationFn: async () => {
      const stored = await store();
      notify.info(TREASURY_MESSAGES.policyUpdated);
      const target = stored.instrumentInfo[0];
      if (target) await generateBatch(stored.id, target.uid);
      return stored;
    },
    onSuccess: (stored) => onStored(stored.id),
  });
  const busy = save.isPending || generate.isPending;

  const setRedeemer = (i: number, patch: Partial<CouponDraft['redeemers'][number]>) =>
    change({ redeemers: d.redeemers.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  return (
    <Card withBorder padding="sm" data-testid="coupon-editor" aria-label="Coupon editor">
      <Stack gap="xs">
        {block('Instrument Configuration')}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
          <ConfigSelect
            label="Instrument configuration"
            configs={configs}
            value={d.tiConfigId}
            onChange={(tiConfigId) => change({ tiConfigId })}
            emptyHint="No instrument configuration yet."
            {...check.field('tiConfigId')}
          />
          <ScheduleSelect
            label="Schedule"
            schedules={schedules}
            timeZone={timeZone}
            value={d.scheduleUid}
            onChange={(scheduleUid) => change({ scheduleUid })}
            emptyHint="Schedule is not set up yet."
            {...check.field('scheduleUid')}
          />
          <StartSerialInput
            placeholder="ABC0001"
            value={d.startSerial}
            disabled={frozen}
            onChange={(startSerial) => change({ startSerial })}
            {...check.field('startSerial')}
          />
          <Select
            label="Usage type"
            data={USAGE_TYPES}
            value={d.usagetype}
            allowDeselect={false}
            onChange={(v) => change(v === 'multiple' ? { usagetype: 'multiple', usageLimit: Math.max(2, d.usageLimit) } : { usagetype: 'single' })}
          />
          {d.usagetype === 'multiple' && (
            <NumberInput label="Uses allowed" min={2} allowDecimal={false} value={d.usageLimit} onChange={(v) => change({ usageLimit: Number(v) || 2 })} />
          )}
          <Select
            label="Coupon owner"
            data={['Own Coupons', '3rd Party Vendors']}
            value={d.couponOwnership ? 'Own Coupons' : '3rd Party Vendors'}
            allowDeselect={false}
            onChange={(v) => change({ couponOwnership: v !== '3rd Party Vendors' })}
          />
          <Select
            label="Coupon type"
            data={['Normal', 'Scratch & Win']}
            value={d.scratchCard ? 'Scratch & Win' : 'Normal'}
            allowDeselect={false}
            onChange={(v) => change({ scratchCard: v === 'Scratch & Win' })}
          />
          <Checkbox label="Proximity" mt="xl" checked={d.proximityFlag} onChange={(e) => change({ proximityFlag: e.currentTarget.checked })} />
          <TextInput
            label="Proximity Code"
            value={d.proximityCode}
            disabled={!d.proximityFlag}
            onChange={(e) => change({ proximityCode: e.currentTarget.value })}
          />
          <NumberInput label="Proximity distance (Mtr's)" min={0} value={d.proximityDistance} onChange={(v) => change({ proximityDistance: Number(v) || 0 })} />
          <TextInput label="Zip code" value={d.zipcode} onChange={(e) => change({ zipcode: e.currentTarget.value })} />
          <Checkbox label="Customer name required" mt="xl" checked={d.name} onChange={(e) => change({ name: e.currentTarget.checked })} />
          <Checkbox label="Customer email required" mt="xl" checked={d.email} onChange={(e) => change({ email: e.currentTarget.checked })} />
        </SimpleGrid>

        {block('Coupon Category Configuration')}
        <Text size="xs" c="dimmed">
          {TREASURY_MESSAGES.categoryHint}
        </Text>
        {d.category ? (
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Category"
              required
              value={d.category.category}
              disabled={frozen}
              onChange={(e) => change({ category: { ...d.category!, category: e.currentTarget.value.toUpperCase() } })}
              {...check.field('category')}
            />
            <NumberInput
              label="Number of coupons"
              required
              min={1}
              allowDecimal={false}
              value={d.category.numberOfTickets}
              disabled={frozen}
              onChange={(v) => change({ category: { ...d.category!, numberOfTickets: Number(v) || 0 } })}
              {...check.field('numberOfTickets')}
            />
          </Group>
        ) : (
          <Group>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => change({ category: { category: '', numberOfTickets: 100 } })}>
              Add Coupon Category
            </Button>
          </Group>
        )}

        {block('Redeemer Configuration')}
        {d.redeemers.map((r, i) => (
          <Group key={i} align="flex-start" gap="sm" data-testid="redeemer-row">
            <RedeemerMobile mobile={r.mobile} profileId={r.profile_id} onChange={(v) => setRedeemer(i, v)} {...check.field(`redeemer.${i}`)} />
            <TextInput label="Token" value={r.token ?? ''} readOnly variant="filled" placeholder="Given on save" w={120} data-testid="redeemer-token" />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove redeemer ${i + 1}`}
              onClick={() => change({ redeemers: d.redeemers.filter((_, j) => j !== i) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => change({ redeemers: [...d.redeemers, { mobile: '', profile_id: '' }] })}
          >
            Add Redeemer
          </Button>
        </Group>

        {block('Coupon Policy Configuration')}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
          <Select
            label="Currency"
            required
            data={POLICY_CURRENCIES}
            value={d.policy.currency}
            allowDeselect={false}
            onChange={(v) => change({ policy: { ...d.policy, currency: v ?? 'INR' } })}
          />
          <Select
            label="Discount Type"
            required
            data={Object.entries(DISCOUNT_TYPES).map(([value, label]) => ({ value, label }))}
            value={d.policy.discountType || null}
            onChange={(v) => change({ policy: { ...d.policy, discountType: (v ?? '') as CouponDraft['policy']['discountType'] } })}
            {...check.field('policy')}
          />
          <NumberInput
            label="Minimum Sale Amount"
            required
            min={0}
            value={d.policy.minimumSaleAmount}
            onChange={(v) => change({ policy: { ...d.policy, minimumSaleAmount: Number(v) || 0 } })}
          />
          <NumberInput
            label="Discount"
            required
            min={0}
            value={d.policy.discount}
            onChange={(v) => change({ policy: { ...d.policy, discount: Number(v) || 0 } })}
          />
        </SimpleGrid>

        {block('Coupon Generation')}
        {frozen ? (
          <Text size="sm" c="dimmed">
            {batch?.generation === 'generating' ? TREASURY_MESSAGES.generationRunning : 'The coupons of this category have been generated.'}
          </Text>
        ) : (
          <Group gap="md">
            <Checkbox
              label="Category added"
              disabled={!ok.category}
              checked={d.ticks.category && ok.category}
              onChange={(e) => change({ ticks: { ...d.ticks, category: e.currentTarget.checked } })}
            />
            <Checkbox
              label="Redeemers added"
              disabled={!ok.redeemers}
              checked={d.ticks.redeemers && ok.redeemers}
              onChange={(e) => change({ ticks: { ...d.ticks, redeemers: e.currentTarget.checked } })}
            />
            <Checkbox
              label="Policy added"
              disabled={!ok.policy}
              checked={d.ticks.policy && ok.policy}
              onChange={(e) => change({ ticks: { ...d.ticks, policy: e.currentTarget.checked } })}
            />
            <SubmitGate invalid={!canGenerate(d, batch)} onTry={check.reveal}>
              <Button size="xs" color="green" disabled={busy || !canGenerate(d, batch)} loading={busy} onClick={() => generate.mutate()}>
                Generate Coupons
              </Button>
            </SubmitGate>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <SubmitGate invalid={!saveable} onTry={check.reveal}>
            <Button onClick={() => save.mutate()} disabled={busy || !saveable}>
              Save
            </Button>
          </SubmitGate>
        </Group>
      </Stack>
    </Card>
  );
}
