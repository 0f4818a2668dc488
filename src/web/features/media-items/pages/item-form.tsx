import { useState } from 'react';
import { useLocation } from 'react-router';
import { Privilege } from '../../../../domain/access';
import { imagePath } from '../../../../domain/images/upload-status';
import { linkedNow } from '../../../../domain/media-items/chips';
import { ITEM_MESSAGES } from '../../../../domain/media-items/types';
import { ITEM_SECTIONS } from '../../../../domain/media-items/sections';
import { venueAssetType } from '../../../../domain/media-items/venue-assets';
import type { MediaItem } from '../../../../domain/media-items/types';
import { PREVIEW_SLOT } from '../../../components/image-upload';
import { AudienceStatistics, CampaignHistory, ItemReports } from '../../../components/audience/record-sections';
import { AddressFields, useGeocoding } from '../../../components/location';
import { PropertiesEditor } from '../../../components/properties-editor';
import { CreateActions } from '../../../components/record/create-actions';
import { mayEdit, RecordSections } from '../../../components/record/record-section';
import { storedSections } from '../../../components/record/stored-sections';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { useRecordFrame } from '../../../components/record/record-frame';
import type { RecordContext } from '../../../components/record/record-page';
import { KeyFields } from '../../../components/fields';
import { Section } from '../../../components/section';
import { typeFieldsOf, useTypeChange } from '../../../components/type-selector';
import { UrlsFields } from '../../../components/urls-fields';
import { keyNames } from '../../../lib/key-names';
import { notify } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { useWorkspaceChoices } from '../../../lib/workspace-choices';
import { ITEM_RESOURCES, type CreatedItem } from '../api/items';
import { AttachAssetFields, NO_ATTACH, type AttachAssetChoice } from '../components/attach-asset-fields';
import { DeviceDashboard } from '../components/device-dashboard';
import { DeviceSecret } from '../components/device-secret';
import { ItemPrimaryFields } from '../components/item-primary-fields';
import { SIGNAGE_EDIT_ROLE } from '../../../../domain/signage/roles';
import { EventSchedules } from '../components/relation-views';
import { StatusChips } from '../components/status-chips';
import type { QrBases } from '../components/venue-qr-codes';
import { VisibilityFields } from '../../../components/visibility';
import { ReportSharing } from '../../reports';
import { draftOf, withMultifaceted, type ItemDraft } from '../model/draft';
import { ITEM_KEY_FIELDS } from '../model/key-fields';
import { ITEM_LABELS } from '../model/labels';
import { ANCHOR_TARGETS, ITEM_KINDS, type ItemKind } from '../model/kinds';
import { lazyChecks } from '../../../lib/record/form-checks';
import { lazyComponent } from '../../../lib/lazy-component';

// The server's schema, from a chunk of its own (zod stays out of the page's first load); one for every form of the
// page, so the checks once come are at hand as the user types.
const FORM_CHECKS = lazyChecks(() => import('../model/form-checks'));

// A Zeetamind asset's displays come from a chunk of their own, after the page: their form checks a display with the
// domain's schema, and zod would otherwise load with every venue, asset and device page.
// The venue's QR codes draw below its primary sections: their code (and the QR encoder) comes after the page's.
const VenueQrCodes = lazyComponent('VenueQrCodes', () => import('../components/venue-qr-codes').then((m) => m.VenueQrCodes));
const AssetDisplays = lazyComponent('AssetDisplays', () => import('../../../components/signage/asset-displays').then((m) => m.AssetDisplays));

export interface ItemFormProps {
  kind: ItemKind;
  page: RecordContext<MediaItem>;
  /** The caller's workspace (the page's `:aggregate`). */
  aggregateId: string;
  listPath: string;
  /** The project's keys: its workspaces are the partner choices. */
  tenant: string;
  project: string;
  qrBases?: QrBases;
  tileUrl?: string;
}

/** One page for venues, assets and devices: the kind's sections (domain/media-items/sections.ts) in order. */
export function ItemForm({ kind, page, aggregateId, listPath, tenant, project, qrBases, tileUrl }: ItemFormProps) {
  const workspaces = useWorkspaceChoices(tenant, project);
  const table = ITEM_SECTIONS[kind.page];
  const frame = useRecordFrame();
  const editor = useRecordEditor<MediaItem, ItemDraft>({
    api: ITEM_RESOURCES[kind.page].in(aggregateId),
    sections: table,
    initial: page.record,
    draftOf,
    normalise: withMultifaceted,
    formErrors: FORM_CHECKS,
    labels: ITEM_LABELS,
    closeOnMutation: kind.closeOnMutation,
    messages: { noChanges: ITEM_MESSAGES.noChanges, ...kind.messages },
    images: { section: 'primary', slots: ['banner'], path: (id, slot) => imagePath(kind.page, id, slot) },
  });
  const { saved, draft, change, creating } = editor;
  const geo = useGeocoding(editor.setDraft);
  const [attach, setAttach] = useState<AttachAssetChoice>(NO_ATTACH);
  // A device's secret, shown once on the page the create moved to.
  const issuedSecret = (useLocation().state as { secret?: string } | null)?.secret ?? null;
  const may = (name: string) => mayEdit(table, name, page);

  const typeChanged = useTypeChange((choice) => change(typeFieldsOf(choice)));

  /**
   * POSTs the new item (a venue may bring its asset); a device stays to show its secret once, the others return to the
   * list (docs/product/campaigns-venues-events.md §4.1).
   */
  async function create() {
    const withAsset = kind.page === 'venue' && attach.enabled;
    if (withAsset && !venueAssetType(attach.type ?? '', attach.subtype ?? ''))
      return void notify.error('Choose the asset type and subtype, or untick the asset.');
    const item = await editor.create<CreatedItem>(
      withAsset
        ? {
            body: { createAsset: { type: attach.type, subtype: attach.subtype } },
            // The venue, its asset and the anchor between them were all made: each is said.
            saved: [kind.messages.saved, ITEM_KINDS.asset.messages.saved, ITEM_MESSAGES.venueAssetLinked],
          }
        : {},
    );
    if (!item) return;
    if (item.secret) frame.leave(`${listPath}/${encodeURIComponent(item.id)}`, { replace: true, state: { secret: item.secret } });
    else frame.leave(listPath);
  }

  // A new item chooses its type first (docs/product/campaigns-venues-events.md §2.5,
  // docs/product/creatives-assets-signage.md §2.11); the other sections follow.
  const typeChosen = !creating || Boolean(draft.type_id);
  const stored = storedSections(table, page, editor, { item: kind.page, aggregateId });
  const anchors = (name: keyof typeof ANCHOR_TARGETS) => Object.hasOwn(table, name) && stored.anchors(name, ANCHOR_TARGETS[name]);

  return (
    <>
      {saved && <StatusChips page={kind.page} item={saved} />}
      <RecordSections
        table={table}
        page={page}
        editor={editor}
        sections={{
          primary: {
            body: (editing) => (
              <ItemPrimaryFields
                kind={kind}
                draft={draft}
                onChange={change}
                editing={editing}
                creating={creating}
                typeOnly={!typeChosen}
                errors={editor.errors}
                banner={editor.images.banner ?? PREVIEW_SLOT}
                bannerSource={editor.imageSource('banner')}
                onBanner={(slot) => editor.setImage('banner', slot)}
                onTypeChange={typeChanged}
                zeetamind={
                  saved && (
                    <AssetDisplays
                      aggregateId={saved.aggregate_id}
                      assetId={saved.id}
                      assetName={saved.name}
                      campaignNow={linkedNow(saved.relations ?? [], 'campaign', new Date())}
                      // The signage page of the caller's workspace, when the asset is that workspace's.
                      signagePath={saved.aggregate_id === aggregateId ? listPath.replace(/\/[^/]+$/, '/signage') : undefined}
                      mayEdit={!page.readOnly && page.privilege >= SIGNAGE_EDIT_ROLE}
                    />
                  )
                }
              />
            ),
          },
          location: typeChosen && {
            body: (editing) => <AddressFields draft={draft} onChange={change} editing={editing} geo={geo} tileUrl={tileUrl} errors={editor.errors} />,
          },
          urls: typeChosen && { body: (editing) => <UrlsFields draft={{ urls: draft.urls }} onChange={change} editing={editing} error={editor.errors.urls} /> },
          properties: typeChosen && {
            columns: 1,
            body: (editing) => <PropertiesEditor value={draft.properties} editing={editing} onChange={(properties) => change({ properties })} />,
          },
          visibility: {
            body: (editing) => (
              <VisibilityFields draft={draft} onChange={change} editing={editing} workspaces={workspaces} ownAggregateId={saved?.aggregate_id ?? aggregateId} />
            ),
          },
          assets: anchors('assets'),
          devices: anchors('devices'),
          venues: anchors('venues'),
          playlists: anchors('playlists'),
          displays: anchors('displays'),
          campaigns: anchors('campaigns'),
          schedules: stored.schedules('schedules', kind.scheduleState),
          // A venue's events stay open on another workspace's venue too (docs/product/campaigns-venues-events.md §6).
          eventSchedules: saved && {
            columns: 3,
            defaultExpanded: true,
            body: () => <EventSchedules relations={saved.relations ?? []} aggregateId={aggregateId} />,
          },
          audience: saved && { columns: 1, body: () => <AudienceStatistics kind={kind.page} id={saved.id} /> },
          campaignHistory: saved && {
            columns: 1,
            body: () => <CampaignHistory relations={saved.relations ?? []} noun={kind.page} aggregateId={aggregateId} />,
          },
          reports: saved &&
            kind.page !== 'device' && {
              columns: 1,
              body: () => (
                <>
                  <ItemReports kind={kind.page as 'venue' | 'asset'} id={saved.id} name={saved.name} />
                  <ReportSharing kind={kind.page as 'venue' | 'asset'} itemId={saved.id} aggregateId={aggregateId} privilege={page.privilege} />
                </>
              ),
            },
          dashboard: saved && { columns: 1, body: () => <DeviceDashboard deviceId={saved.id} /> },
          secret: saved && !page.readOnly && { columns: 1, body: () => <DeviceSecret deviceId={saved.id} issued={issuedSecret} canRotate={may('secret')} /> },
          qr: saved && { columns: 2, body: () => <VenueQrCodes venueId={saved.id} code={saved.code} bases={qrBases} canAct={may('qr')} /> },
          keyFields: typeChosen && { body: () => <KeyFields record={saved} fields={ITEM_KEY_FIELDS} names={keyNames(saved, getSession(), workspaces)} /> },
        }}
      />
      {creating && kind.page === 'venue' && typeChosen && (
        <Section title="Create & Attach Asset to Venue After Venue Creation" mode="NEW" privilege={page.privilege} editorRole={Privilege.ADMIN}>
          {() => <AttachAssetFields value={attach} onChange={setAttach} />}
        </Section>
      )}
      {creating && (
        <CreateActions
          busy={editor.busy}
          needsType={!typeChosen}
          disabled={editor.invalid || page.privilege < Privilege.ADMIN}
          onTry={editor.reveal}
          onCreate={create}
        />
      )}
    </>
  );
}
