import { useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { Privilege, type PrivilegeLevel } from '../../../../../domain/access';
import { CAMPAIGN_SECTIONS, type CampaignSection } from '../../../../../domain/campaigns/sections';
import { mayEditSection } from '../../../../../domain/sections/table';
import type { Campaign } from '../../../../../domain/campaigns/types';
import { formatDateTime } from '../../../../../domain/common/dates';
import { imagePath } from '../../../../../domain/images/upload-status';
import { RelationsSection } from '../../../../components/relations/relations-section';
import { SchedulesSection } from '../../../../components/schedules/schedules-section';
import { Section, useSectionGroup } from '../../../../components/section';
import { CreateActions } from '../../../../components/record';
import type { TypeSelectorChange } from '../../../../components/type-selector';
import { CampaignChips } from '../components/campaign-chips';
import { CampaignPrimaryFields } from '../components/campaign-primary-fields';
import { CampaignQrCodes } from '../components/campaign-qr-codes';
import type { CampaignDraft } from '../model/draft';
import type { QrBases } from '../model/qr-links';
import { useCampaignEditor } from './use-campaign-editor';

export interface CampaignFormProps {
  aggregateId: string;
  initial?: Campaign;
  privilege: PrivilegeLevel;
  /** Another workspace's campaign: everything read-only (spec 02 §4.1, §6). */
  foreign: boolean;
  qrBases?: QrBases;
  timeZone?: string;
  /** Closes the page to the list: after create, and after a save in mutation mode (spec 02 §8). */
  onClose(): void;
}

/**
 * The campaign page (spec 02 §2.3): chips and hints, Primary details, Creatives for campaign, Campaign
 * Schedule, Playing on Assets, QR Code Download. Coupons, Audience Statistics and Reports arrive with
 * the treasury and audience issues.
 */
export function CampaignForm({ aggregateId, initial, privilege, foreign, qrBases, timeZone, onClose }: CampaignFormProps) {
  const creating = !initial;
  const editor = useCampaignEditor(aggregateId, initial);
  const { saved, draft, busy } = editor;
  const { requestEditAll } = useSectionGroup();
  const mutation = useRef(false);
  const may = (section: CampaignSection) => mayEditSection(CAMPAIGN_SECTIONS, section, privilege, foreign);

  function typeChanged(c: TypeSelectorChange) {
    editor.change({
      type: c.choice.type ?? '',
      type_id: c.choice.type_id ?? '',
      subtype: c.choice.subtype ?? '',
      subtype_id: c.choice.subtype_id ?? '',
      category: c.choice.category ?? '',
    });
    // Mutation mode (spec 02 §4.1): every group the user may edit opens, and a save closes the page.
    if (c.mutation && !mutation.current) requestEditAll();
    mutation.current = c.mutation;
  }

  async function savePrimary(): Promise<boolean> {
    const ok = await editor.savePrimary();
    if (ok && mutation.current) onClose();
    return ok;
  }

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
      <Section<CampaignDraft>
        title={CAMPAIGN_SECTIONS.primary.title}
        mode={creating ? 'NEW' : 'EDIT'}
        privilege={privilege}
        editorRole={Privilege.ADMIN}
        editable={!foreign}
        defaultExpanded={!foreign}
        values={draft}
        busy={busy}
        onRestore={(values) => {
          // Cancel puts the stored type back: the page leaves mutation mode.
          mutation.current = false;
          editor.restore(values);
        }}
        onSave={savePrimary}
      >
        {(editing) => (
          <CampaignPrimaryFields
            draft={draft}
            onChange={editor.change}
            onViewers={editor.changeViewers}
            editing={editing}
            creating={creating}
            errors={editor.errors}
            aggregateId={aggregateId}
            campaignId={saved?.id ?? ''}
            banner={editor.banner}
            bannerSource={imagePath('campaign', saved?.id ?? 'new', 'img')}
            onBanner={editor.setBanner}
            onTypeChange={typeChanged}
          />
        )}
      </Section>
      {saved && (
        <>
          <RelationsSection
            title={CAMPAIGN_SECTIONS.creatives.title}
            source={{ item: 'campaign', id: saved.id }}
            aggregateId={aggregateId}
            targetKind="creative"
            relations={saved.relations ?? []}
            editable={may('creatives')}
            onChanged={() => void editor.reload()}
          />
          <SchedulesSection
            title={CAMPAIGN_SECTIONS.schedules.title}
            schedules={saved.schedules ?? []}
            editable={may('schedules')}
            onSave={editor.saveSchedules}
          />
          <RelationsSection
            title={CAMPAIGN_SECTIONS.assets.title}
            source={{ item: 'campaign', id: saved.id }}
            aggregateId={aggregateId}
            targetKind="asset"
            relations={saved.relations ?? []}
            editable={may('assets')}
            onChanged={() => void editor.reload()}
          />
          <Section
            title={CAMPAIGN_SECTIONS.qr.title}
            mode="LIVE"
            privilege={privilege}
            editable={false}
            values={null}
            onRestore={() => {}}
            columns={3}
            defaultExpanded={!foreign}
          >
            {() => <CampaignQrCodes campaignId={saved.id} code={saved.code} relations={saved.relations ?? []} bases={qrBases} />}
          </Section>
        </>
      )}
      {creating && (
        <CreateActions
          busy={busy}
          label="Create"
          disabled={editor.invalid || privilege < Privilege.ADMIN}
          onCreate={async () => {
            if (await editor.create()) onClose();
          }}
        >
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </CreateActions>
      )}
    </>
  );
}
