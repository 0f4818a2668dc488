import { useMemo, useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Privilege, type PrivilegeLevel } from '../../../../../domain/access';
import { WORKSPACE_SECTIONS } from '../../../../../domain/workspaces/sections';
import { IMAGE_MESSAGES } from '../../../../../domain/images/aspect';
import { imagePath, needsUpload } from '../../../../../domain/images/upload-status';
import { PREVIEW_SLOT, uploadPending, type ImageSlot } from '../../../../components/image-upload';
import { Section, useSectionGroup } from '../../../../components/section';
import { Spinner } from '../../../../components/spinner';
import type { TypeSelectorChange } from '../../../../components/type-selector';
import { api } from '../../../../lib/api';
import { describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { saveChanges } from '../../../../lib/save-changes';
import { workspaceQueryKey, type Workspace } from '../api/workspace';
import { createWorkspace, getWorkspace, updateWorkspace } from '../api/workspace-calls';
import { AddressFields, useGeocoding } from '../../../../components/location';
import { KeyFields } from '../components/key-fields';
import { IMAGE_KINDS, PrimaryFields, type ImageKind } from '../components/primary-fields';
import { PropertiesEditor } from '../../../../components/properties-editor';
import { QrCodes } from '../components/qr-codes';
import { UrlsFields } from '../../../../components/urls-fields';
import { changedFields, createBody, draftOf, pick, SECTION_FIELDS, type SectionName, type WorkspaceDraft } from '../model/draft';
import type { QrBases } from '../model/qr-links';
import { SAVE_MESSAGES } from '../model/save-messages';
import { firstError, primaryErrors, type FieldErrors } from '../model/validate';

const NO_IMAGES: Record<ImageKind, ImageSlot> = { banner: PREVIEW_SLOT, icon: PREVIEW_SLOT, logo: PREVIEW_SLOT };

interface WorkspaceFormProps {
  tenantKey: string;
  projectKey: string;
  /** The stored workspace; absent when creating. */
  initial?: Workspace;
  privilege: PrivilegeLevel;
  qrBases?: QrBases;
  tileUrl?: string;
}

/** The workspace screen's sections (spec §2.12) with their save rules (§4, §5, §8). */
export function WorkspaceForm({ tenantKey, projectKey, initial, privilege, qrBases, tileUrl }: WorkspaceFormProps) {
  const creating = !initial;
  const mode = creating ? 'NEW' : 'EDIT';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { requestEditAll } = useSectionGroup();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<WorkspaceDraft>(() => draftOf(initial));
  const [images, setImages] = useState(NO_IMAGES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const wasMutation = useRef(false);
  const geo = useGeocoding(setDraft);
  // What the server holds, as form values: sections save what differs from it.
  const savedDraft = useMemo(() => draftOf(saved), [saved]);

  const change = (patch: Partial<WorkspaceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const restore = (values: Partial<WorkspaceDraft>) => setDraft((d) => ({ ...d, ...values }));
  const imageSource = (kind: ImageKind) => imagePath('ma', saved?.id ?? 'new', kind);

  function takeStored(ws: Workspace, section: SectionName) {
    setSaved(ws);
    setDraft((d) => ({ ...d, ...pick(draftOf(ws), SECTION_FIELDS[section]) }));
    queryClient.setQueryData(workspaceQueryKey(tenantKey, projectKey, ws.id), ws);
  }

  async function uploadImages(id: string) {
    const result = await uploadPending(api, images, (kind) => imagePath('ma', id, kind));
    setImages(result.slots);
    if (result.uploaded.length > 0) notify.success(IMAGE_MESSAGES.uploaded);
    for (const f of result.failures) notify.error(`${f.key}: ${describeError(f.error)}`);
  }

  function checkPrimary(): boolean {
    const found = primaryErrors(draft, creating);
    setErrors(found);
    const message = firstError(found);
    if (message) notify.error(message);
    return !message;
  }

  async function saveSection(section: SectionName): Promise<boolean> {
    if (!saved) return false;
    const changes = changedFields(savedDraft, draft, section);
    const id = saved.id;
    return saveChanges({
      changes,
      pendingUpload: section === 'primary' && IMAGE_KINDS.some(({ kind }) => needsUpload(images[kind].status)),
      messages: SAVE_MESSAGES,
      check: section === 'primary' ? checkPrimary : undefined,
      put: async (c) => takeStored(await updateWorkspace(id, c), section),
      upload: () => uploadImages(id),
    });
  }

  async function refresh(section: SectionName) {
    if (!saved) return;
    try {
      takeStored(await getWorkspace(tenantKey, projectKey, saved.id, true), section);
      if (section === 'primary') setImages(NO_IMAGES);
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  async function create() {
    if (!checkPrimary()) return;
    setBusy(true);
    const progress = notify.info(SAVE_MESSAGES.progress);
    try {
      const ws = await createWorkspace(tenantKey, projectKey, createBody(draft));
      queryClient.setQueryData(workspaceQueryKey(tenantKey, projectKey, ws.id), ws);
      await uploadImages(ws.id);
      notify.success(SAVE_MESSAGES.saved);
      navigate(`/${encodeURIComponent(tenantKey)}/${encodeURIComponent(projectKey)}/workspaces/${encodeURIComponent(ws.id)}`, { replace: true });
    } catch (e) {
      notify.error(describeError(e));
      setBusy(false);
    } finally {
      notifications.hide(progress);
    }
  }

  function typeChanged(c: TypeSelectorChange) {
    change(c.choice);
    // A mutation enables editing of all groups (spec §4), once per change away from the stored type.
    if (c.mutation && !wasMutation.current) requestEditAll();
    wasMutation.current = c.mutation;
  }

  const common = { mode, privilege, busy } as const;
  const sectionProps = (section: SectionName) => ({
    ...common,
    editorRole: WORKSPACE_SECTIONS[section].editRole ?? Privilege.OWNER,
    values: pick(draft, SECTION_FIELDS[section]),
    onRestore: (v: Partial<WorkspaceDraft>) => {
      restore(v);
      if (section === 'primary') {
        setImages(NO_IMAGES);
        setErrors({});
      }
    },
    onSave: () => saveSection(section),
    onRefresh: saved ? () => refresh(section) : undefined,
  });

  return (
    <>
      <Section title="Primary details" {...sectionProps('primary')}>
        {(editing) => (
          <PrimaryFields
            draft={draft}
            onChange={change}
            editing={editing}
            creating={creating}
            errors={errors}
            images={images}
            imageSource={imageSource}
            onImage={(kind, slot) => setImages((all) => ({ ...all, [kind]: slot }))}
            onTypeChange={typeChanged}
          />
        )}
      </Section>
      <Section title="Location and Address" {...sectionProps('address')}>
        {(editing) => (
          <AddressFields draft={draft} onChange={change} editing={editing} looking={geo.looking} notice={geo.notice} tileUrl={tileUrl} onPick={geo.pick} />
        )}
      </Section>
      <Section title="Social media and Interaction" {...sectionProps('urls')}>
        {(editing) => <UrlsFields draft={draft} onChange={change} editing={editing} />}
      </Section>
      <Section title="Special properties" {...sectionProps('properties')} columns={1}>
        {(editing) => <PropertiesEditor value={draft.properties} editing={editing} onChange={(properties) => change({ properties })} />}
      </Section>
      <Section title="Key fields" mode="LIVE" privilege={privilege} editable={false} values={null} onRestore={() => {}}>
        {() => <KeyFields workspace={saved} />}
      </Section>
      {saved && (
        <Section title="QR Code Download" mode="LIVE" privilege={privilege} editable={false} values={null} onRestore={() => {}} columns={2}>
          {() => (
            <QrCodes
              workspaceId={saved.id}
              workspaceKey={saved.key}
              bases={qrBases}
              canAct={privilege >= (WORKSPACE_SECTIONS.qr.editRole ?? Privilege.OWNER)}
            />
          )}
        </Section>
      )}
      {creating && (
        <Group justify="flex-end">
          {busy && <Spinner size="sm" />}
          <Button onClick={create} disabled={busy || privilege < Privilege.ADMIN}>
            Save
          </Button>
        </Group>
      )}
    </>
  );
}
