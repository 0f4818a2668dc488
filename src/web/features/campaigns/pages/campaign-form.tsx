import { Button, Stack, Text } from '@mantine/core';
import { Privilege } from '../../../../domain/access';
import { CAMPAIGN_SECTIONS } from '../../../../domain/campaigns/sections';
import type { Campaign } from '../../../../domain/campaigns/types';
import { formatDateTime } from '../../../../domain/common/dates';
import { imagePath, needsUpload } from '../../../../domain/images/upload-status';
import { CouponsSection } from '../../../components/instruments';
import { AudienceStatistics, CampaignAttribution, ItemReports } from '../../../components/audience/record-sections';
import { ReportSharing } from '../../reports';
import { CreateActions } from '../../../components/record/create-actions';
import { mayEdit, RecordSections } from '../../../components/record/record-section';
import { storedSections } from '../../../components/record/stored-sections';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { useRecordFrame } from '../../../components/record/record-frame';
import type { RecordContext } from '../../../components/record/record-page';
import { typeFieldsOf, useTypeChange } from '../../../components/type-selector';
import { notify } from '../../../lib/notify';
import { campaigns } from '../api/campaigns';
import { uploadCampaignBanner } from '../api/upload-campaign-banner';
import { CampaignChips } from '../components/campaign-chips';
import { CampaignPrimaryFields } from '../components/campaign-primary-fields';
import { CampaignQrCodes } from '../components/campaign-qr-codes';
import { draftOf, hiddenFields, type CampaignDraft } from '../model/draft';
import type { QrBases } from '../model/qr-links';
import { CAMPAIGN_LABELS } from '../model/labels';
import { CREATED_WITHOUT_IMAGES, formErrors, SAVE_MESSAGES } from '../model/rules';

export interface CampaignFormProps {
  page: RecordContext<Campaign>;
  aggregateId: string;
  listPath: string;
  qrBases?: QrBases;
  timeZone?: string;
}

/**
 * The campaign page (docs/product/campaigns-venues-events.md §2.3): chips and hints, Primary details, Creatives for
 * campaign, Campaign Schedule, Playing on Assets, Audience Statistics, Coupons, QR Code Download, Reports; and our
 * Attribution.
 */
export function CampaignForm({ page, aggregateId, listPath, qrBases, timeZone }: CampaignFormProps) {
  const frame = useRecordFrame();
  const editor = useRecordEditor<Campaign, CampaignDraft>({
    api: campaigns.in(aggregateId),
    sections: CAMPAIGN_SECTIONS,
    initial: page.record,
    draftOf,
    hidden: (d) => hiddenFields(d.type),
    formErrors,
    labels: CAMPAIGN_LABELS,
    // Mutation mode (docs/product/campaigns-venues-events.md §4.1): saving a new type closes the page.
    closeOnMutation: true,
    messages: SAVE_MESSAGES,
    images: { section: 'primary', slots: ['img'], path: (id) => imagePath('campaign', id, 'img') },
  });
  const { saved, draft, change, creating } = editor;

  const typeChanged = useTypeChange((choice) => change(typeFieldsOf(choice)));

  /**
   * A banner that cannot be stored leaves the campaign stored, and the user is told to finish the images
   * (docs/product/campaigns-venues-events.md §8).
   */
  async function uploadBanner(c: Campaign): Promise<boolean> {
    const banner = editor.images.img;
    if (!banner?.blob || !needsUpload(banner.status)) return true;
    try {
      await uploadCampaignBanner(c, banner.blob);
      return true;
    } catch {
      notify.warning(CREATED_WITHOUT_IMAGES);
      return false;
    }
  }

  async function create() {
    if (await editor.create({ upload: uploadBanner })) frame.leave(listPath);
  }

  const stored = storedSections(CAMPAIGN_SECTIONS, page, editor, { item: 'campaign', aggregateId });

  return (
    <>
      {saved && (
        <>
          <CampaignChips campaign={saved} />
          <Text size="xs" c="dimmed" data-testid="campaign-dates">
            Created {formatDateTime(saved.createdOn, timeZone)} · Updated {formatDateTime(saved.updatedOn, timeZone)}
          </Text>
        </>
      )}
      <RecordSections
        table={CAMPAIGN_SECTIONS}
        page={page}
        editor={editor}
        sections={{
          primary: {
            body: (editing) => (
              <CampaignPrimaryFields
                draft={draft}
                onChange={change}
                onViewers={(update) => editor.setDraft((d) => ({ ...d, reportViewers: update(d.reportViewers) }))}
                editing={editing}
                creating={creating}
                errors={editor.errors}
                aggregateId={aggregateId}
                campaignId={saved?.id ?? ''}
                banner={editor.imageOf('img')}
                onTypeChange={typeChanged}
              />
            ),
          },
          creatives: stored.anchors('creatives', 'creative'),
          schedules: stored.schedules(),
          assets: stored.anchors('assets', 'asset'),
          audience: saved && { columns: 1, body: () => <AudienceStatistics kind="campaign" id={saved.id} /> },
          coupons: saved && {
            own: (
              <CouponsSection
                title={CAMPAIGN_SECTIONS.coupons.title}
                campaign={saved}
                editable={mayEdit(CAMPAIGN_SECTIONS, 'coupons', page)}
                timeZone={timeZone}
                onCampaignChanged={() => editor.reload()}
              />
            ),
          },
          // Anyone who may read the campaign may download its codes.
          qr: saved && {
            columns: 3,
            body: () => <CampaignQrCodes campaignId={saved.id} code={saved.code} relations={saved.relations ?? []} bases={qrBases} />,
          },
          reports: saved && {
            columns: 1,
            body: () => (
              <Stack gap="md">
                <ItemReports kind="campaign" id={saved.id} name={saved.name} />
                <ReportSharing kind="campaign" itemId={saved.id} aggregateId={aggregateId} privilege={page.privilege} timeZone={timeZone} />
              </Stack>
            ),
          },
          attribution: saved && { columns: 1, body: () => <CampaignAttribution id={saved.id} /> },
        }}
      />
      {creating && (
        <CreateActions busy={editor.busy} label="Create" disabled={editor.invalid || page.privilege < Privilege.ADMIN} onTry={editor.reveal} onCreate={create}>
          <Button variant="default" onClick={frame.close} disabled={editor.busy}>
            Cancel
          </Button>
        </CreateActions>
      )}
    </>
  );
}
