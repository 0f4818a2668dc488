import { useEffect, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_MESSAGES } from '../../../domain/images/aspect';
import { changesType } from '../../../domain/item-types/type-selection';
import { needsUpload, type ImageFor } from '../../../domain/images/upload-status';
import type { SectionTable } from '../../../domain/sections/table';
import { api as client } from '../../lib/api';
import { describeError, formProblems } from '../../lib/api-error';
import { createLocked, createWithProgress, noErrorsShown, showFailure } from '../../lib/record/editor-steps';
import { notify } from '../../lib/notify';
import { createBodyOf, errorsOf, isDirty, sectionChanges, sectionFields, withFields, type FormErrors } from '../../lib/record/draft';
import { hasProblems } from '../../lib/form-check';
import { currentErrors, type FormChecks } from '../../lib/record/form-checks';
import { refreshKind, type RecordApi } from '../../lib/resource';
import { saveChanges } from '../../lib/record/save-changes';
import { PREVIEW_SLOT, uploadPending, type ImageSlot } from '../image-upload';
import { useSectionGroup } from '../section';
import { useRecordFrame } from './record-frame';

/** The snackbars of a record's saves (docs/product/platform.md §8 gives each area its own words). */
export interface EditorMessages {
  progress: string;
  saved: string;
  noChanges: string;
  /** A section's own success message, where `saved` does not describe what its save did (a campaign's schedules). */
  sectionSaved?: Record<string, string>;
}

/** What a create adds: body fields, its success messages, and the area's own image upload (false: it showed its message). */
interface CreateMore<R> {
  body?: object;
  saved?: string | string[];
  upload?(record: R): Promise<boolean>;
}

/** What an image upload of the form is given (`imageOf(slot)`). */
export interface ImageBinding {
  source: string;
  slot: ImageSlot;
  onSlotChange(slot: ImageSlot): void;
}

export interface RecordEditorConfig<T extends { id: string }, D extends object> {
  /** The kind's records in the page's scope (`resource.in(scope)`). */
  api: RecordApi<T>;
  /** The area's sections (src/domain/<area>/sections.ts): which fields each section saves. */
  sections: SectionTable;
  /** The stored record; absent on a create page. */
  initial?: T;
  /** The form's values of a stored record, or of a new one. */
  draftOf(record?: T): D;
  /** A rule applied to every change (a venue's max allowed entities follows multifaceted). */
  normalise?(draft: D): D;
  /** Fields set only when creating, never sent by a section (a workspace's key). */
  fixed?: readonly string[];
  /** Fields the form does not show for this draft (a Reports campaign's coupon texts): never sent, they keep their stored values. */
  hidden?(draft: D): readonly string[];
  /**
   * The problems of the form, checked as the user types: each is shown beside its field once touched, and keeps Save
   * (a section's fields) or Create (all) disabled (docs/decisions/0137).
   */
  formErrors?: FormChecks<D>;
  /** The form's labels of its fields: a refused field's sentence names it as the form does. */
  labels?: Partial<Record<keyof D & string, string>>;
  /** The create call's body; by default the create page's sections' fields without blanks. */
  createBody?(draft: D): object;
  messages: EditorMessages;
  /**
   * Saving a type change (a mutation) closes the page to its list (docs/product/creatives-assets-signage.md §4: a
   * mutated asset).
   */
  closeOnMutation?: boolean;
  /** Images saved with one section (the primary's banner, icon …): their slots and addresses. */
  images?: { section: string; slots: readonly ImageFor[]; path(id: string, slot: ImageFor): string };
}

/**
 * A record's form state and saves (docs/product/platform.md §4): a draft, per-section saves that PUT the section's
 * changed fields, cancel putting the stored values back, a refresh from the server, and create (POST) with its
 * progress. Every write refreshes the kind's lists and pickers; the page frame learns whether anything
 * is unsaved.
 */
export function useRecordEditor<T extends { id: string }, D extends object>(config: RecordEditorConfig<T, D>) {
  const { api, sections, initial, draftOf, messages, fixed = [], images: imageConfig } = config;
  const queryClient = useQueryClient();
  const frame = useRecordFrame();
  const { problemOf } = useSectionGroup();
  const creating = !initial;
  const [saved, setSaved] = useState(initial);
  const [start] = useState(() => draftOf(initial));
  const [draft, setDraft] = useState(start);
  const noImages = () => Object.fromEntries((imageConfig?.slots ?? []).map((s) => [s, PREVIEW_SLOT])) as Partial<Record<ImageFor, ImageSlot>>;
  const [images, setImages] = useState(noImages);
  // The server's refusals of fields, shown beside them until the field changes.
  const [refusals, setRefusals] = useState<FormErrors<D>>({});
  // A save or create was tried (or its disabled button clicked): every field shows its message.
  const [tried, setTried] = useState(false);
  // Checks of a chunk of their own answer once it has come: until then Create and Save wait (a failed chunk leaves the
  // judgement to the save, which shows the failure).
  const [checksCame, setChecksCame] = useState<'waiting' | 'came' | 'failed'>('waiting');
  // What the server holds, as form values: sections save what differs from it. Read once per stored
  // answer, so defaults taken from the clock do not move under the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per stored answer, as said above
  const savedDraft = useMemo(() => (saved && saved !== initial ? draftOf(saved) : start), [saved]);

  const imagesPending = Object.values(images).some((slot) => slot && needsUpload(slot.status));
  const dirty = isDirty(savedDraft, draft) || imagesPending;
  useEffect(() => frame.setDirty(dirty), [frame, dirty]);
  useEffect(() => () => frame.setDirty(false), [frame]);
  // Checks kept in a chunk of their own are asked for once the form has painted.
  useEffect(() => {
    config.formErrors?.ready?.().then(
      () => setChecksCame('came'),
      () => setChecksCame('failed'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);
  // The draft's problems now (null: the checks have not come yet).
  const live = currentErrors(config.formErrors, draft, creating) ?? (checksCame === 'failed' ? {} : null);
  /** The messages beside the fields: the server's refusals first, then the checks' (each field shows its own when touched). */
  const errors: FormErrors<D> = { ...live, ...refusals };

  const setImage = (slot: ImageFor, value: ImageSlot) => setImages((all) => ({ ...all, [slot]: value }));
  const imageSource = (slot: ImageFor) => imageConfig?.path(saved?.id ?? 'new', slot) ?? '';
  const fieldsOf = (section: string) => sectionFields(sections, section, draft, fixed);
  const hidden = config.hidden?.(draft) ?? [];
  const change = (patch: Partial<D>) => {
    setDraft((d) => (config.normalise ? config.normalise({ ...d, ...patch }) : { ...d, ...patch }));
    // A refused field the user puts right speaks for itself again.
    if (Object.keys(patch).some((f) => Object.hasOwn(refusals, f))) setRefusals((r) => withoutFields(r, Object.keys(patch)));
  };
  /** Whether the problems of `fields` (all when null) keep Save or Create disabled: any problem, or checks not come yet. */
  const invalidIn = (fields: readonly (keyof D)[] | null) => live === null || hasProblems(fields ? errorsOf(live, fields) : live);

  /** A stored answer: it becomes the saved record, and the section's fields take its values. */
  function take(record: T, section?: string) {
    setSaved(record);
    if (section) setDraft((d) => withFields(d, draftOf(record), sectionFields(sections, section, d, fixed)));
    queryClient.setQueryData(api.detailKey(record.id), record);
  }
  function stored(record: T, section?: string) {
    take(record, section);
    void refreshKind(queryClient, api.kind, record.id);
  }

  /**
   * The last word before a write (Save and Create are disabled while the form is invalid): shows the errors of `fields`
   * beside them (the first also as a snackbar); true when there are none.
   */
  async function check(fields: readonly (keyof D)[] | null): Promise<boolean> {
    let all: FormErrors<D>;
    try {
      all = (await config.formErrors?.(draft, creating)) ?? {};
    } catch (e) {
      showFailure(e); // the checks' chunk could not be loaded
      return false;
    }
    const found = fields ? errorsOf(all, fields) : all;
    if (hasProblems(found)) setTried(true);
    return noErrorsShown(found);
  }

  /**
   * A refused write: the server's problems about the form's fields stand beside them (the first also as a
   * snackbar), the rest as one sentence; any other failure shows its message.
   */
  function refused(e: unknown) {
    const isField = (f: string): f is keyof D & string => Object.hasOwn(draft, f);
    const problems = formProblems(e, isField, config.labels);
    if (!problems) return showFailure(e);
    setRefusals(problems.fields as FormErrors<D>);
    setTried(true);
    noErrorsShown(problems.fields);
    if (problems.other) notify.error(problems.other);
  }

  /** Uploads the images waiting; true when every one was stored (each refusal is shown). */
  async function uploadImages(id: string): Promise<boolean> {
    if (!imageConfig) return true;
    const result = await uploadPending(client, images as Record<ImageFor, ImageSlot>, (slot) => imageConfig.path(id, slot));
    setImages(result.slots);
    if (result.uploaded.length > 0) notify.success(IMAGE_MESSAGES.uploaded);
    for (const f of result.failures) notify.error(`${f.key}: ${describeError(f.error)}`);
    return result.failures.length === 0;
  }

  /**
   * Saves one section; true when it may leave edit mode. A refusal (the form's or the server's) keeps it
   * editing. A mutation's save closes the page when so configured, asking first only if other sections
   * still hold changes.
   */
  async function saveSection(section: string): Promise<boolean> {
    if (!saved) return false;
    if (!(await check(fieldsOf(section)))) return false;
    const id = saved.id;
    const changes = sectionChanges(sections, section, savedDraft, draft, [...fixed, ...hidden]);
    const ok = await saveChanges({
      changes,
      pendingUpload: imageConfig?.section === section && imagesPending,
      messages,
      put: async (c) => stored(await api.update(id, c), section),
      upload: () => uploadImages(id),
      refused,
    });
    if (ok) setTried(false);
    if (ok && config.closeOnMutation && changesType(changes)) {
      // What other sections hold unsaved: the draft beside what was stored, this section left out.
      const othersDirty = isDirty(savedDraft, withFields(draft, savedDraft, fieldsOf(section)));
      if (othersDirty) frame.close();
      else frame.closeStored();
    }
    return ok;
  }

  /**
   * Stores fields a section edits on its own, kept on the record rather than in the form (a schedules
   * list): rejects when refused, so the section keeps editing.
   */
  async function saveFields(section: string, fields: Partial<T>): Promise<void> {
    if (!saved) return;
    const progress = notify.info(messages.progress);
    try {
      stored(await api.update(saved.id, fields), section);
      notify.success(messages.sectionSaved?.[section] ?? messages.saved);
    } catch (e) {
      refused(e);
      throw e;
    } finally {
      notifications.hide(progress);
    }
  }

  /** Cancel: the section's stored values come back, without its refusals and unsent images. */
  function cancel(section: string) {
    setDraft((d) => withFields(d, savedDraft, fieldsOf(section)));
    setRefusals({});
    setTried(false);
    if (imageConfig?.section === section) setImages(noImages());
  }

  /** Reads the record again, afresh; a named section takes the stored values. */
  async function reload(section?: string) {
    if (!saved) return;
    try {
      take(await api.get(saved.id, true), section);
      if (section && imageConfig?.section === section) setImages(noImages());
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  // The create, its checks first (they may wait for their chunk): the form stays locked meanwhile, so a second click
  // cannot create twice.
  const creation = useMutation({
    mutationFn: async (more: CreateMore<T>): Promise<T | null> => {
      if (!(await check(null))) return null;
      const body = { ...(config.createBody ? config.createBody(draft) : createBodyOf(sections, draft, hidden)), ...more.body };
      return createWithProgress({
        progress: messages.progress,
        refused,
        run: async () => {
          const record = await api.create<T>(body);
          stored(record);
          let done = true;
          if (more.upload) done = await more.upload(record);
          else await uploadImages(record.id);
          if (done) for (const message of [more.saved ?? messages.saved].flat()) notify.success(message);
          return record;
        },
      });
    },
  });

  /**
   * POSTs the new record (with `more` in its body), then its images (`more.upload` when the area stores
   * them its own way: false when it showed its own message instead of the success); `more.saved` replaces the
   * success message, or gives one for each record the create made (a venue and its asset); resolves the stored
   * record, or null when the form or the server refused it (the form is enabled again, the server's
   * message shown).
   */
  async function create<R extends T = T>(more: CreateMore<R> = {}): Promise<R | null> {
    const problem = problemOf();
    if (problem) {
      notify.error(problem);
      return null;
    }
    return (await creation.mutateAsync(more as CreateMore<T>)) as R | null;
  }

  return {
    creating,
    /** The stored record (undefined until created). */
    saved,
    draft,
    setDraft,
    change,
    /** Each field's problem (the field shows it once touched, or once a save was tried: `tried`). */
    errors,
    tried,
    /** A click on a disabled Create: every field shows its message. */
    reveal: () => setTried(true),
    /** Create stays disabled: a problem of the form, or of a widget of it (a repeated property name). */
    invalid: invalidIn(null) || problemOf() !== null,
    /** A section's Save stays disabled: a problem of its fields. */
    invalidIn: (section: string) => invalidIn(fieldsOf(section)),
    /** A create runs, or has created the record (the page moves on). */
    busy: createLocked(creation),
    dirty,
    images,
    /** The section the images are saved with. */
    imageSection: imageConfig?.section,
    setImage,
    imageSource,
    /** An image upload's props for `slot`: its address, its state and its setter. */
    imageOf: (slot: ImageFor): ImageBinding => ({
      source: imageSource(slot),
      slot: images[slot] ?? PREVIEW_SLOT,
      onSlotChange: (value) => setImage(slot, value),
    }),
    fieldsOf,
    saveSection,
    saveFields,
    cancel,
    reload,
    create,
  };
}

export type RecordEditor<T extends { id: string }, D extends object> = ReturnType<typeof useRecordEditor<T, D>>;

/** `errors` without the messages of `fields`. */
function withoutFields<E extends object>(errors: E, fields: readonly string[]): E {
  return Object.fromEntries(Object.entries(errors).filter(([f]) => !fields.includes(f))) as E;
}
