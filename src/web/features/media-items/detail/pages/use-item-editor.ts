import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ITEM_MESSAGES } from '../../../../../domain/media-items/item';
import { venueAssetType } from '../../../../../domain/media-items/venue-assets';
import { DRAFT_FIELDS, type FieldGroup } from '../model/sections';
import type { MediaItem, Schedule } from '../../../../../domain/media-items/types';
import { IMAGE_MESSAGES } from '../../../../../domain/images/aspect';
import { imagePath, needsUpload } from '../../../../../domain/images/upload-status';
import { PREVIEW_SLOT, uploadPending, type ImageSlot } from '../../../../components/image-upload';
import { describeError } from '../../../../lib/api-error';
import { api } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import { createWithProgress, noErrorsShown } from '../../../../lib/editor-steps';
import { saveChanges } from '../../../../lib/save-changes';
import { createItem, getItem, itemQueryKey, updateItem } from '../api/item-calls';
import type { AttachAssetChoice } from '../components/attach-asset-fields';
import { changedFields, createBody, draftOf, primaryErrors, withMultifaceted, type ItemDraft } from '../model/draft';
import { CREATE_GROUPS, type ItemKindConfig } from '../model/kinds';

type Errors = Partial<Record<keyof ItemDraft, string>>;

/** State and saves of an item page: per-group PUTs of changed fields, one POST on create. */
export function useItemEditor(kind: ItemKindConfig, aggregateId: string, initial: MediaItem | undefined) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(initial));
  const [banner, setBanner] = useState<ImageSlot>(PREVIEW_SLOT);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const savedDraft = useMemo(() => draftOf(saved), [saved]);

  const change = (patch: Partial<ItemDraft>) => setDraft((d) => withMultifaceted(d, patch));
  const restore = (values: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...values }));

  function take(item: MediaItem, group?: FieldGroup) {
    setSaved(item);
    // Only the saved group's fields are replaced: other groups may be mid-edit.
    if (group) setDraft((d) => ({ ...d, ...Object.fromEntries(DRAFT_FIELDS[group].map((f) => [f, draftOf(item)[f]])) }));
    queryClient.setQueryData(itemQueryKey(kind, aggregateId, item.id), item);
  }

  function checkPrimary(): boolean {
    const found = primaryErrors(draft);
    setErrors(found);
    return noErrorsShown(found);
  }

  async function uploadBanner(id: string) {
    const result = await uploadPending(api, { banner }, () => imagePath(kind.page, id, 'banner'));
    setBanner(result.slots.banner);
    if (result.uploaded.length > 0) notify.success(IMAGE_MESSAGES.uploaded);
    for (const f of result.failures) notify.error(`${f.key}: ${describeError(f.error)}`);
  }

  async function saveGroup(group: FieldGroup): Promise<boolean> {
    if (!saved) return false;
    const changes = changedFields(savedDraft, draft, group, kind.page);
    const id = saved.id;
    return saveChanges({
      changes,
      pendingUpload: group === 'primary' && needsUpload(banner.status),
      messages: { noChanges: ITEM_MESSAGES.noChanges, ...kind.messages },
      check: group === 'primary' ? checkPrimary : undefined,
      put: async (c) => take(await updateItem(kind, id, c), group),
      upload: () => uploadBanner(id),
    });
  }

  async function saveSchedules(schedules: Schedule[]): Promise<void> {
    if (!saved) return;
    try {
      take(await updateItem(kind, saved.id, { schedules }), 'schedules');
      notify.success(kind.messages.saved);
    } catch (e) {
      notify.error(describeError(e));
      throw e;
    }
  }

  async function reload(group?: FieldGroup) {
    if (!saved) return;
    try {
      take(await getItem(kind, aggregateId, saved.id, true), group);
      if (group === 'primary') setBanner(PREVIEW_SLOT);
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  /** POST the new item (a venue may bring its asset); resolves the stored item, or null when refused. */
  async function create(attach: AttachAssetChoice | null): Promise<(MediaItem & { secret?: string }) | null> {
    if (!checkPrimary()) return null;
    if (attach?.enabled && !venueAssetType(attach.type ?? '', attach.subtype ?? '')) {
      notify.error('Choose the asset type and subtype, or untick the asset.');
      return null;
    }
    const groups = (Object.keys(DRAFT_FIELDS) as FieldGroup[]).filter((g) => CREATE_GROUPS.has(g));
    const body: Record<string, unknown> = createBody(draft, groups);
    if (attach?.enabled) body.createAsset = { type: attach.type, subtype: attach.subtype };
    return createWithProgress({
      progress: kind.messages.progress,
      setBusy,
      run: async () => {
        const item = await createItem(kind, aggregateId, body);
        await uploadBanner(item.id);
        notify.success(attach?.enabled ? ITEM_MESSAGES.venueAssetLinked : kind.messages.saved);
        return item;
      },
    });
  }

  return { saved, draft, setDraft, banner, setBanner, errors, setErrors, busy, change, restore, saveGroup, saveSchedules, reload, create };
}
