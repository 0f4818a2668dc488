import { Privilege } from '../../../../domain/access';
import { imagePath } from '../../../../domain/images/upload-status';
import { WORKSPACE_SECTIONS } from '../../../../domain/workspaces/sections';
import { AddressFields, useGeocoding } from '../../../components/location';
import { PropertiesEditor } from '../../../components/properties-editor';
import { CreateActions } from '../../../components/record/create-actions';
import { mayEdit, RecordSections } from '../../../components/record/record-section';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { useRecordFrame } from '../../../components/record/record-frame';
import type { RecordContext } from '../../../components/record/record-page';
import { KeyFields } from '../../../components/fields';
import { useTypeChange } from '../../../components/type-selector';
import { UrlsFields } from '../../../components/urls-fields';
import { keyNames } from '../../../lib/key-names';
import { getSession } from '../../../lib/session';
import { workspaces, type ProjectScope, type Workspace } from '../api/workspaces';
import { PrimaryFields } from '../components/primary-fields';
import { QrCodes } from '../components/qr-codes';
import { draftOf, FIXED_FIELDS, IMAGE_SLOTS } from '../model/draft';
import { WORKSPACE_KEY_FIELDS } from '../model/key-fields';
import { WORKSPACE_LABELS } from '../model/labels';
import type { QrBases } from '../model/qr-links';
import { formErrors, SAVE_MESSAGES } from '../model/rules';

interface WorkspaceFormProps {
  page: RecordContext<Workspace>;
  scope: ProjectScope;
  qrBases?: QrBases;
  tileUrl?: string;
}

/** The workspace screen's sections (docs/product/platform.md §2.12) with their save rules (§4, §5, §8). */
export function WorkspaceForm({ page, scope, qrBases, tileUrl }: WorkspaceFormProps) {
  const frame = useRecordFrame();
  const editor = useRecordEditor({
    api: workspaces.in(scope),
    sections: WORKSPACE_SECTIONS,
    initial: page.record,
    draftOf,
    fixed: FIXED_FIELDS,
    formErrors,
    labels: WORKSPACE_LABELS,
    messages: SAVE_MESSAGES,
    images: { section: 'primary', slots: IMAGE_SLOTS, path: (id, slot) => imagePath('ma', id, slot) },
  });
  const { draft, change, saved } = editor;
  const geo = useGeocoding(editor.setDraft);

  const typeChanged = useTypeChange(change);

  async function create() {
    const ws = await editor.create();
    if (ws) frame.leave(`/${encodeURIComponent(scope.tenant)}/${encodeURIComponent(scope.project)}/workspaces/${encodeURIComponent(ws.id)}`, { replace: true });
  }

  return (
    <>
      <RecordSections
        table={WORKSPACE_SECTIONS}
        page={page}
        editor={editor}
        sections={{
          primary: {
            body: (editing) => (
              <PrimaryFields
                draft={draft}
                onChange={change}
                editing={editing}
                creating={editor.creating}
                errors={editor.errors}
                images={editor.images}
                imageSource={editor.imageSource}
                onImage={editor.setImage}
                onTypeChange={typeChanged}
              />
            ),
          },
          address: {
            body: (editing) => <AddressFields draft={draft} onChange={change} editing={editing} geo={geo} tileUrl={tileUrl} errors={editor.errors} />,
          },
          urls: { body: (editing) => <UrlsFields draft={draft} onChange={change} editing={editing} error={editor.errors.urls} /> },
          properties: {
            columns: 1,
            body: (editing) => <PropertiesEditor value={draft.properties} editing={editing} onChange={(properties) => change({ properties })} />,
          },
          keyFields: { body: () => <KeyFields record={saved} fields={WORKSPACE_KEY_FIELDS} names={keyNames(saved, getSession())} /> },
          qr: saved && {
            columns: 2,
            body: () => <QrCodes workspaceId={saved.id} workspaceKey={saved.key} bases={qrBases} canAct={mayEdit(WORKSPACE_SECTIONS, 'qr', page)} />,
          },
        }}
      />
      {editor.creating && (
        <CreateActions busy={editor.busy} disabled={editor.invalid || page.privilege < Privilege.ADMIN} onTry={editor.reveal} onCreate={create} />
      )}
    </>
  );
}
