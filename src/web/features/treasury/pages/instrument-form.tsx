import { Privilege } from '../../../../domain/access';
import { httpUrlProblem } from '../../../../domain/common/place-parts';
import { INSTRUMENT_KIND } from '../../../../domain/relations/instrument';
import { TREASURY_SECTIONS } from '../../../../domain/treasury/sections';
import { AudienceStatistics } from '../../../components/audience/record-sections';
import { PropertiesEditor } from '../../../components/properties-editor';
import { CreateActions } from '../../../components/record/create-actions';
import { RecordSections } from '../../../components/record/record-section';
import { storedSections } from '../../../components/record/stored-sections';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { useRecordFrame } from '../../../components/record/record-frame';
import type { RecordContext } from '../../../components/record/record-page';
import { useTypeChange } from '../../../components/type-selector';
import { UrlsFields } from '../../../components/urls-fields';
import { useWorkspaceChoices } from '../../../lib/workspace-choices';
import { VisibilityFields } from '../../../components/visibility';
import { tiConfigs, type TiConfig } from '../../../lib/ti-configs';
import { InstrumentLocationFields } from '../components/instrument-location-fields';
import { InstrumentPrimaryFields } from '../components/instrument-primary-fields';
import { InstrumentUses } from '../components/instrument-uses';
import { draftOf, formErrors, SAVE_MESSAGES, TI_CONFIG_LABELS, type TiConfigDraft } from '../model/draft';
import type { TreasuryScope } from './use-treasury-scope';

/** Fields set when the instrument is created: its key stays. */
const FIXED = ['key'] as const;

/**
 * A treasury instrument's page (docs/product/platform.md §2.13, §6): Primary details and Location (ADMIN), Social
 * media, Special properties, Visibility, Anchored Media-Assets (EDITOR), what issues from it and its audience (views).
 * Each section's Save stores it; a new instrument is created in the project, or in the workspace whose INSTRUMENT menu
 * opened it.
 */
export function InstrumentForm({ page, where }: { page: RecordContext<TiConfig>; where: TreasuryScope }) {
  const frame = useRecordFrame();
  const workspaces = useWorkspaceChoices(where.tenant, where.project);
  const editor = useRecordEditor<TiConfig, TiConfigDraft>({
    api: tiConfigs.in(where.scope),
    sections: TREASURY_SECTIONS,
    initial: page.record,
    draftOf,
    fixed: FIXED,
    formErrors,
    labels: TI_CONFIG_LABELS,
    messages: SAVE_MESSAGES,
  });
  const { draft, change, saved, creating } = editor;
  const typeChanged = useTypeChange(change);
  // Its anchors reach past one workspace: the picker lists the project's assets the caller may see.
  const stored = storedSections(TREASURY_SECTIONS, page, editor, { item: INSTRUMENT_KIND, aggregateId: where.aggregateId });

  async function create() {
    const created = await editor.create({ body: { project_id: where.projectId, ...(where.aggregateId ? { aggregate_id: where.aggregateId } : {}) } });
    if (created) frame.leave(`${where.listPath}/${encodeURIComponent(created.id)}`, { replace: true });
  }

  return (
    <>
      <RecordSections
        table={TREASURY_SECTIONS}
        page={page}
        editor={editor}
        sections={{
          primary: {
            body: (editing) => (
              <InstrumentPrimaryFields
                draft={draft}
                onChange={change}
                editing={editing}
                creating={creating}
                errors={editor.errors}
                onTypeChange={typeChanged}
              />
            ),
          },
          location: { body: (editing) => <InstrumentLocationFields draft={draft} onChange={change} editing={editing} /> },
          // Links the apps open as they are: whole http(s) URLs, as the server checks them.
          social: {
            body: (editing) => (
              <UrlsFields draft={{ urls: draft.urls }} onChange={change} editing={editing} problemOf={httpUrlProblem} error={editor.errors.urls} />
            ),
          },
          properties: {
            columns: 1,
            body: (editing) => <PropertiesEditor value={draft.properties} editing={editing} onChange={(properties) => change({ properties })} />,
          },
          visibility: {
            body: (editing) => (
              <VisibilityFields
                draft={draft}
                onChange={change}
                editing={editing}
                workspaces={workspaces}
                ownAggregateId={saved?.aggregate_id ?? where.aggregateId}
              />
            ),
          },
          anchors: stored.anchors('anchors', 'asset'),
          events: saved && { columns: 2, defaultExpanded: true, body: () => <InstrumentUses relations={saved.relations ?? []} /> },
          audience: saved && { columns: 1, body: () => <AudienceStatistics kind="instrument" id={saved.id} workspaceId={saved.aggregate_id || undefined} /> },
        }}
      />
      {creating && <CreateActions busy={editor.busy} disabled={editor.invalid || page.privilege < Privilege.ADMIN} onTry={editor.reveal} onCreate={create} />}
    </>
  );
}
