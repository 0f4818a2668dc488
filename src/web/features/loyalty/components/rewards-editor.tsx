import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberInput, Select } from '../../../components/inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Reward } from '../../../../domain/loyalty/program';
import type { RewardDetail } from '../api/loyalty';
import { LOYALTY_TEXTS, newReward } from '../model/program-view';

interface RewardsEditorProps {
  rewards: Reward[];
  details: RewardDetail[];
  readOnly: boolean;
  /** A reward's field: its shown message and blur (lib/form-check.tsx). */
  field(id: string, name: 'name' | 'points' | 'detail_id'): { error?: string; onBlur(): void };
  onChange(rewards: Reward[]): void;
}

/** The rewards: a name, the points they cost, and the coupon, ticket or fare of the workspace they give. */
export function RewardsEditor({ rewards, details, readOnly, field, onChange }: RewardsEditorProps) {
  const change = (id: string, patch: Partial<Reward>) => onChange(rewards.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const options = details.map((d) => ({ value: d.id, label: d.label }));
  return (
    <Stack gap="sm">
      {rewards.length === 0 && <Text c="dimmed">{LOYALTY_TEXTS.noRewards}</Text>}
      {rewards.map((reward, n) => (
        <Paper key={reward.id} withBorder p="sm" data-testid="reward" role="group" aria-label={`Reward ${n + 1}`}>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              label="Reward name"
              required
              maxLength={100}
              value={reward.name}
              disabled={readOnly}
              onChange={(e) => change(reward.id, { name: e.currentTarget.value })}
              {...field(reward.id, 'name')}
            />
            <NumberInput
              label="Cost in points"
              required
              min={1}
              allowDecimal={false}
              value={reward.points}
              disabled={readOnly}
              onChange={(v) => change(reward.id, { points: v === '' ? 0 : Number(v) })}
              {...field(reward.id, 'points')}
            />
            <Select
              label="Gives"
              placeholder="A coupon, ticket or fare"
              data={
                options.some((o) => o.value === reward.detail_id) || !reward.detail_id
                  ? options
                  : [...options, { value: reward.detail_id, label: 'Another instrument' }]
              }
              value={reward.detail_id || null}
              searchable
              disabled={readOnly}
              onChange={(v) => change(reward.id, { detail_id: v ?? '' })}
              {...field(reward.id, 'detail_id')}
            />
            <Group justify="space-between" align="flex-end">
              <Checkbox
                label="Offered"
                checked={reward.enabled}
                disabled={readOnly}
                onChange={(e) => change(reward.id, { enabled: e.currentTarget.checked })}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove the reward ${reward.name}`}
                  onClick={() => onChange(rewards.filter((r) => r.id !== reward.id))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      {!readOnly && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...rewards, newReward(details[0]?.id ?? '')])}>
            Add reward
          </Button>
        </Group>
      )}
    </Stack>
  );
}
