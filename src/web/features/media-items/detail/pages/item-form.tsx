import { useRef, useState, type ReactNode } from 'react';
import { Privilege, type PrivilegeLevel } from '../../../../../domain/access';
import { imagePath } from '../../../../../domain/images/upload-status';
import { DRAFT_FIELDS, groupRole, groupTitle, itemGroups, type FieldGroup, type ItemGroup } from '../model/sections';
import type { MediaItem } from '../../../../../domain/media-items/types';
import { PREVIEW_SLOT } from '../../../../components/image-upload';
import { AddressFields, useGeocoding } from '../../../../components/location';
import { PropertiesEditor } from '../../../../components/properties-editor';
import { RelationsSection } from '../../../../components/relations/relations-section';
import { SchedulesSection } from '../../../../components/schedules/schedules-section';
import { Section, useSectionGroup } from '../../../../components/section';
import { CreateActions } from '../../../../components/editor-page';
import type { TypeSelectorChange } from '../../../../components/type-selector';
import { UrlsFields } from '../../../../components/urls-fields';
import type { WorkspaceChoice } from '../../../../lib/workspace-choices';
import { AttachAssetFields, NO_ATTACH, type AttachAssetChoice } from '../components/attach-asset-fields';
import { DeviceDashboard } from '../components/device-dashboard';
import { DeviceSecret } from '../components/device-secret';
import { ItemKeyFields } from '../components/item-key-fields';
import { ItemPrimaryFields } from '../components/item-primary-fields';
import { CampaignHistory, EventSchedules } from '../components/relation-views';
import { StatusChips } from '../components/status-chips';
import { VenueQrCodes, type QrBases } from '../components/venue-qr-codes';
import { VisibilityFields } from '../components/visibility-fields';
import type { ItemDraft } from '../model/draft';
import { ANCHOR_TARGETS, CREATE_GROUPS, type ItemKindConfig } from '../model/kinds';
import { useItemEditor } from './use-item-editor';

export interface ItemFormProps {
  kind: ItemKindConfig;
  /** The caller's workspace (the page's `:aggregate`). */
  aggregateId: string;
  initial?: MediaItem;
  privilege: PrivilegeLevel;
  /** The item belongs to another workspace: everything read-only (spec 02 §4.1, spec 03 §4). */
  foreign: boolean;
  workspaces: WorkspaceChoice[];
  qrBases?: QrBases;
  tileUrl?: string;
  /** A device's secret, shown once after create. */
  issuedSecret: string | null;
  onCreated(item: MediaItem & { secret?: string }): void;
}

// Schedules stay open on a foreign item (spec 02 §6); other groups start folded there.
const OPEN_WHEN_FOREIGN = new Set<ItemGroup>(['schedules', 'eventSchedules']);

/** One page for venues, assets and devices: the kind's groups (domain/media-items/groups.ts) in order. */
export function ItemForm({ kind, aggregateId, initial, privilege, foreign, workspaces, qrBases, tileUrl, issuedSecret, onCreated }: ItemFormProps) {
  const creating = !initial;
  const mode = creating ? 'NEW' : 'EDIT';
  const editor = useItemEditor(kind, aggregateId, initial);
  const { saved, draft, busy, change } = editor;
  const geo = useGeocoding(editor.setDraft);
  const { requestEditAll } = useSectionGroup();
  const wasMutation = useRef(false);
  const [attach, setAttach] = useState<AttachAssetChoice>(NO_ATTACH);

  const mayEdit = (group: ItemGroup) => {
    const role = groupRole(kind.page, group);
    return !foreign && role !== null && privilege >= role;
  };

  function typeChanged(c: TypeSelectorChange) {
    change({
      type: c.choice.type ?? '',
      type_id: c.choice.type_id ?? '',
      subtype: c.choice.subtype ?? '',
      subtype_id: c.choice.subtype_id ?? '',
      category: c.choice.category ?? '',
    });
    // A mutation opens every group the user may edit (spec 02 §4.1), once per change away from the stored type.
    if (c.mutation && !wasMutation.current) requestEditAll();
    wasMutation.current = c.mutation;
  }

  const fieldSection = (group: FieldGroup & ItemGroup, body: (editing: boolean) => ReactNode, columns?: number) => (
    <Section
      key={group}
      title={groupTitle(kind.page, group)}
      mode={mode}
      privilege={privilege}
      editorRole={groupRole(kind.page, group) ?? Privilege.OWNER}
      editable={!foreign}
      defaultExpanded={!foreign}
      values={Object.fromEntries(DRAFT_FIELDS[group].map((f) => [f, draft[f]])) as Partial<ItemDraft>}
      busy={busy}
      columns={columns}
      onRestore={(v) => {
        editor.restore(v);
        if (group === 'primary') {
          editor.setBanner(PREVIEW_SLOT);
          editor.setErrors({});
        }
      }}
      onSave={() => editor.saveGroup(group)}
      onRefresh={saved ? () => editor.reload(group) : undefined}
    >
      {body}
    </Section>
  );
  const liveSection = (group: ItemGroup, body: ReactNode, columns?: number) => (
    <Section
      key={group}
      title={groupTitle(kind.page, group)}
      mode="LIVE"
      privilege={privilege}
      editable={false}
      values={null}
      onRestore={() => {}}
      columns={columns}
      defaultExpanded={!foreign || OPEN_WHEN_FOREIGN.has(group)}
    >
      {() => body}
    </Section>
  );

  // A new item chooses its type first (spec 02 §2.5, spec 03 §2.11); the other groups follow.
  const typeChosen = !creating || Boolean(draft.type_id);

  function renderGroup(group: ItemGroup): ReactNode {
    if (creating && !CREATE_GROUPS.has(group)) return null;
    if (!typeChosen && group !== 'primary') return null;
    switch (group) {
      case 'primary':
        return fieldSection('primary', (editing) => (
          <ItemPrimaryFields
            kind={kind}
            draft={draft}
            onChange={change}
            editing={editing}
            creating={creating}
            typeOnly={!typeChosen}
            errors={editor.errors}
            banner={editor.banner}
            bannerSource={imagePath(kind.page, saved?.id ?? 'new', 'banner')}
            onBanner={editor.setBanner}
            onTypeChange={typeChanged}
          />
        ));
      case 'location':
        return fieldSection('location', (editing) => (
          <AddressFields draft={draft} onChange={change} editing={editing} looking={geo.looking} notice={geo.notice} tileUrl={tileUrl} onPick={geo.pick} />
        ));
      case 'urls':
        return fieldSection('urls', (editing) => <UrlsFields draft={{ urls: draft.urls }} onChange={change} editing={editing} />);
      case 'properties':
        return fieldSection(
          'properties',
          (editing) => <PropertiesEditor value={draft.properties} editing={editing} onChange={(properties) => change({ properties })} />,
          1,
        );
      case 'visibility':
        return fieldSection('visibility', (editing) => (
          <VisibilityFields draft={draft} onChange={change} editing={editing} workspaces={workspaces} ownAggregateId={saved?.aggregate_id ?? aggregateId} />
        ));
      case 'assets':
      case 'devices':
      case 'venues':
      case 'campaigns':
        return (
          saved && (
            <RelationsSection
              key={group}
              title={groupTitle(kind.page, group)}
              source={{ item: kind.page, id: saved.id }}
              aggregateId={aggregateId}
              targetKind={ANCHOR_TARGETS[group as keyof typeof ANCHOR_TARGETS]}
              relations={saved.relations ?? []}
              editable={mayEdit(group)}
              onChanged={() => void editor.reload()}
            />
          )
        );
      case 'schedules':
        return (
          saved && (
            <SchedulesSection
              key={group}
              title={groupTitle(kind.page, 'schedules')}
              schedules={saved.schedules ?? []}
              editable={mayEdit('schedules')}
              onSave={editor.saveSchedules}
            />
          )
        );
      case 'eventSchedules':
        return saved && liveSection(group, <EventSchedules relations={saved.relations ?? []} />, 3);
      case 'campaignHistory':
        return saved && liveSection(group, <CampaignHistory relations={saved.relations ?? []} noun={kind.page} />, 1);
      case 'dashboard':
        return saved && liveSection(group, <DeviceDashboard deviceId={saved.id} />, 1);
      case 'secret':
        return (
          saved &&
          !foreign &&
          privilege >= Privilege.VIEWER &&
          liveSection(group, <DeviceSecret deviceId={saved.id} issued={issuedSecret} canRotate={mayEdit('secret')} />, 1)
        );
      case 'qr':
        return saved && liveSection(group, <VenueQrCodes venueId={saved.id} code={saved.code} bases={qrBases} canAct={mayEdit('qr')} />, 2);
      case 'keyFields':
        return liveSection(group, <ItemKeyFields item={saved} />);
    }
  }

  return (
    <>
      {saved && <StatusChips page={kind.page} item={saved} />}
      {itemGroups(kind.page).map(renderGroup)}
      {creating && kind.page === 'venue' && typeChosen && (
        <Section
          title="Create & Attach Asset to Venue After Venue Creation"
          mode="NEW"
          privilege={privilege}
          editorRole={Privilege.ADMIN}
          values={attach}
          onRestore={setAttach}
        >
          {() => <AttachAssetFields value={attach} onChange={setAttach} />}
        </Section>
      )}
      {creating && (
        <CreateActions
          busy={busy}
          needsType={!typeChosen}
          disabled={privilege < Privilege.ADMIN}
          onCreate={async () => {
            const item = await editor.create(kind.page === 'venue' ? attach : null);
            if (item) onCreated(item);
          }}
        />
      )}
    </>
  );
}
