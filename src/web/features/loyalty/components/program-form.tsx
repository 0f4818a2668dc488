import { useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Stack, Switch, TextInput, Title } from '@mantine/core';
import { NumberInput, Textarea } from '../../../components/inputs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../../components/record/load-failure';
import { useRecordFrame } from '../../../components/record/record-frame';
import { PageLoader } from '../../../components/spinner';
import { describeError } from '../../../lib/api-error';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { getProgramChoices, loyaltyKeys, type ProgramScope } from '../api/loyalty';
import { fieldProblemsOf, fieldValuesOf, type ProgramDraft } from '../model/program-view';
import { RewardsEditor } from './rewards-editor';
import { RulesEditor } from './rules-editor';

interface ProgramFormProps {
  scope: ProgramScope;
  initial: ProgramDraft;
  readOnly: boolean;
  saveLabel: string;
  /** Stores the draft; a refusal's message shows above the form. */
  onSave(draft: ProgramDraft): Promise<unknown>;
}

/** A program's document: name, description, running or not, expiry, earning rules and rewards, checked by the domain before it is sent. */
export function ProgramForm({ scope, initial, readOnly, saveLabel, onSave }: ProgramFormProps) {
  const frame = useRecordFrame();
  const [draft, setDraft] = useState(initial);
  // A refusal's message shows above the form until the next try.
  const save = useMutation({ mutationFn: (saved: ProgramDraft) => onSave(saved), onSuccess: () => frame.setDirty(false) });
  const choices = useQuery({ queryKey: loyaltyKeys.choices(scope.aggregate), queryFn: () => getProgramChoices(scope), retry: false });
  // The domain's rules as the program is edited: Save waits for none, each field saying why beside itself once touched;
  // what belongs to a whole list (two rules with one id) is said above the form once Save was tried (docs/decisions/0137).
  const problems = fieldProblemsOf(draft);
  const check = useFormCheck<string>(problems, fieldValuesOf(draft));
  const listProblems = ['earningRules', 'rewards', ''].map((key) => problems[key]).filter(Boolean);

  const edit = (patch: Partial<ProgramDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    frame.setDirty(true);
  };

  function trySave() {
    if (check.invalid) return check.reveal();
    save.mutate(draft);
  }

  if (choices.isError) return <LoadFailure error={choices.error} />;
  if (!choices.data) return <PageLoader />;
  return (
    <Stack gap="lg" component="form" aria-label="Loyalty program" onSubmit={(e) => e.preventDefault()} onKeyDown={check.onKeyDown}>
      {save.isError && (
        <Alert color="red" role="alert" data-testid="program-save-error">
          {describeError(save.error)}
        </Alert>
      )}
      {check.tried && listProblems.length > 0 && (
        <Alert color="red" role="alert" data-testid="program-problems">
          <List size="sm">
            {listProblems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Stack gap="sm" maw={640}>
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={draft.name}
          disabled={readOnly}
          onChange={(e) => edit({ name: e.currentTarget.value })}
          {...check.field('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.description}
          disabled={readOnly}
          onChange={(e) => edit({ description: e.currentTarget.value })}
        />
        <Switch
          label="Running (credits points and gives rewards)"
          checked={draft.enabled}
          disabled={readOnly}
          onChange={(e) => edit({ enabled: e.currentTarget.checked })}
        />
        <Group align="flex-end">
          <Checkbox
            label="Points never expire"
            checked={draft.expiryDays === null}
            disabled={readOnly}
            onChange={(e) => edit({ expiryDays: e.currentTarget.checked ? null : 365 })}
          />
          {draft.expiryDays !== null && (
            <NumberInput
              label="Points expire after (days)"
              min={1}
              max={3650}
              allowDecimal={false}
              value={draft.expiryDays}
              disabled={readOnly}
              onChange={(v) => edit({ expiryDays: v === '' ? 0 : Number(v) })}
              {...check.field('expiryDays')}
            />
          )}
        </Group>
      </Stack>
      <section aria-label="Earning rules">
        <Title order={2} size="h4" mb="xs">
          Earning rules
        </Title>
        <RulesEditor
          rules={draft.earningRules}
          campaigns={choices.data.campaigns}
          creatives={choices.data.creatives}
          readOnly={readOnly}
          field={(id, name) => check.field(`earningRules.${id}.${name}`)}
          onChange={(earningRules) => edit({ earningRules })}
        />
      </section>
      <section aria-label="Rewards">
        <Title order={2} size="h4" mb="xs">
          Rewards
        </Title>
        <RewardsEditor
          rewards={draft.rewards}
          details={choices.data.rewardDetails}
          readOnly={readOnly}
          field={(id, name) => check.field(`rewards.${id}.${name}`)}
          onChange={(rewards) => edit({ rewards })}
        />
      </section>
      {!readOnly && (
        <Group justify="flex-end">
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button onClick={trySave} loading={save.isPending} disabled={check.invalid}>
              {saveLabel}
            </Button>
          </SubmitGate>
        </Group>
      )}
    </Stack>
  );
}
