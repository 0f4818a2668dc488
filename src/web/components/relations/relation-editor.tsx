import { Checkbox, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RelationKind, RelationTarget } from '../../../domain/media-items/types';
import { periodProblem } from '../../../domain/relations/periods';
import { TARGET_IMMUTABLE } from '../../../domain/relations/diff';
import type { TargetScope } from '../../../domain/relations/instrument';
import type { LinkContext } from '../../../domain/relations/targets';
import { notify } from '../../lib/notify';
import { DateTimeField } from './date-time';
import { EditorButtons } from './editor-buttons';
import { TargetPicker } from './target-picker';

/** The anchor being edited: a saved one carries its uid, and its target is fixed. */
export interface RelationDraft {
  uid?: string;
  targetId: string;
  targetName: string;
  start: string;
  close: string;
  enabled: boolean;
}

interface RelationEditorProps {
  draft: RelationDraft;
  onChange(draft: RelationDraft): void;
  onSave(): void;
  onCancel(): void;
  saving: boolean;
  pickFrom: TargetScope;
  targetKind: RelationKind;
  link: LinkContext;
}

/**
 * Edit mode of an anchor card (docs/product/campaigns-venues-events.md §2.8): target list, start and end with seconds,
 * Enabled, Save and Cancel.
 */
export function RelationEditor({ draft, onChange, onSave, onCancel, saving, pickFrom, targetKind, link }: RelationEditorProps) {
  const dateProblem = periodProblem(draft.start, draft.close);

  function pick(target: RelationTarget) {
    // docs/product/campaigns-venues-events.md §5: an anchor with a saved id keeps its target.
    if (draft.uid && target.id !== draft.targetId) {
      notify.warning(TARGET_IMMUTABLE);
      return;
    }
    onChange({ ...draft, targetId: target.id, targetName: target.name });
  }

  return (
    <Paper withBorder p="sm" radius="sm" data-testid="relation-editor">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TargetPicker pickFrom={pickFrom} targetKind={targetKind} link={link} selectedId={draft.targetId} onPick={pick} />
        <Stack gap="xs">
          <Text size="sm" fw={600} data-testid="relation-target">
            {draft.targetName || 'Select an item'}
          </Text>
          <DateTimeField label="Start" value={draft.start} onChange={(start) => onChange({ ...draft, start })} disabled={saving} />
          <DateTimeField label="End" value={draft.close} onChange={(close) => onChange({ ...draft, close })} error={dateProblem} disabled={saving} />
          <Checkbox label="Enabled" checked={draft.enabled} onChange={(e) => onChange({ ...draft, enabled: e.currentTarget.checked })} disabled={saving} />
          {/* Save appears once a target is picked. */}
          <EditorButtons onSave={onSave} onCancel={onCancel} saving={saving} showSave={Boolean(draft.targetId)} saveDisabled={Boolean(dateProblem)} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
