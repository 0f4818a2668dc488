import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CREATIVE_MESSAGES, type Creative } from '../../../../domain/creatives/types';
import { IMAGE_MESSAGES } from '../../../../domain/images/aspect';
import { needsUpload } from '../../../../domain/images/upload-status';
import { ITEM_MESSAGES } from '../../../../domain/media-items/item';
import { PREVIEW_SLOT, uploadPending, type ImageSlot } from '../../../components/image-upload';
import { api } from '../../../lib/api';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { createWithProgress, noErrorsShown } from '../../../lib/editor-steps';
import { refreshKind } from '../../../lib/resource';
import { saveChanges } from '../../../lib/save-changes';
import { createCreative, creativeImagePath, creativeQueryKey, getCreative, updateCreative } from '../api/creative-calls';
import { changedCreativeFields, creativeDraftOf, creativeErrors, type CreativeDraft, type CreativeErrors } from '../model/draft';

// Spec 03 §8 names no progress message for creatives; ours says what is happening.
const MESSAGES = { noChanges: ITEM_MESSAGES.noChanges, progress: 'Please wait, saving your creative.', saved: CREATIVE_MESSAGES.saved };

/** State and saves of the creative's primary section: a PUT of changed fields, or one POST on create, then the banner. */
export function useCreativeEditor(aggregateId: string, initial: Creative | undefined) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<CreativeDraft>(() => creativeDraftOf(initial));
  const [banner, setBanner] = useState<ImageSlot>(PREVIEW_SLOT);
  const [errors, setErrors] = useState<CreativeErrors>({});
  const [busy, setBusy] = useState(false);
  const savedDraft = useMemo(() => creativeDraftOf(saved), [saved]);

  function take(creative: Creative) {
    setSaved(creative);
    setDraft(creativeDraftOf(creative));
    queryClient.setQueryData(creativeQueryKey(aggregateId, creative.id), creative);
    void refreshKind(queryClient, 'creative', creative.id);
  }

  function check(): boolean {
    const found = creativeErrors(draft);
    setErrors(found);
    return noErrorsShown(found);
  }

  async function uploadBanner(id: string) {
    const result = await uploadPending(api, { banner }, () => creativeImagePath(id));
    setBanner(result.slots.banner);
    if (result.uploaded.length > 0) notify.success(IMAGE_MESSAGES.uploaded);
    for (const f of result.failures) notify.error(describeError(f.error));
  }

  async function save(): Promise<boolean> {
    if (!saved) return false;
    const id = saved.id;
    return saveChanges({
      changes: changedCreativeFields(savedDraft, draft),
      pendingUpload: needsUpload(banner.status),
      messages: MESSAGES,
      check,
      put: async (c) => take(await updateCreative(id, c)),
      upload: () => uploadBanner(id),
    });
  }

  async function reload() {
    if (!saved) return;
    try {
      take(await getCreative(aggregateId, saved.id, true));
      setBanner(PREVIEW_SLOT);
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  /** POST the new creative, then its banner; resolves the stored creative, or null when refused (the form re-enables). */
  async function create(): Promise<Creative | null> {
    if (!check()) return null;
    return createWithProgress({
      progress: MESSAGES.progress,
      setBusy,
      run: async () => {
        const creative = await createCreative(aggregateId, { code: draft.code.trim(), name: draft.name.trim() });
        await uploadBanner(creative.id);
        notify.success(CREATIVE_MESSAGES.saved);
        void refreshKind(queryClient, 'creative', creative.id);
        return creative;
      },
    });
  }

  const restore = (values: CreativeDraft) => {
    setDraft(values);
    setBanner(PREVIEW_SLOT);
    setErrors({});
  };
  return { saved, draft, setDraft, banner, setBanner, errors, busy, save, reload, create, restore };
}
