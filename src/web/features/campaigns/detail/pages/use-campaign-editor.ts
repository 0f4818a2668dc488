import { useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_MESSAGES, type Campaign, type ReportViewer } from '../../../../../domain/campaigns/types';
import { imagePath } from '../../../../../domain/images/upload-status';
import { needsUpload } from '../../../../../domain/images/upload-status';
import { ITEM_MESSAGES } from '../../../../../domain/media-items/item';
import type { Schedule } from '../../../../../domain/media-items/types';
import { PREVIEW_SLOT, uploadImage, type ImageSlot } from '../../../../components/image-upload';
import { api } from '../../../../lib/api';
import { describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { noErrorsShown } from '../../../../lib/editor-steps';
import { refreshKind } from '../../../../lib/resource';
import { saveChanges } from '../../../../lib/save-changes';
import { campaignQueryKey, createCampaign, getCampaign, updateCampaign } from '../../api/campaign-calls';
import { changedPrimary, createBody, draftOf, newCampaignCode, type CampaignDraft } from '../model/draft';
import { formErrors } from '../model/form-errors';

/** Spec 02 §8: the campaign is stored but its images are not: the user is asked to finish them. */
export const CREATED_WITHOUT_IMAGES =
  'The media campaign has been created and saved, but its banner could not be stored. Please update the creative images and attach them.';

/** State and saves of the campaign page: the primary group's PUT of changed fields, schedules, the create POST. */
export function useCampaignEditor(aggregateId: string, initial: Campaign | undefined) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<CampaignDraft>(() => draftOf(initial, initial ? '' : newCampaignCode()));
  const [banner, setBanner] = useState<ImageSlot>(PREVIEW_SLOT);
  const [busy, setBusy] = useState(false);
  const savedDraft = useMemo(() => draftOf(saved), [saved]);
  // Shown as the user types: submit stays off while any is present (spec 02 §5).
  const errors = useMemo(() => formErrors(draft), [draft]);
  const invalid = Object.keys(errors).length > 0;

  const change = (patch: Partial<CampaignDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const changeViewers = (update: (viewers: ReportViewer[]) => ReportViewer[]) => setDraft((d) => ({ ...d, reportViewers: update(d.reportViewers) }));
  const restore = (values: CampaignDraft) => {
    setDraft(values);
    setBanner(PREVIEW_SLOT);
  };

  function take(c: Campaign, primary: boolean) {
    setSaved(c);
    if (primary) setDraft(draftOf(c));
    queryClient.setQueryData(campaignQueryKey(aggregateId, c.id), c);
    void refreshKind(queryClient, 'campaign', c.id);
  }

  const check = () => noErrorsShown(errors);

  /** Saves the primary group; true when it may leave edit mode. */
  async function savePrimary(): Promise<boolean> {
    if (!saved) return false;
    const id = saved.id;
    return saveChanges({
      changes: changedPrimary(savedDraft, draft),
      pendingUpload: needsUpload(banner.status),
      messages: { noChanges: ITEM_MESSAGES.noChanges, progress: CAMPAIGN_MESSAGES.saving, saved: CAMPAIGN_MESSAGES.created },
      check,
      put: async (c) => take(await updateCampaign(id, c), true),
      upload: async () => {
        if (!banner.blob) return;
        await uploadImage(api, imagePath('campaign', id, 'img'), banner.blob);
        setBanner(PREVIEW_SLOT);
      },
    });
  }

  /** Spec 02 §7.4: a schedule save sends the id and the whole list. */
  async function saveSchedules(schedules: Schedule[]): Promise<void> {
    if (!saved) return;
    try {
      take(await updateCampaign(saved.id, { schedules }), false);
      notify.success(CAMPAIGN_MESSAGES.created);
    } catch (e) {
      notify.error(describeError(e));
      throw e;
    }
  }

  async function reload(): Promise<void> {
    if (!saved) return;
    try {
      take(await getCampaign(aggregateId, saved.id, true), false);
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  /**
   * Spec 02 §4.7: POST the campaign (the server adds its creative and their link), then the banner
   * goes to the campaign's image and the creative's. Resolves true once the campaign is stored (the page
   * then closes), false when it was refused (the form is enabled again with the server's message).
   */
  async function create(): Promise<boolean> {
    if (!check()) return false;
    setBusy(true);
    const progress = notify.info(CAMPAIGN_MESSAGES.saving);
    let stored: Campaign;
    try {
      stored = await createCampaign(aggregateId, createBody(draft));
    } catch (e) {
      notify.error(describeError(e));
      setBusy(false);
      return false;
    } finally {
      notifications.hide(progress);
    }
    take(stored, true);
    try {
      if (needsUpload(banner.status) && banner.blob) {
        await uploadImage(api, imagePath('campaign', stored.id, 'img'), banner.blob);
        const creative = stored.relations?.find((r) => r.relation === 'creative');
        if (creative) await uploadImage(api, imagePath('creative', creative.id, 'img'), banner.blob);
      }
      notify.success(CAMPAIGN_MESSAGES.created);
    } catch {
      notify.warning(CREATED_WITHOUT_IMAGES);
    }
    setBusy(false);
    return true;
  }

  return { saved, draft, banner, setBanner, errors, invalid, busy, change, changeViewers, restore, savePrimary, saveSchedules, reload, create };
}
