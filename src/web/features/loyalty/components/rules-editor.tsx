import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MultiSelect, NumberInput, Select } from '../../../components/inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { EarningAction, EarningRule } from '../../../../domain/loyalty/program';
import type { ScopeItem } from '../api/loyalty';
import { ACTION_LABELS, ACTION_OPTIONS, LOYALTY_TEXTS, newRule } from '../model/program-view';

/** An empty number input is null (no limit, or the creative's points); a typed one a number. */
const numberOrNull = (v: string | number) => (v === '' ? null : Number(v));

interface RulesEditorProps {
  rules: EarningRule[];
  campaigns: ScopeItem[];
  creatives: ScopeItem[];
  readOnly: boolean;
  onChange(rules: EarningRule[]): void;
  /** A rule's field: its shown message and blur (lib/form-check.tsx). */
  field(id: string, name: 'points' | 'maxPerProfile' | 'maxPerDay' | 'action'): { error?: string; onBlur(): void };
}

/** The earning rules: per action its points (or the creative's), the campaigns or creatives it is limited to, and its caps. */
export function RulesEditor({ rules, campaigns, creatives, readOnly, field, onChange }: RulesEditorProps) {
  const change = (id: string, patch: Partial<EarningRule>) => onChange(rules.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const options = (items: ScopeItem[]) => items.map((i) => ({ value: i.id, label: i.name }));
  return (
    <Stack gap="sm">
      {rules.length === 0 && <Text c="dimmed">{LOYALTY_TEXTS.noRules}</Text>}
      {rules.map((rule, n) => (
        <Paper key={rule.id} withBorder p="sm" data-testid="earning-rule" aria-label={`Earning rule ${n + 1}`} role="group">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Action"
              data={ACTION_OPTIONS}
              value={rule.action}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(v) => v && change(rule.id, { action: v as EarningAction })}
              {...field(rule.id, 'action')}
            />
            <NumberInput
              label="Points"
              description="Empty: the creative's gratification points"
              min={1}
              allowDecimal={false}
              value={rule.points ?? ''}
              disabled={readOnly}
              onChange={(v) => change(rule.id, { points: numberOrNull(v) })}
              {...field(rule.id, 'points')}
            />
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <NumberInput
                label="Most per profile"
                min={1}
                allowDecimal={false}
                value={rule.maxPerProfile ?? ''}
                disabled={readOnly}
                onChange={(v) => change(rule.id, { maxPerProfile: numberOrNull(v) })}
                {...field(rule.id, 'maxPerProfile')}
              />
              <NumberInput
                label="Most per day"
                min={1}
                allowDecimal={false}
                value={rule.maxPerDay ?? ''}
                disabled={readOnly}
                onChange={(v) => change(rule.id, { maxPerDay: numberOrNull(v) })}
                {...field(rule.id, 'maxPerDay')}
              />
            </Group>
            <MultiSelect
              label="Only these campaigns"
              placeholder={rule.campaignIds.length ? undefined : 'All campaigns'}
              data={options(campaigns)}
              value={rule.campaignIds}
              searchable
              disabled={readOnly}
              onChange={(campaignIds) => change(rule.id, { campaignIds })}
            />
            <MultiSelect
              label="Only these creatives"
              placeholder={rule.creativeIds.length ? undefined : 'All creatives'}
              data={options(creatives)}
              value={rule.creativeIds}
              searchable
              disabled={readOnly}
              onChange={(creativeIds) => change(rule.id, { creativeIds })}
            />
            <Group justify="space-between" align="flex-end">
              <Checkbox label="Enabled" checked={rule.enabled} disabled={readOnly} onChange={(e) => change(rule.id, { enabled: e.currentTarget.checked })} />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove the ${ACTION_LABELS[rule.action]} rule`}
                  onClick={() => onChange(rules.filter((r) => r.id !== rule.id))}
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
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...rules, newRule()])}>
            Add earning rule
          </Button>
        </Group>
      )}
    </Stack>
  );
}
