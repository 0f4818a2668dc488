import { useState } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Relation, RelationKind } from '../../../domain/media-items/types';
import { addButtonText } from '../../../domain/relations/buttons';
import { DELETE_RELATION_CONFIRM } from '../../../domain/relations/diff';
import type { TargetScope } from '../../../domain/relations/instrument';
import { DEFAULT_PERIOD_FILTER, endOfToday, filterByPeriod, startOfToday, type PeriodFilter } from '../../../domain/relations/periods';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { confirmDelete } from '../confirm-delete';
import { refreshKind } from '../../lib/resource';
import { useAction } from '../../lib/use-action';
import { postRelation, type RelationWrite } from './api';
import { CardsFrame } from './cards-frame';
import { PeriodFilterBar } from './period-filter';
import { RelationCard } from './relation-card';
import { RelationEditor, type RelationDraft } from './relation-editor';

export interface RelationsSectionProps {
  title: string;
  source: { item: RelationKind; id: string };
  /** Where the picker lists what may be anchored: the caller's workspace, or the instrument's project. */
  pickFrom: TargetScope;
  targetKind: RelationKind;
  relations: Relation[];
  /** The caller may change anchors here (EDITOR on the source's workspace). */
  editable: boolean;
  filters?: { eventhosting?: boolean; eventCampaign?: boolean };
  /** Called after a write so the page reloads the item (and its relations). */
  onChanged(): void;
}

/** Sentinel key of the card being added (it has no uid until saved). */
const NEW = '\u0000new';

/**
 * Anchors of one target kind (docs/product/campaigns-venues-events.md §2.8, §4.3): period filters, the kind's add
 * button, cards, and one card at a time in edit mode. Every change is one POST to media-relations, which writes both
 * sides.
 */
export function RelationsSection({ title, source, pickFrom, targetKind, relations, editable, filters = {}, onChanged }: RelationsSectionProps) {
  const [period, setPeriod] = useState<PeriodFilter>(DEFAULT_PERIOD_FILTER);
  const [editing, setEditing] = useState<{ key: string; draft: RelationDraft } | null>(null);
  const queryClient = useQueryClient();
  // Every change is one POST; both sides of the anchor changed: every list and picker of either kind reads again.
  const write = useAction({
    mutationFn: ({ body }: { body: RelationWrite; done: string }) => postRelation(body),
    onSuccess: (_, { body, done }) => {
      notify.success(done);
      void refreshKind(queryClient, source.item);
      void refreshKind(queryClient, body.target.item);
      onChanged();
    },
  });
  const saving = write.isPending;

  const ofKind = relations.filter((r) => r.relation === targetKind);
  const shown = filterByPeriod(ofKind, period);
  // The edited card stays in view even when its period is not ticked.
  const editedHidden = editing && editing.key !== NEW ? ofKind.find((r) => r.uid === editing.key && !shown.includes(r)) : undefined;
  const cards = editedHidden ? [editedHidden, ...shown] : shown;

  function add() {
    const now = new Date();
    setEditing({
      key: NEW,
      draft: { targetId: '', targetName: '', start: startOfToday(now).toISOString(), close: endOfToday(now).toISOString(), enabled: true },
    });
  }

  function edit(r: Relation) {
    setEditing({ key: r.uid, draft: { uid: r.uid, targetId: r.id, targetName: r.name, start: r.start, close: r.close, enabled: r.enabled } });
  }

  function save() {
    if (!editing) return;
    const { draft } = editing;
    write.mutate(
      {
        body: {
          action: draft.uid ? 'update' : 'create',
          source: { ...source, relation: { uid: draft.uid, start: draft.start, close: draft.close, enabled: draft.enabled } },
          target: { item: targetKind, id: draft.targetId },
        },
        done: draft.uid ? 'Anchor updated.' : 'Anchor created.',
      },
      { onSuccess: () => setEditing(null) },
    );
  }

  function remove(r: Relation) {
    confirmDelete({
      title: 'Delete relation',
      text: DELETE_RELATION_CONFIRM,
      onConfirm: () =>
        write.mutate({
          body: { action: 'delete', source: { ...source, relation: { uid: r.uid } }, target: { item: r.relation, id: r.id } },
          done: 'Anchor deleted.',
        }),
    });
  }

  const editor = (key: string) =>
    editing?.key === key && (
      <RelationEditor
        key={key}
        draft={editing.draft}
        onChange={(draft) => setEditing({ key, draft })}
        onSave={save}
        onCancel={() => setEditing(null)}
        saving={saving}
        pickFrom={pickFrom}
        targetKind={targetKind}
        link={filters}
      />
    );

  return (
    <CardsFrame
      title={title}
      actions={
        editable && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add} disabled={Boolean(editing) || saving}>
            {addButtonText(targetKind)}
          </Button>
        )
      }
    >
      <PeriodFilterBar value={period} onChange={setPeriod} />
      {editor(NEW)}
      {cards.length === 0 && !editing && (
        <Text size="sm" c="dimmed">
          No anchors in the ticked periods.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((r) =>
          editing?.key === r.uid ? null : (
            <RelationCard key={r.uid} relation={r} editable={editable} busy={Boolean(editing) || saving} onEdit={() => edit(r)} onDelete={() => remove(r)} />
          ),
        )}
      </SimpleGrid>
      {editing && editing.key !== NEW && editor(editing.key)}
    </CardsFrame>
  );
}
