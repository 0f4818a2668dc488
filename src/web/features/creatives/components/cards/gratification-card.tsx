import { SimpleGrid, Stack, Text } from '@mantine/core';
import { NumberInput, Select } from '../../../../components/inputs';
import { IconTrophy } from '@tabler/icons-react';
import { GRATIFICATION_ACTIONS, GRATIFICATION_TYPES, type Gratification, type GratificationAction } from '../../../../../domain/creatives/parts';
import type { CardField } from '../../../../components/card-section';
import { GRATIFICATION_HINT } from '../../model/cards';
import { Hint } from '../../../../components/hint';

const ACTION_LABELS: Record<GratificationAction, string> = { like: 'Like', view: 'View', share: 'Share' };
const points = (n: number) => (Number.isFinite(n) ? String(n) : '–');

/**
 * Read mode (docs/product/creatives-assets-signage.md §2.5): Gratification Type, Points Configured and Maximum Limit,
 * with the hint.
 */
export function GratificationView({ card }: { card: Gratification }) {
  return (
    <Hint label={GRATIFICATION_HINT}>
      <Stack gap={2} title={GRATIFICATION_HINT}>
        <Text fw={600}>
          <IconTrophy size={16} aria-hidden /> Gratification Type: {ACTION_LABELS[card.action]}
        </Text>
        <Text size="sm">Points Configured: {points(card.defaultPoints)}</Text>
        <Text size="sm">Maximum Limit: {points(card.maxLimit)}</Text>
      </Stack>
    </Hint>
  );
}

const OPTIONAL = [
  ['minimumPoints', 'Minimum points'],
  ['extraPoints', 'Extra points'],
  ['additionalPoints', 'Additional points'],
  ['validationPoints', 'Validation points'],
  ['arPoints', 'AR points'],
] as const;

/** Edit mode: the action (type derived from it), the required points and maximum limit, and the other points of a campaign action. */
export function GratificationForm({ card, onChange, field }: { card: Gratification; onChange(card: Gratification): void; field: CardField }) {
  const set = (patch: Partial<Gratification>) => onChange({ ...card, ...patch });
  const number = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);
  return (
    <Stack gap="xs">
      <Select
        label="Gratification Type"
        data={GRATIFICATION_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
        value={card.action}
        allowDeselect={false}
        onChange={(a) => a && set({ action: a as GratificationAction, type: GRATIFICATION_TYPES[a as GratificationAction] })}
        comboboxProps={{ withinPortal: true }}
        {...field('action')}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label="Points Configured"
          required
          min={0}
          allowDecimal={false}
          value={Number.isFinite(card.defaultPoints) ? card.defaultPoints : ''}
          onChange={(v) => set({ defaultPoints: number(v) })}
          {...field('defaultPoints')}
        />
        <NumberInput
          label="Maximum Limit"
          required
          min={0}
          allowDecimal={false}
          value={Number.isFinite(card.maxLimit) ? card.maxLimit : ''}
          onChange={(v) => set({ maxLimit: number(v) })}
          {...field('maxLimit')}
        />
        {OPTIONAL.map(([path, label]) => (
          <NumberInput
            key={path}
            label={label}
            min={0}
            allowDecimal={false}
            value={card[path]}
            onChange={(v) => set({ [path]: typeof v === 'number' ? v : 0 })}
            {...field(path)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
