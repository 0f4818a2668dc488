import type { Relation, RelationKind, Schedule } from '../../../domain/media-items/types';
import { targetScopeOf } from '../../../domain/relations/instrument';
import type { SectionTable } from '../../../domain/sections/table';
import type { RelationsSectionProps } from '../relations/relations-section';
import type { SchedulesSectionProps } from '../schedules/schedules-section';
import { lazyComponent } from '../../lib/lazy-component';
import type { RecordContext } from './record-page';
import { mayEdit, type SectionBody } from './record-section';

// Both render with the stored record, each from a chunk of its own: their cards, editors, pickers and date inputs
// come after the page's form rather than with it (docs/performance.md "First load").
const RelationsSection = lazyComponent<RelationsSectionProps>('RelationsSection', () =>
  import('../relations/relations-section').then((m) => m.RelationsSection),
);
const SchedulesSection = lazyComponent<SchedulesSectionProps>('SchedulesSection', () =>
  import('../schedules/schedules-section').then((m) => m.SchedulesSection),
);

interface StoredRecord {
  id: string;
  relations?: Relation[];
  schedules?: Schedule[];
}

interface StoredEditor<T extends StoredRecord> {
  saved?: T;
  reload(): Promise<void>;
  saveFields(section: string, fields: Partial<T>): Promise<void>;
}

/**
 * The sections of a stored record that have frames of their own: its anchors of one kind
 * (docs/product/campaigns-venues-events.md §2.8) and its schedules (§2.9), with the table's titles and roles. None
 * shows before the record is stored.
 */
export function storedSections<T extends StoredRecord>(
  table: SectionTable,
  page: RecordContext<unknown>,
  editor: StoredEditor<T>,
  source: { item: RelationKind; aggregateId: string },
) {
  const { saved } = editor;
  return {
    /** Anchors to `targetKind` records; `filters` narrow the picker (an event links only to venues that host events). */
    anchors: (name: string, targetKind: RelationKind, filters?: { eventhosting?: boolean; eventCampaign?: boolean }): SectionBody | undefined =>
      saved && {
        own: (
          <RelationsSection
            title={table[name].title}
            source={{ item: source.item, id: saved.id }}
            pickFrom={targetScopeOf({ item: source.item, id: saved.id }, source.aggregateId)}
            targetKind={targetKind}
            relations={saved.relations ?? []}
            editable={mayEdit(table, name, page)}
            filters={filters}
            onChanged={() => void editor.reload()}
          />
        ),
      },
    /**
     * The schedules list: a save sends the id and the whole list (docs/product/campaigns-venues-events.md §7);
     * `stateOf` names a card's state when the kind has its own words.
     */
    schedules: (name = 'schedules', stateOf?: SchedulesSectionProps['stateOf']): SectionBody | undefined =>
      saved && {
        own: (
          <SchedulesSection
            title={table[name].title}
            schedules={saved.schedules ?? []}
            editable={mayEdit(table, name, page)}
            onSave={(schedules) => editor.saveFields(name, { schedules } as Partial<T>)}
            stateOf={stateOf}
          />
        ),
      },
  };
}
